import { data } from "react-router";
import type { z } from "zod";
import { getDb } from "~/db/db.server";
import { requireAdmin } from "~/features/accounts/auth.server";
import { appError, unexpectedFailure } from "~/utils/error-messages";
import { errorData, readCappedBody } from "~/utils/http.server";
import { editorActionSchema, FAILURE_TITLES, type EditorActionResult, type EditorIntent } from "~/routes/admin/details-editor/details-schema";
import { loadDetails, saveDetails } from "~/features/catalog/details.server";
import { addFaq, deleteFaq, listOwnerFaqs, updateFaq } from "~/features/catalog/faqs.server";
import type { ContentKind } from "~/features/catalog/details-types";

// The loader and action behind /admin/generators/{slug} and /admin/apps/{slug}.

const MAX_BODY_BYTES = 512 * 1024;

/** The record and (streamed, for the FAQ section's spinner) its FAQs; 404 with `record: null` when missing. */
export async function loadDetailsScreen(request: Request, kind: ContentKind, slug: string) {
  await requireAdmin(request);
  const db = getDb();
  const record = await loadDetails(db, kind, slug);
  if (!record) return data({ kind, record: null, faqs: null }, { status: 404 });
  return data({ kind, record, faqs: listOwnerFaqs(db, { kind, slug: record.slug }) });
}

const SECTION_NAMES: Record<string, string> = {
  longDescription: "Extended description",
  howItWorks: "How it works step",
  benefits: "Benefit",
  popularCreations: "Creation",
  question: "Question",
  answer: "Answer",
};

/** Each refused field's message, named by its section and item ("Benefit 2: …"), keyed by the field's path. */
function labelledIssues(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    if (key in messages) continue;
    const [field, index] = issue.path;
    const name = typeof field === "string" ? SECTION_NAMES[field] : undefined;
    messages[key] = !name ? issue.message : typeof index === "number" ? `${name} ${index + 1}: ${issue.message}` : `${name}: ${issue.message}`;
  }
  return messages;
}

/** The posted JSON, or null when it is not JSON (answered as an invalid request by the schema). */
async function readJson(request: Request): Promise<unknown> {
  const text = new TextDecoder().decode(await readCappedBody(request, MAX_BODY_BYTES));
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function intentOf(body: unknown): EditorIntent {
  const intent = (body as { intent?: unknown } | null)?.intent;
  return typeof intent === "string" && intent in FAILURE_TITLES ? (intent as EditorIntent) : "save-details";
}

/** Saves the details (one update by id) or adds, updates or deletes one FAQ of this record's page. */
export async function runDetailsAction(request: Request, kind: ContentKind, slug: string) {
  await requireAdmin(request);
  let intent: EditorIntent = "save-details";
  try {
    const body = await readJson(request);
    intent = intentOf(body);
    const parsed = editorActionSchema.safeParse(body);
    if (!parsed.success) {
      // Every field's message for the editor's list, the first for the toast; each named by its section.
      const messages = labelledIssues(parsed.error);
      const message = Object.values(messages)[0] ?? "The request was not valid.";
      throw appError("invalidForm", { title: FAILURE_TITLES[intent], message, fieldErrors: messages });
    }
    const input = parsed.data;
    const db = getDb();

    if (input.intent === "save-details") {
      const { intent: _intent, id, ...content } = input;
      await saveDetails(db, kind, id, content);
      return { ok: true, intent } satisfies EditorActionResult;
    }

    const record = await loadDetails(db, kind, slug);
    if (!record) {
      throw appError("editorRecordGone", { title: FAILURE_TITLES[intent], values: { noun: kind } });
    }
    const owner = { kind, slug: record.slug };
    if (input.intent === "add-faq") await addFaq(db, owner, input);
    else if (input.intent === "update-faq") await updateFaq(db, owner, input.id, input);
    else await deleteFaq(db, owner, input.id);
    return { ok: true, intent } satisfies EditorActionResult;
  } catch (error) {
    return errorData(error, unexpectedFailure(FAILURE_TITLES[intent]));
  }
}
