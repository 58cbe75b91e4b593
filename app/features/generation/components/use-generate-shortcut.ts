import { useEffect, useEffectEvent } from "react";

/** Ctrl/Cmd+Enter generates from anywhere in the workspace. */
export function useGenerateShortcut(onGenerate: () => void) {
  const generate = useEffectEvent(onGenerate);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      generate();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
