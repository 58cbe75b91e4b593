import type { ComponentProps } from "react";

import { useEarlyInput } from "~/components/early-input";
import { cn } from "~/utils/misc";

/**
 * A controlled on/off switch with the look of ./switch, without Radix, for the workspace's
 * first load (issue 30). It is a native checkbox with the switch role, so it toggles before
 * hydration too and that choice is kept (Space toggles it; Enter too, once hydrated).
 * It is no form field (no name): inside a form that posts, use ./switch.
 */
function SwitchButton({
  checked,
  onCheckedChange,
  className,
  onKeyDown,
  ref,
  ...props
}: Omit<ComponentProps<"input">, "role" | "type" | "checked" | "onChange" | "name"> & {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
}) {
  const keepEarlyChoice = useEarlyInput(checked, ref);
  return (
    <span data-slot="switch" className={cn("relative inline-flex shrink-0", className)}>
      <input
        {...props}
        ref={keepEarlyChoice}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented && event.key === "Enter") {
            event.preventDefault();
            event.currentTarget.click();
          }
        }}
        className="peer bg-input checked:bg-primary focus-visible:border-ring focus-visible:ring-ring/50 dark:bg-input/80 dark:checked:bg-primary inline-flex h-[1.15rem] w-8 shrink-0 cursor-pointer appearance-none items-center rounded-full border border-transparent shadow-xs transition-all outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50"
      />
      <span
        aria-hidden="true"
        data-slot="switch-thumb"
        className="bg-background dark:bg-foreground dark:peer-checked:bg-primary-foreground pointer-events-none absolute top-1/2 left-px block size-4 -translate-y-1/2 rounded-full ring-0 transition-transform peer-checked:translate-x-[calc(100%-2px)] peer-disabled:opacity-50"
      />
    </span>
  );
}

export { SwitchButton };
