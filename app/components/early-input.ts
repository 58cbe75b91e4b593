import { useCallback, useLayoutEffect, useRef, type Ref, type RefCallback } from "react";

// A server-rendered control works before React does: the browser lets the user type,
// pick an option or tick a box, and React then hydrates without looking at it. Its
// state still holds the rendered value, and the next render puts that value back.
// So each controlled control checks itself once mounted: if it no longer shows what
// React rendered, the user's change is reported through React's own change event,
// as if it had been made a moment later. A control mounted in the browser shows its
// value, so nothing happens then.

export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A controlled control's `value` or `checked` prop; `undefined` when the control is uncontrolled. */
export type RenderedValue = string | number | boolean | readonly string[] | null | undefined;

/** What a control shows, in plain terms. */
export type ShownState =
  { kind: "checkable"; radio: boolean; checked: boolean } | { kind: "select"; value: string; options: string[] } | { kind: "text"; value: string };

/** Whether the control shows a change the user made that React has not seen. */
export function isEarlyChange(shown: ShownState, rendered: RenderedValue): boolean {
  if (rendered === undefined || rendered === null || Array.isArray(rendered)) return false;
  if (shown.kind === "checkable") {
    if (typeof rendered !== "boolean" || shown.checked === rendered) return false;
    // A radio reports the one now chosen; the one left is unticked by the browser, not the user.
    return !shown.radio || shown.checked;
  }
  const value = String(rendered);
  if (shown.value === value) return false;
  // A select whose value is none of its options shows its first: the browser's doing, not a choice.
  return shown.kind === "text" || shown.options.includes(value);
}

function isCheckable(element: FormControl): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio");
}

function shownState(element: FormControl): ShownState {
  if (isCheckable(element)) return { kind: "checkable", radio: element.type === "radio", checked: element.checked };
  if (element instanceof HTMLSelectElement)
    return { kind: "select", value: element.value, options: Array.from(element.options, (option) => option.value) };
  return { kind: "text", value: element.value };
}

/** Sets `value` or `checked` with the browser's own setter, past the one React installs to track changes. */
function setUntracked(element: FormControl, field: "value" | "checked", value: string | boolean) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), field)?.set?.call(element, value);
}

/**
 * Reports a change made before hydration through the event React reads it from:
 * React fires onChange only when the control differs from what it last set, so it
 * is first told the rendered value (through its tracking setter) and the shown one
 * is put back underneath.
 */
export function reportEarlyChange(element: FormControl, rendered: RenderedValue) {
  if (!isEarlyChange(shownState(element), rendered)) return;
  if (isCheckable(element)) {
    const checked = element.checked;
    element.checked = !checked;
    setUntracked(element, "checked", checked);
    // A plain Event, not a MouseEvent: no click behaviour, so nothing toggles again.
    element.dispatchEvent(new Event("click", { bubbles: true }));
    return;
  }
  if (element instanceof HTMLSelectElement) {
    element.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  const value = element.value;
  element.value = String(rendered);
  setUntracked(element, "value", value);
  element.dispatchEvent(new Event("input", { bubbles: true }));
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * For a form control component: keeps what the user did to it before hydration.
 * Pass the control's `value` (or `checked`) prop and its forwarded ref; put the
 * returned ref on the element.
 */
export function useEarlyInput<E extends FormControl>(rendered: RenderedValue, forwarded?: Ref<E>): RefCallback<E> {
  const element = useRef<E | null>(null);
  const renderedAtMount = useRef(rendered);
  // Before any later render can write React's value over the user's.
  useLayoutEffect(() => {
    if (element.current) reportEarlyChange(element.current, renderedAtMount.current);
  }, []);
  return useCallback(
    (node: E | null) => {
      element.current = node;
      assignRef(forwarded, node);
    },
    [forwarded],
  );
}
