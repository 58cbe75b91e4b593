import type * as React from "react";

import { cn } from "~/utils/misc";

// shadcn/ui's progress bar with the markup and ARIA of Radix Progress (max 100), without
// Radix: the workspace shows it at first paint and its JavaScript budget has no room for
// the primitive, context and slot modules (docs/benchmarks.md, 2026-11-27).
const MAX = 100;

/** Radix's states: no value is indeterminate, the maximum is complete. */
function progressState(value: number | null) {
  return value === null ? "indeterminate" : value === MAX ? "complete" : "loading";
}

function Progress({ className, value: valueProp, ...props }: Omit<React.ComponentProps<"div">, "children"> & { value?: number | null }) {
  const value = typeof valueProp === "number" && valueProp >= 0 && valueProp <= MAX ? valueProp : null;
  const state = { "data-state": progressState(value), "data-value": value ?? undefined, "data-max": MAX };
  return (
    <div
      aria-valuemax={MAX}
      aria-valuemin={0}
      aria-valuenow={value ?? undefined}
      aria-valuetext={value === null ? undefined : `${Math.round(value)}%`}
      role="progressbar"
      {...state}
      data-slot="progress"
      className={cn("bg-primary/20 relative h-2 w-full overflow-hidden rounded-full", className)}
      {...props}
    >
      <div
        {...state}
        data-slot="progress-indicator"
        className="bg-primary h-full w-full flex-1 transition-all"
        style={{ transform: `translateX(-${100 - (valueProp || 0)}%)` }}
      />
    </div>
  );
}

export { Progress };
