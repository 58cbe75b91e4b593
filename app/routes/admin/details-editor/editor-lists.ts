import type { Benefit, HowItWorksStep, PopularCreation } from "~/features/catalog/content-lists";
import { DEFAULT_STEP_TITLES } from "~/features/catalog/step-titles";

// Pure list operations behind the detail editors; the components only call these.

export type MoveDirection = "up" | "down";

/** The list with the item at `index` swapped with its neighbour; unchanged at the edges. */
export function moveItem<T>(list: readonly T[], index: number, direction: MoveDirection): T[] {
  const target = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

export function replaceItem<T>(list: readonly T[], index: number, patch: Partial<T>): T[] {
  return list.map((item, i) => (i === index ? { ...item, ...patch } : item));
}

/** The one section image of the how-it-works list (the editor sets it on every step). */
export function sharedStepImage(steps: readonly HowItWorksStep[]): string {
  return steps.find((step) => step.image)?.image ?? "";
}

/** Every step with `image`, which is how the editor's single section image is stored. */
export function withStepImage(steps: readonly HowItWorksStep[], image: string): HowItWorksStep[] {
  return steps.map((step) => ({ ...step, image }));
}

/** A new step: the next default title while there are fewer than four, the section image if one is set. */
export function newStep(steps: readonly HowItWorksStep[]): HowItWorksStep {
  const step: HowItWorksStep = { title: DEFAULT_STEP_TITLES[steps.length] ?? "", description: "" };
  const image = sharedStepImage(steps);
  if (image) step.image = image;
  return step;
}

/** The steps the editor starts with: the stored ones, or the four default steps when there are none. */
export function initialSteps(stored: readonly HowItWorksStep[]): HowItWorksStep[] {
  if (stored.length > 0) return [...stored];
  return DEFAULT_STEP_TITLES.map((title) => ({ title, description: "" }));
}

export function newBenefit(): Benefit {
  return { title: "New Benefit", description: "Describe the benefit here", image: "", imagePosition: "left" };
}

/** A creation with a temporary id (`temp-{timestamp}`), kept as its id when saved. */
export function newCreation(existing: readonly PopularCreation[], now = Date.now()): PopularCreation {
  const taken = new Set(existing.map((c) => c.id));
  let stamp = now;
  while (taken.has(`temp-${stamp}`)) stamp += 1;
  return { id: `temp-${stamp}`, title: "", image: "" };
}
