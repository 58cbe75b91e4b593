import type { MaskDab } from "./mask-png";

// The mask's state, apart from the painter: the workspace holds it from the start, while the
// painter's code loads only when an edit's source is chosen (issue 30).

export type MaskState = {
  /** The source picture's own size (the mask's), once it has loaded. */
  size: { width: number; height: number } | null;
  strokes: MaskDab[][];
  /** The brush's diameter as a share of the picture's longer side, in percent. */
  brush: number;
};

export const initialMask: MaskState = { size: null, strokes: [], brush: 8 };
