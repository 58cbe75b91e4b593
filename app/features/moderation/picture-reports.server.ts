import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, DbOrTx } from "~/db/db.server";
import { generations, pictureReports, profiles, publishedPictures, users } from "~/db/schema";
import { recordAdminAction, type Actor } from "~/features/audit/admin-audit.server";
import { invalidateCatalogCache } from "~/features/catalog/cache.server";
import { fromRef, removePictureFiles } from "~/features/generation/image-files.server";
import { deleteGenerationEverywhere } from "~/features/generation/library-entry.server";
import { getSettings } from "~/features/settings/settings.server";
import { sendMail } from "~/services/mail/mail.server";
import { getStorage } from "~/services/storage/storage.server";
import { appError } from "~/utils/error-messages";
import { logger } from "~/utils/logger.server";
import { reportReasonLabel, type ReportedPicture, type ReportPictureInput } from "./picture-reports";

// 'Report' on a published picture and the Safety page's 'Reports' queue
// (CONTRACT.md "Library and Explore"). Reports are moderation's: an operator
// handles them beside the refusals and suspensions. The picture itself is
// generation's (its files, its media-library entry), removed through its functions.

/** How many open reports the queue reads at once, oldest first. */
const QUEUE_LIMIT = 500;

/**
 * Records one user's report of a published picture. One per user per picture
 * (a second is refused with `reportAlreadySent`); the author cannot report their
 * own. A 'minor' report hides the picture in the same transaction, until an
 * operator removes it or dismisses the reports (DESIGN invariant 16).
 */
export async function reportPicture(db: Database, reporterId: string, generationId: string, input: ReportPictureInput) {
  let newlyHidden = false;
  const outcome = await db.transaction(async (tx) => {
    const [published] = await tx
      .select({ userId: publishedPictures.userId, hiddenAt: publishedPictures.hiddenAt })
      .from(publishedPictures)
      .where(eq(publishedPictures.generationId, generationId))
      .for("update");
    if (!published) throw appError("reportPictureNotFound");
    if (published.userId === reporterId) throw appError("reportOwnPicture");
    const [report] = await tx
      .insert(pictureReports)
      .values({ generationId, authorId: published.userId, reporterId, reason: input.reason, details: input.details })
      .onConflictDoNothing()
      .returning({ id: pictureReports.id });
    if (!report) throw appError("reportAlreadySent");
    let hidden = published.hiddenAt !== null;
    newlyHidden = false;
    if (input.reason === "minor" && !hidden) {
      await tx.update(publishedPictures).set({ hiddenAt: new Date() }).where(eq(publishedPictures.generationId, generationId));
      hidden = true;
      newlyHidden = true;
    }
    return { id: report.id, hidden };
  });
  // The cached public pages (/explore, /p/{id}, the sitemap) must not show it a moment longer.
  if (newlyHidden) invalidateCatalogCache();
  return outcome;
}

/** The open reports grouped by picture, the picture waiting longest first. */
export async function listReportQueue(db: Database): Promise<{ pictures: ReportedPicture[]; openReports: number; now: string }> {
  const author = alias(users, "author");
  const authorProfile = alias(profiles, "author_profile");
  const reporter = alias(users, "reporter");
  const reporterProfile = alias(profiles, "reporter_profile");
  const rows = await db
    .select({
      id: pictureReports.id,
      generationId: pictureReports.generationId,
      reason: pictureReports.reason,
      details: pictureReports.details,
      createdAt: pictureReports.createdAt,
      authorId: pictureReports.authorId,
      authorEmail: author.email,
      authorName: author.name,
      authorUsername: authorProfile.username,
      reporterEmail: reporter.email,
      reporterName: reporter.name,
      reporterUsername: reporterProfile.username,
      thumbPath: generations.thumbPath,
      isPrivate: generations.private,
      isNsfw: generations.isNsfw,
      hiddenAt: publishedPictures.hiddenAt,
    })
    .from(pictureReports)
    .leftJoin(author, eq(author.id, pictureReports.authorId))
    .leftJoin(authorProfile, eq(authorProfile.id, pictureReports.authorId))
    .innerJoin(reporter, eq(reporter.id, pictureReports.reporterId))
    .leftJoin(reporterProfile, eq(reporterProfile.id, pictureReports.reporterId))
    .leftJoin(generations, eq(generations.id, pictureReports.generationId))
    .leftJoin(publishedPictures, eq(publishedPictures.generationId, pictureReports.generationId))
    .where(eq(pictureReports.status, "open"))
    .orderBy(asc(pictureReports.createdAt), asc(pictureReports.id))
    .limit(QUEUE_LIMIT);
  const storage = getStorage();
  const byPicture = new Map<string, ReportedPicture>();
  for (const row of rows) {
    let picture = byPicture.get(row.generationId);
    if (!picture) {
      const thumb = row.isPrivate === false ? fromRef(row.thumbPath) : null;
      picture = {
        generationId: row.generationId,
        thumbUrl: thumb ? storage.publicUrl(thumb) : null,
        isNsfw: row.isNsfw ?? false,
        hidden: row.hiddenAt !== null,
        author: row.authorId && row.authorEmail ? { id: row.authorId, name: row.authorUsername || row.authorName || row.authorEmail } : null,
        oldestAt: row.createdAt.toISOString(),
        reports: [],
      };
      byPicture.set(row.generationId, picture);
    }
    picture.reports.push({
      id: row.id,
      reason: row.reason,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
      reporterName: row.reporterUsername || row.reporterName || row.reporterEmail,
    });
  }
  // Ages are counted from the time of this read, so the server and the browser show the same.
  return { pictures: [...byPicture.values()], openReports: rows.length, now: new Date().toISOString() };
}

