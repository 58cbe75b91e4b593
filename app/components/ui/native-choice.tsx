import type * as React from "react";

import { useEarlyInput } from "~/components/early-input";
import { cn } from "~/utils/misc";

type NativeChoiceProps = Omit<React.ComponentProps<"input">, "type">;

function NativeChoice({ type, className, ref, ...props }: NativeChoiceProps & { type: "radio" | "checkbox" }) {
  const keepEarlyChoice = useEarlyInput(props.checked, ref);
  return (
    <input
      type={type}
      data-slot={`native-${type}`}
      className={cn("accent-primary focus-visible:ring-ring/50 size-4 shrink-0 outline-none focus-visible:ring-[3px]", className)}
      {...props}
      ref={keepEarlyChoice}
    />
  );
}

/** A native radio (one name; arrow keys move between them) that keeps a choice made before hydration. */
function NativeRadio(props: NativeChoiceProps) {
  return <NativeChoice type="radio" {...props} />;
}

/** A native checkbox (it posts with its form) that keeps a tick made before hydration. */
function NativeCheckbox(props: NativeChoiceProps) {
  return <NativeChoice type="checkbox" {...props} />;
}

export { NativeCheckbox, NativeRadio };
