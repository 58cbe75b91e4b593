import { createHash } from "node:crypto";
import type { GenerateRequest } from "./generate-request-schema";

/**
 * A fingerprint of a generate request as sent: every setting (the seed only
 * when given) and the source, an uploaded picture by its bytes. A reused
 * idempotency key must come with the same fingerprint.
 */
export function requestFingerprint(request: GenerateRequest, sourceUpload?: Uint8Array) {
  const canonical = JSON.stringify([
    request.prompt,
    request.negativePrompt,
    request.model,
    request.mode,
    request.aspectRatio,
    request.isNsfw,
    request.isPrivate,
    request.seed ?? null,
    request.count,
    request.mode === "edit" ? (request.sourceGenerationId ?? null) : null,
    request.mode === "edit" && sourceUpload ? createHash("sha256").update(sourceUpload).digest("hex") : null,
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}
