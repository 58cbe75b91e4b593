/**
 * A picture checker could not give a verdict (bad picture, models not loaded,
 * service down or late). Callers treat it as a block: checks fail closed.
 */
export class ImageCheckError extends Error {
  readonly checker: string;

  constructor(checker: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ImageCheckError";
    this.checker = checker;
  }
}
