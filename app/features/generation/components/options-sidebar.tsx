import PanelLeftClose from "lucide-react/icons/panel-left-close";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import { cn } from "~/utils/misc";
import { OptionsPanel, type OptionsPanelProps } from "./options-panel";

/** The options panel beside the workspace on wide screens; it can be hidden. */
export function OptionsSidebar({ open, onHide, panel }: { open: boolean; onHide: () => void; panel: OptionsPanelProps }) {
  return (
    <aside
      aria-label="Generator options"
      className={cn(
        "bg-background hidden w-[280px] shrink-0 border-r md:block",
        "md:sticky md:top-0 md:h-[calc(100dvh-4rem)] md:overflow-y-auto",
        !open && "md:hidden",
      )}
      data-testid="options-panel"
    >
      <div className="flex items-center justify-between border-b px-4 py-3">
        <h2 className="font-semibold">Generator Options</h2>
        <Button type="button" size="icon" variant="ghost" aria-label="Hide options" onClick={onHide}>
          <PanelLeftClose />
        </Button>
      </div>
      <OptionsPanel {...panel} />
    </aside>
  );
}

/** The same panel in a drawer on small screens. */
export function OptionsDrawer({ open, onOpenChange, panel }: { open: boolean; onOpenChange: (open: boolean) => void; panel: OptionsPanelProps }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-[300px] overflow-y-auto p-0 sm:max-w-[300px]">
        <SheetHeader className="border-b">
          <SheetTitle>Generator Options</SheetTitle>
          <SheetDescription className="sr-only">Prompt, model, aspect ratio and other settings.</SheetDescription>
        </SheetHeader>
        <OptionsPanel {...panel} />
      </SheetContent>
    </Sheet>
  );
}
