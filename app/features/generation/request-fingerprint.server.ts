import { createHash } from "node:crypto";
import type { GenerateRequest } from "./generate-request-schema";

/**
 * A fingerprint of a generate request as sent: every setting (the seed only
 * when given) and the source, an uploaded picture by its bytes. A reused
 * idempotency key must come with the same fingerprint.
 */
export function requestFingerprint(request: GenerateRequest, sourceUpload?: Uint8Array, maskUpload?: Uint8Array) {
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
    request.mode !== "generate" ? (request.sourceGenerationId ?? null) : null,
    request.mode === "edit" && sourceUpload ? createHash("sha256").update(sourceUpload).digest("hex") : null,
    request.strength ?? null,
    request.factor ?? null,
    request.loras ?? null,
    request.steps ?? null,
    request.cfg ?? null,
    request.sampler ?? null,
    request.mask ? createHash("sha256").update(request.mask).digest("hex") : null,
    maskUpload ? createHash("sha256").update(maskUpload).digest("hex") : null,
    // Only when named, so the fingerprints of requests without a preset stay as they were.
    ...(request.preset ? [request.preset] : []),
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}
