// Upload rules of SPEC section 5, shared by the drop zones and the server.

export type ImageKind = "png" | "jpeg" | "gif" | "webp" | "svg";

export type UploadPurpose = "appIcon" | "appImage" | "generatorImage" | "media";

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
};

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
