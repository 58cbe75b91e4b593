import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

/** A signing secret, shown once with 'Copy'. */
export function NewSecret({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="grid gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-4">
      <p className="text-sm font-medium">The webhook&apos;s signing secret. Copy it now: it will not be shown again.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input readOnly value={secret} aria-label="Signing secret" className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
          }}
        >
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
    </div>
  );
}
