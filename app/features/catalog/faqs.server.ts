import { and, eq } from "drizzle-orm";
import { appError } from "~/utils/error-messages";
import type { DbOrTx } from "~/db/db.server";
import { faqs } from "~/db/schema";
import { invalidateCatalogCache } from "~/features/catalog/cache.server";
import { listFaqs } from "~/features/catalog/queries.server";
import type { FaqDraft } from "./faq-draft";
import { faqPageOf, type ContentKind, type EditorFaq } from "./details-types";

// FAQ writes of the detail editors. Each one is scoped to the page of the
// record being edited, so an id from another page is "not found".

export type FaqOwner = { kind: ContentKind; slug: string };

export function listOwnerFaqs(db: DbOrTx, owner: FaqOwner): Promise<EditorFaq[]> {
  return listFaqs(db, faqPageOf(owner.kind, owner.slug));
}

export async function addFaq(db: DbOrTx, owner: FaqOwner, draft: FaqDraft): Promise<EditorFaq> {
  const [row] = await db
    .insert(faqs)
    .values({ page: faqPageOf(owner.kind, owner.slug), question: draft.question, answer: draft.answer })
    .returning({ id: faqs.id, question: faqs.question, answer: faqs.answer });
  invalidateCatalogCache();
  return row;
}

function missing(title: string) {
  return appError("faqGone", { title });
}

export async function updateFaq(db: DbOrTx, owner: FaqOwner, id: string, draft: FaqDraft): Promise<EditorFaq> {
  const [row] = await db
    .update(faqs)
    .set({ question: draft.question, answer: draft.answer })
    .where(and(eq(faqs.id, id), eq(faqs.page, faqPageOf(owner.kind, owner.slug))))
    .returning({ id: faqs.id, question: faqs.question, answer: faqs.answer });
  if (!row) throw missing("Failed to update FAQ");
  invalidateCatalogCache();
  return row;
}

export async function deleteFaq(db: DbOrTx, owner: FaqOwner, id: string): Promise<void> {
  const deleted = await db
    .delete(faqs)
    .where(and(eq(faqs.id, id), eq(faqs.page, faqPageOf(owner.kind, owner.slug))))
    .returning({ id: faqs.id });
  if (deleted.length === 0) throw missing("Failed to delete FAQ");
  invalidateCatalogCache();
}
