import { z } from "zod";
import { text } from "~/utils/strict-input";

export const FAQ_QUESTION_MAX = 500;
export const FAQ_ANSWER_MAX = 5000;

/** A new FAQ: both fields required after trimming (SPEC section 5); shared by the form and the action. */
export const newFaqSchema = z.object({
  question: text("The question").trim().min(1, "Both question and answer are required.").max(FAQ_QUESTION_MAX, "The question is too long"),
  answer: text("The answer").trim().min(1, "Both question and answer are required.").max(FAQ_ANSWER_MAX, "The answer is too long"),
});

/** An edited FAQ. SPEC section 5: editing an existing FAQ is not checked for emptiness. */
export const editedFaqSchema = z.object({
  question: text("The question").max(FAQ_QUESTION_MAX, "The question is too long"),
  answer: text("The answer").max(FAQ_ANSWER_MAX, "The answer is too long"),
});

export type FaqDraft = { question: string; answer: string };

/** Whether 'Save FAQ' may be pressed: both fields hold more than white space. */
export function isNewFaqReady(draft: FaqDraft): boolean {
  return draft.question.trim() !== "" && draft.answer.trim() !== "";
}

/** The trimmed FAQ, or the message to show under 'Invalid FAQ'. */
export function checkNewFaq(draft: FaqDraft): { ok: true; faq: FaqDraft } | { ok: false; message: string } {
  const parsed = newFaqSchema.safeParse(draft);
  if (parsed.success) return { ok: true, faq: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? "Both question and answer are required." };
}
