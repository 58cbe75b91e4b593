import type { Database } from "~/db/db.server";
import { appError } from "~/utils/error-messages";
import { logger } from "~/utils/logger.server";
import { recordModerationEvent } from "./audit.server";
import { getModerationProvider } from "./image/select-moderation.server";
import { CATEGORY_MESSAGES, MINOR_WITH_NSFW_SWITCH, OUTPUT_BLOCKED, SAFETY_CHECK_UNAVAILABLE, uncoveredLanguageMessage } from "./messages";
import { decidePicture } from "./picture-policy";
import { getActiveSuspension } from "./suspension.server";
import { COVERED_LANGUAGE_NAMES } from "./text/language-coverage";
import { checkPrompt } from "./text/prompt-policy";
import type { RefusalCategory } from "./types";

// The content rules as the generation pipeline applies them: before any credit
// moves (suspension, prompt and exclusions, edit source) and on every output
// before it is stored. Nothing here can be switched off by a setting.

export type ModeratedRequest = { userId: string; prompt: string; negativePrompt: string; isNsfw: boolean };

/** What the user is told for a text refusal. */
export const refusalMessage = (category: RefusalCategory) =>
  category === "uncovered-language" ? uncoveredLanguageMessage(COVERED_LANGUAGE_NAMES) : CATEGORY_MESSAGES[category];

const suspended = () => appError("generationSuspended");
const checkUnavailable = (cause: unknown) => appError("safetyCheckUnavailable", { cause });

export async function assertGenerationAllowed(db: Database, userId: string) {
  if (await getActiveSuspension(db, userId)) throw suspended();
}

/**
 * Applies the text rules. A refusal is audited and thrown; the answer says
 * whether the text asks for adult content (the request is then adult content
 * whatever its NSFW flag says). `adultSource`: the request edits a picture made
 * with NSFW on, which makes it an adult request too.
 */
export async function moderatePrompt(db: Database, request: ModeratedRequest & { adultSource?: boolean }) {
  const { adultSource = false, ...event } = request;
  const verdict = checkPrompt({ prompt: request.prompt, negativePrompt: request.negativePrompt, nsfw: request.isNsfw, adultSource });
  if (verdict.allowed) return { sexual: verdict.sexual };
  const nowSuspended = await recordModerationEvent(db, {
    ...event,
    layer: "text",
    category: verdict.category,
    minorSignal: verdict.minorSignal,
    reason: verdict.reason,
  });
  if (nowSuspended) throw suspended();
  const reason = verdict.nsfwSwitchOnly ? MINOR_WITH_NSFW_SWITCH : refusalMessage(verdict.category);
  throw appError("promptNotAllowed", { values: { reason } });
}

async function checkPicture(image: Uint8Array, prompt: string) {
  return getModerationProvider().checkImage(image, { prompt, signal: AbortSignal.timeout(30_000) });
}

/** Checks the picture an edit starts from; refuses (audited, nothing charged) when the rules forbid it. */
export async function moderateEditSource(db: Database, request: ModeratedRequest & { image: Uint8Array; adultRequest: boolean }) {
  const { image, adultRequest, ...event } = request;
  let verdict;
  try {
    verdict = await checkPicture(image, request.prompt);
  } catch (error) {
    logger.error({ err: error, userId: request.userId }, "the edit source could not be checked");
    await recordModerationEvent(db, {
      ...event,
      layer: "edit-source",
      category: "check-failed",
      minorSignal: false,
      reason: "the picture checker failed",
    });
    throw checkUnavailable(error);
  }
  const decision = decidePicture(verdict, { layer: "edit-source", adultRequest });
  if (!decision.blocked) {
    // A sexual picture makes the edit an adult request: its text is read again as one
    // (minors rule with the picture as the sexual signal, the language gate: ADR 024).
    if (!adultRequest && verdict.sexual) await moderatePrompt(db, { ...event, adultSource: true });
    return;
  }
  const nowSuspended = await recordModerationEvent(db, {
    ...event,
    layer: "edit-source",
    category: "sexual-minors",
    minorSignal: true,
    reason: decision.reason,
    checker: verdict.provider,
  });
  if (nowSuspended) throw suspended();
  throw appError("imageNotAllowed", { values: { reason: CATEGORY_MESSAGES["sexual-minors"] } });
}

/**
 * Checks a finished picture before it is stored or shown. Returns the failure
 * message to record on the generation when it must be discarded (the caller
 * refunds), or null when it may be kept. A checker failure discards it too.
 */
export async function moderateOutput(db: Database, request: ModeratedRequest & { image: Uint8Array; generationId: string }): Promise<string | null> {
  const { image, generationId, ...event } = request;
  let verdict;
  try {
    verdict = await checkPicture(image, request.prompt);
  } catch (error) {
    logger.error({ err: error, generationId }, "the generated picture could not be checked; discarding it");
    await recordModerationEvent(db, {
      ...event,
      generationId,
      layer: "output",
      category: "check-failed",
      minorSignal: false,
      reason: "the picture checker failed",
    });
    return SAFETY_CHECK_UNAVAILABLE;
  }
  const decision = decidePicture(verdict, { layer: "output", adultRequest: request.isNsfw });
  if (!decision.blocked) return null;
  await recordModerationEvent(db, {
    ...event,
    generationId,
    layer: "output",
    category: "sexual-minors",
    minorSignal: true,
    reason: decision.reason,
    checker: verdict.provider,
  });
  return OUTPUT_BLOCKED;
}