/** Closes a picture's open reports with `status`, in the caller's transaction; none open is `reportsAlreadyHandled`. */
async function closeOpenReports(tx: DbOrTx, generationId: string, status: "removed" | "dismissed", actor: Actor) {
  const closed = await tx
    .update(pictureReports)
    .set({ status, resolvedAt: new Date(), resolvedBy: actor.id })
    .where(and(eq(pictureReports.generationId, generationId), eq(pictureReports.status, "open")))
    .returning({ reason: pictureReports.reason, authorId: pictureReports.authorId });
  if (closed.length === 0) throw appError("reportsAlreadyHandled");
  const authorId = closed.find((r) => r.authorId)?.authorId ?? null;
  const [author] = authorId ? await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, authorId)) : [];
  return { reasons: [...new Set(closed.map((r) => r.reason))], count: closed.length, author: author ?? null };
}

/**
 * 'Remove picture': deletes the reported picture everywhere (its generation
 * row with its published row, likes and collection entries, its media-library
 * entry, its files and thumbnails, the public caches), closes every open
 * report on it as removed, writes the admin audit in the same transaction and
 * then tells the author by e-mail.
 */
export async function removeReportedPicture(db: Database, actor: Actor, generationId: string) {
  const outcome = await db.transaction(async (tx) => {
    const closed = await closeOpenReports(tx, generationId, "removed", actor);
    const [generation] = await tx
      .select({ prompt: generations.prompt, createdAt: generations.createdAt })
      .from(generations)
      .where(eq(generations.id, generationId));
    const deleted = await deleteGenerationEverywhere(tx, generationId);
    await recordAdminAction(tx, actor, {
      action: "picture.remove",
      target: closed.author,
      reason: closed.reasons.map(reportReasonLabel).join(", "),
      before: { generationId, reports: closed.count, prompt: generation?.prompt.slice(0, 300) ?? null },
      after: { removed: deleted !== null },
    });
    return { ...closed, deleted, generation };
  });
  if (outcome.deleted?.unpublished) invalidateCatalogCache();
  if (outcome.deleted) await removePictureFiles(...outcome.deleted.files);
  if (outcome.author && outcome.deleted) await tellAuthor(outcome.author, outcome.reasons, outcome.generation?.createdAt ?? null);
  return { reports: outcome.count, removed: outcome.deleted !== null };
}

/** 'Dismiss': closes the picture's open reports as dismissed and shows it again if a report had hidden it; audited. */
export async function dismissPictureReports(db: Database, actor: Actor, generationId: string) {
  const outcome = await db.transaction(async (tx) => {
    const closed = await closeOpenReports(tx, generationId, "dismissed", actor);
    const unhidden = await tx
      .update(publishedPictures)
      .set({ hiddenAt: null })
      .where(eq(publishedPictures.generationId, generationId))
      .returning({ id: publishedPictures.generationId });
    await recordAdminAction(tx, actor, {
      action: "picture.dismiss-reports",
      target: closed.author,
      reason: closed.reasons.map(reportReasonLabel).join(", "),
      before: { generationId, reports: closed.count },
      after: { published: unhidden.length > 0 },
    });
    return { reports: closed.count, unhidden: unhidden.length > 0 };
  });
  // A picture a 'minor' report hid is back on the public pages at once.
  if (outcome.unhidden) invalidateCatalogCache();
  return { reports: outcome.reports };
}

/** The author's e-mail about a removed picture; a mail that cannot be sent is logged and never undoes the removal. */
async function tellAuthor(author: { id: string; email: string }, reasons: string[], createdAt: Date | null) {
  try {
    const settings = await getSettings();
    const siteName = settings.brand.siteName;
    const when = createdAt ? ` made on ${createdAt.toISOString().slice(0, 10)}` : "";
    await sendMail({
      to: author.email,
      fromName: siteName,
      subject: `A picture of yours was removed from ${siteName}`,
      text:
        `After a report (${reasons.map(reportReasonLabel).join(", ")}), an operator reviewed one of your published pictures${when} and removed it. ` +
        `It is no longer on ${siteName}.\n\nIf you think this was a mistake, write to ${settings.legal.supportEmail}.\n`,
    });
  } catch (error) {
    logger.error({ err: error, userId: author.id }, "picture removal e-mail not sent");
  }
}
