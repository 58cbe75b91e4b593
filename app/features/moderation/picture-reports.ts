import { z } from "zod";
import { text } from "~/utils/strict-input";

// 'Report' on a published picture (CONTRACT.md "Library and Explore"): the
// reasons, the form's schema shared by the dialog and the API, and the shapes
// of the Safety page's 'Reports' queue. Client-safe.

/** The reasons in the order the dialog offers them; the values are picture_reports.reason's. */
export const REPORT_REASONS = [
  { value: "minor", label: "Minor" },
  { value: "real-person", label: "Real person without consent" },
  { value: "illegal", label: "Illegal" },
  { value: "spam", label: "Spam" },
  { value: "other", label: "Other" },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]["value"];

const REASON_VALUES = REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]];

export const reportReasonLabel = (reason: string) => REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;

export const REPORT_DETAILS_MAX = 500;

/** POST /api/pictures/:id/report: a reason and optional details (form fields or JSON). */
export const reportPictureSchema = z.strictObject({
  reason: z.enum(REASON_VALUES, { error: "Choose a reason for the report." }),
  details: text("The details").trim().max(REPORT_DETAILS_MAX, `The details are limited to ${REPORT_DETAILS_MAX} characters.`).default(""),
});
export type ReportPictureInput = z.infer<typeof reportPictureSchema>;

/** What the reporter is told once the report is in. */
export const REPORT_SENT_MESSAGE = "Thank you. An operator will review this picture.";

/** An open report is flagged in the queue once it has waited this long. */
export const REPORT_OVERDUE_HOURS = 48;

/** One picture's open reports, as the Safety page's queue shows them (oldest report first). */
export type ReportedPicture = {
  generationId: string;
  /** The thumbnail an operator sees (the picture may be hidden from everyone else); null when the picture is gone. */
  thumbUrl: string | null;
  isNsfw: boolean;
  hidden: boolean;
  author: { id: string; name: string } | null;
  /** The oldest open report's time: the queue's order and the item's age. */
  oldestAt: string;
  reports: Array<{ id: string; reason: ReportReason; details: string; createdAt: string; reporterName: string }>;
};

/** '45 min', '3 h', '2 d': how long a report has waited. */
export function reportAge(createdAt: string | Date, now: Date = new Date()) {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

export function isOverdue(createdAt: string | Date, now: Date = new Date()) {
  return now.getTime() - new Date(createdAt).getTime() > REPORT_OVERDUE_HOURS * 3_600_000;
}

/** The Safety page's report actions (one form per picture). */
export const reportActionSchema = z.strictObject({
  intent: z.enum(["remove-picture", "dismiss-reports"]),
  generationId: z.uuid("Unknown picture."),
});
