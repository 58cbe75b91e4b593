import * as React from "react";
import Loader2 from "lucide-react/icons/loader-circle";

import { cn } from "~/utils/misc";

type SpinnerProps = Omit<React.ComponentProps<typeof Loader2>, "role"> & {
  /** Text announced to assistive technology (visually hidden). */
  label?: string;
};

/**
 * Small loading indicator. `className` and the other props go to the icon
 * (size it with e.g. `size-6`); the wrapper carries `role="status"` and the
 * visually hidden label.
 */
function Spinner({ className, label = "Loading", ...props }: SpinnerProps) {
  return (
    <span data-slot="spinner" role="status" className="inline-flex shrink-0 items-center justify-center">
      <Loader2 aria-hidden="true" className={cn("size-4 animate-spin", className)} {...props} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
export type { SpinnerProps };
