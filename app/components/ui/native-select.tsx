import ChevronDown from "lucide-react/icons/chevron-down";
import type * as React from "react";

import { useEarlyInput } from "~/components/early-input";

import { cn } from "~/utils/misc";

// A native <select> drawn like the shadcn Select trigger. The browser's own list
// (a sheet on phones, keyboard and screen-reader support everywhere) costs no
// JavaScript: Radix Select and its positioning added ≈ 25 KB to the workspace
// (docs/decisions/021).
function NativeSelect({ className, ref, ...props }: React.ComponentProps<"select">) {
  const keepEarlyChoice = useEarlyInput(props.value, ref);
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cn(
          "border-input focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:ring-destructive/20 aria-invalid:border-destructive dark:bg-input/30 dark:hover:bg-input/50 h-9 w-full appearance-none rounded-md border bg-transparent py-2 pr-9 pl-3 text-sm shadow-xs transition-[color,box-shadow] outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50 dark:[color-scheme:dark]",
          className,
        )}
        {...props}
        ref={keepEarlyChoice}
      />
      <ChevronDown aria-hidden="true" className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2" />
    </div>
  );
}

export { NativeSelect };
