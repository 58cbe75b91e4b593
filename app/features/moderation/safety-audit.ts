import type { ReportedPicture } from "./picture-reports";
import { z } from "zod";
import { flag, text } from "~/utils/strict-input";
import { urls } from "~/utils/urls";
import type { ModerationEventFilters } from "./audit.server";
import type { ModerationLayer } from "./types";

// The Safety audit page's filters, addresses and rows, shared by its loader and its components.

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_SEARCH_MAX = 200;

export const AUDIT_LAYERS = [
  { value: "text", label: "Prompt text" },
  { value: "edit-source", label: "Edit source" },
  { value: "output", label: "Output picture" },
] as const satisfies ReadonlyArray<{ value: ModerationLayer; label: string }>;

export const AUDIT_CATEGORIES = [
  { value: "sexual-minors", label: "Sexual content involving minors" },
  { value: "sexual-needs-nsfw", label: "Adult content with NSFW off" },
  { value: "uncovered-language", label: "Adult request in an uncovered language" },
  { value: "check-failed", label: "Safety check failed" },
] as const satisfies ReadonlyArray<{ value: NonNullable<ModerationEventFilters["category"]>; label: string }>;

const values = <T extends string>(options: ReadonlyArray<{ value: T }>) => options.map((o) => o.value) as [T, ...T[]];

// The filter form's query string. Empty fields (what a plain GET form sends for
// "All") mean no filter; anything else that does not fit is refused, never guessed.
const auditQuerySchema = z.object({
  layer: z.enum(values(AUDIT_LAYERS)).optional(),
  category: z.enum(values(AUDIT_CATEGORIES)).optional(),
  // The filter form's checkbox sends "1" when ticked.
  minor: flag("minor", { checkedValue: "1" }).optional(),
  q: text("The search")
    .trim()
    .max(AUDIT_SEARCH_MAX, `The search is limited to ${AUDIT_SEARCH_MAX} characters.`)
    .transform((q) => q || undefined)
    .optional(),
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, "The page must be a whole number from 1.")
    .transform(Number)
    .optional(),
});

export type AuditQuery = z.infer<typeof auditQuerySchema>;

export function parseAuditQuery(params: URLSearchParams) {
  const fields: Record<string, string> = {};
  for (const key of Object.keys(auditQuerySchema.shape)) {
    // The form's checkbox sends "1" or nothing, so an empty minor is no value of ours.
    const given = params.getAll(key).filter((value) => value !== "" || key === "minor");
    if (given.length > 1) return { success: false as const, message: `The filter "${key}" is given more than once.` };
    if (given.length === 1) fields[key] = given[0];
  }
  const parsed = auditQuerySchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { success: false as const, message: `Invalid "${issue?.path.join(".")}": ${issue?.message ?? "not allowed"}` };
  }
  return { success: true as const, query: parsed.data };
}

/** The audit URL for these filters and page (page 1 and empty filters are left out). */
export function auditHref(query: AuditQuery, page = 1) {
  const params = new URLSearchParams();
  if (query.layer) params.set("layer", query.layer);
  if (query.category) params.set("category", query.category);
  if (query.minor) params.set("minor", "1");
  if (query.q) params.set("q", query.q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${urls.adminModeration()}?${search}` : urls.adminModeration();
}

export const isFiltered = (query: AuditQuery) => Boolean(query.layer || query.category || query.minor || query.q);

export const layerLabel = (value: string) => AUDIT_LAYERS.find((l) => l.value === value)?.label ?? value;
export const categoryLabel = (value: string) => AUDIT_CATEGORIES.find((c) => c.value === value)?.label ?? value;

export type AuditEvent = {
  id: string;
  createdAt: string;
  userEmail: string;
  layer: ModerationLayer;
  category: NonNullable<ModerationEventFilters["category"]>;
  minorSignal: boolean;
  reason: string;
  checker: string | null;
  prompt: string;
  negativePrompt: string;
  isNsfw: boolean;
};

export type AuditSuspension = { userId: string; email: string; reason: string; createdAt: string };

export type SafetyAuditData = {
  query: AuditQuery;
  page: number;
  total: number;
  totalPages: number;
  events: AuditEvent[];
  suspensions: AuditSuspension[];
  /** The 'Reports' queue: open reports grouped by picture, the oldest first. */
  reports: { pictures: ReportedPicture[]; openReports: number; now: string };
};
