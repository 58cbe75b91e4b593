import type { ComponentProps } from "react";

import { cn } from "~/utils/misc";

/**
 * A controlled on/off switch with the look and keyboard use of ./switch (a `role="switch"`
 * button: Space and Enter toggle it), without Radix, for the workspace's first load (issue 30).
 * It is no form field: inside a form that posts, use ./switch.
 */
function SwitchButton({
  checked,
  onCheckedChange,
  className,
  onClick,
  ...props
}: Omit<ComponentProps<"button">, "role" | "type" | "onChange"> & { checked: boolean; onCheckedChange?: (checked: boolean) => void }) {
  const state = checked ? "checked" : "unchecked";
  return (
    <button
      {...props}
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      data-slot="switch"
      className={cn(
        "peer data-[state=checked]:bg-primary data-[state=unchecked]:bg-input focus-visible:border-ring focus-visible:ring-ring/50 dark:data-[state=unchecked]:bg-input/80 inline-flex h-[1.15rem] w-8 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-all outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
    >
      <span
        data-slot="switch-thumb"
        data-state={state}
        className="bg-background dark:data-[state=unchecked]:bg-foreground dark:data-[state=checked]:bg-primary-foreground pointer-events-none block size-4 rounded-full ring-0 transition-transform data-[state=checked]:translate-x-[calc(100%-2px)] data-[state=unchecked]:translate-x-0"
      />
    </button>
  );
}

export { SwitchButton };
