import { useState } from "react";
import { toast } from "~/components/toaster";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { cn } from "~/utils/misc";
import { bonusLabel, formatCredits, formatUsd, packPriceCents } from "../pricing";
import { usePriceTable } from "./use-price-table";

export type TopUpDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Starts the checkout for the pack of this many dollars; resolves when it failed. */
  onPurchase: (topUpAmount: string) => Promise<void>;
};

/** SPEC section 4 top-up dialog: exactly one of the operator's packs. */
export function TopUpDialog({ open, onOpenChange, onPurchase }: TopUpDialogProps) {
  const { packs } = usePriceTable();
  const [amount, setAmount] = useState<string>("");
  const [processing, setProcessing] = useState(false);

  // Each opening starts afresh: set while rendering the change, so the old choice never shows.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setAmount("");
      setProcessing(false);
    }
  }

  async function purchase() {
    if (!amount) {
      toast.warning("Please select an amount", { description: "Choose a top-up amount to continue" });
      return;
    }
    setProcessing(true);
    try {
      await onPurchase(amount);
    } finally {
      setProcessing(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (processing ? undefined : onOpenChange(next))}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle className="text-2xl">Buy Credits</DialogTitle>
          <DialogDescription>Top up your balance. Credits are added as soon as the payment goes through.</DialogDescription>
        </DialogHeader>
        <RadioGroup value={amount} onValueChange={setAmount} aria-label="Top-up amount" className="gap-2" disabled={processing}>
          {packs.map((pack) => {
            const value = String(pack.dollars);
            const id = `top-up-${value}`;
            const bonus = bonusLabel(pack);
            return (
              <label
                key={value}
                htmlFor={id}
                className={cn(
                  "hover:bg-accent/50 flex cursor-pointer items-center gap-3 rounded-lg border p-4 transition-colors",
                  amount === value && "border-primary bg-primary/10",
                )}
              >
                <RadioGroupItem id={id} value={value} />
                <span className="flex flex-1 flex-col">
                  <span className="font-semibold">{formatCredits(pack.credits)} credits</span>
                  <span className="text-muted-foreground text-sm">{formatUsd(packPriceCents(pack))}</span>
                </span>
                {bonus && <Badge className="bg-primary/15 text-primary border-transparent">{bonus}</Badge>}
              </label>
            );
          })}
        </RadioGroup>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={processing}>
            Cancel
          </Button>
          <Button type="button" onClick={() => void purchase()} disabled={!amount || processing}>
            {processing ? "Processing..." : amount ? `Purchase for ${formatUsd(Number(amount) * 100)}` : "Purchase"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
