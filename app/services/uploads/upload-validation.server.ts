import sharp from "sharp";
import { appError } from "~/utils/error-messages";
import { isAppError } from "~/utils/errors";
import { readCappedBody } from "~/utils/http.server";
import { looksLikeSvg, rasteriseSvg } from "./svg-raster.server";
import {
  IMAGE_EXTENSION,
  IMAGE_MIME,
  MAX_IMAGE_PIXELS,
  MIN_UPLOAD_BYTES,
  tooManyPixelsMessage,
  UPLOAD_RULES,
  uploadRejectionMessage,
  type ImageKind,
  type UploadPurpose,
} from "./upload-rules";

/** The real image type from the first bytes of a file; null when it is none we know. */
export function sniffImageType(bytes: Uint8Array): ImageKind | null {
  const startsWith = (signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith([0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "gif";
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  const text = decodeUtf8(bytes.subarray(0, 4096));
  if (text !== null && looksLikeSvg(text)) return "svg";
  return null;
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // A cut in the middle of a multi-byte character at the end of the slice is fine.
    try {
      return new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, Math.max(0, bytes.length - 3)));
    } catch {
      return null;
    }
  }
}

export type CheckedImage = {
  bytes: Uint8Array;
  kind: ImageKind;
  mime: string;
  extension: string;
  size: number;
  width: number | null;
  height: number | null;
  /** The client's file name, for display only; never used as a path. */
  displayName: string;
};

/** A refusal in the upload rule's own words (upload-rules.ts). */
function uploadError(message: string) {
  return appError("uploadRefused", { message });
}

/** A file name safe to show: no folders, no control characters, at most 255 characters. */
export function displayFileName(name: string, fallback: string) {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    // C0 controls and DEL (\p{Cc} without the C1 block).
    .replace(/(?![\u0080-\u009F])\p{Cc}/gu, "")
    .trim()
    .slice(0, 255);
  return clean || fallback;
}

function checkedImage(bytes: Uint8Array, kind: ImageKind, width: number | null, height: number | null, clientName: string): CheckedImage {
  return {
    bytes,
    kind,
    mime: IMAGE_MIME[kind],
    extension: IMAGE_EXTENSION[kind],
    size: bytes.byteLength,
    width,
    height,
    displayName: displayFileName(clientName, `upload.${IMAGE_EXTENSION[kind]}`),
  };
}

/**
 * Checks an uploaded file by its content for a purpose of SPEC section 5:
 * size limit, real type by magic bytes, readable image (width and height).
 * An SVG (app icons and the operator's logo only) comes back drawn as a PNG (ADR 017).
 */
export async function checkImageUpload(file: File, purpose: UploadPurpose): Promise<CheckedImage> {
  const rules = UPLOAD_RULES[purpose];
  if (file.size > rules.maxBytes) throw uploadError(uploadRejectionMessage("file-too-large", purpose));
  if (file.size < MIN_UPLOAD_BYTES) throw uploadError(uploadRejectionMessage("file-too-small", purpose));
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > rules.maxBytes) throw uploadError(uploadRejectionMessage("file-too-large", purpose));

  const kind = sniffImageType(bytes);
  if (!kind || !rules.kinds.includes(kind)) {
    throw uploadError(uploadRejectionMessage("file-invalid-type", purpose));
  }

  if (kind === "svg") {
    const png = await rasteriseSvg(bytes);
    return checkedImage(png.bytes, "png", png.width, png.height, file.name);
  }

  const meta = await readImageHeader(bytes, kind);
  if (!meta) throw appError("fileNotReadableImage");
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw uploadError(tooManyPixelsMessage(meta.width, meta.height));
  return checkedImage(bytes, kind, meta.width, meta.height, file.name);
}

/**
 * Width and height from the picture's header (nothing is decoded, so a huge
 * canvas costs nothing here); null when it is no readable picture of `kind`.
 */
export async function readImageHeader(bytes: Uint8Array, kind?: ImageKind): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (kind && meta.format !== kind) return null;
    if (!meta.width || !meta.height) return null;
    return { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/**
 * Reads a multipart (or urlencoded) body of at most `maxBytes`: a declared
 * Content-Length above it is refused before reading, and reading stops as soon
 * as the body grows past it. Refused as an upload failure (400), not the edge's 413.
 */
export async function readLimitedFormData(request: Request, maxBytes: number): Promise<FormData> {
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readCappedBody(request, maxBytes);
  } catch (error) {
    if (isAppError(error) && error.code === "PAYLOAD_TOO_LARGE") {
      throw appError("uploadBodyTooLarge", { values: { maxBytes }, cause: error });
    }
    throw error;
  }
  if (!request.body) return new FormData();
  const contentType = request.headers.get("content-type") ?? "";
  try {
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch (error) {
    throw appError("uploadFormUnreadable", { cause: error });
  }
}

/** A form field that is a non-empty file, else null. */
export function fileField(form: FormData, name: string): File | null {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
}
