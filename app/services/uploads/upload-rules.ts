// Upload rules of SPEC section 5, shared by the drop zones and the server.

export type ImageKind = "png" | "jpeg" | "gif" | "webp" | "svg";

export type UploadPurpose = "appIcon" | "appImage" | "generatorImage" | "media" | "logo";

export const IMAGE_MIME: Record<ImageKind, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
};

export const IMAGE_EXTENSION: Record<ImageKind, string> = {
  png: "png",
  jpeg: "jpg",
  gif: "gif",
  webp: "webp",
  svg: "svg",
};

export const UPLOAD_RULES: Record<UploadPurpose, { maxBytes: number; kinds: ImageKind[] }> = {
  appIcon: { maxBytes: 5 * 1024 * 1024, kinds: ["jpeg", "png", "gif", "svg"] },
  appImage: { maxBytes: 5 * 1024 * 1024, kinds: ["jpeg", "png", "gif"] },
  generatorImage: { maxBytes: 5_000_000, kinds: ["png", "jpeg", "gif", "webp"] },
  media: { maxBytes: 5_000_000, kinds: ["png", "jpeg", "gif", "webp"] },
  // The operator's logo (Settings, 'Brand'): a vector logo is drawn as a PNG like an app icon's (ADR 017).
  logo: { maxBytes: 2_000_000, kinds: ["png", "jpeg", "webp", "svg"] },
};

/**
 * The most pixels (width × height) of an uploaded picture, whatever its bytes:
 * a small file can declare a huge canvas that takes gigabytes to decode. Every
 * upload path (media library, catalogue images, app icons, edit sources) refuses
 * more at upload time, so every stored picture can be thumbnailed.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export function tooManyPixelsMessage(width: number, height: number) {
  return `The picture is ${width} × ${height} pixels: at most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels (width × height) are accepted. Make it smaller and try again.`;
}

/** No image file is empty; the drop zones and the server refuse 0-byte files. */
export const MIN_UPLOAD_BYTES = 1;

/** react-dropzone's rejection codes (its ErrorCode values). */
export type DropRejectionCode = "file-invalid-type" | "file-too-large" | "file-too-small" | "too-many-files";

/**
 * The spec's texts for a refused file, shared by the drop zones and the server's check:
 * - 'File type must be ...' ('...' = the accepted MIME types)
 * - 'File is larger than N bytes' and 'File is smaller than N bytes' (N = the byte limit)
 * - 'Too many files'
 */
export function uploadRejectionMessage(code: DropRejectionCode, purpose: UploadPurpose): string {
  const rules = UPLOAD_RULES[purpose];
  switch (code) {
    case "file-invalid-type":
      return `File type must be one of ${rules.kinds.map((kind) => IMAGE_MIME[kind]).join(", ")}`;
    case "file-too-large":
      return `File is larger than ${rules.maxBytes} bytes`;
    case "file-too-small":
      return `File is smaller than ${MIN_UPLOAD_BYTES} bytes`;
    case "too-many-files":
      return "Too many files";
  }
}

const KNOWN_CODES = new Set<string>(["file-invalid-type", "file-too-large", "file-too-small", "too-many-files"]);

/** The distinct messages for what a drop zone refused; a code we do not know keeps react-dropzone's own text. */
export function dropRejectionMessages(
  rejections: ReadonlyArray<{ errors: ReadonlyArray<{ code: string; message: string }> }>,
  purpose: UploadPurpose,
): string[] {
  const messages = new Set<string>();
  for (const rejection of rejections) {
    for (const error of rejection.errors) {
      messages.add(KNOWN_CODES.has(error.code) ? uploadRejectionMessage(error.code as DropRejectionCode, purpose) : error.message);
    }
  }
  return [...messages];
}

const DROPZONE_EXTENSIONS: Record<ImageKind, string[]> = {
  png: [".png"],
  jpeg: [".jpeg", ".jpg"],
  gif: [".gif"],
  webp: [".webp"],
  svg: [".svg"],
};

/** react-dropzone's `accept` for a purpose. */
export function dropzoneAccept(purpose: UploadPurpose): Record<string, string[]> {
  return Object.fromEntries(UPLOAD_RULES[purpose].kinds.map((kind) => [IMAGE_MIME[kind], DROPZONE_EXTENSIONS[kind]]));
}

/** Human-readable list of accepted types, e.g. "PNG, JPG, GIF". */
export function acceptedTypesLabel(purpose: UploadPurpose) {
  return UPLOAD_RULES[purpose].kinds.map((kind) => (kind === "jpeg" ? "JPG" : kind.toUpperCase())).join(", ");
}
