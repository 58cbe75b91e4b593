import { ShieldAlert, ShieldCheck, UserX } from "lucide-react";
import { useEffect } from "react";
import { data, Form, isRouteErrorResponse, Link, useActionData, useNavigation, useSubmit } from "react-router";
import { z } from "zod";
import { toast } from "~/components/toaster";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { getDb } from "~/db/db.server";
import { failureData } from "~/features/admin/action-result.server";
import { listModerationEvents, type ModerationEventFilters } from "~/features/moderation/audit.server";
import { liftSuspension, listActiveSuspensions } from "~/features/moderation/suspension.server";
import type { ModerationLayer } from "~/features/moderation/types";
import { requireAdmin } from "~/features/accounts/auth.server";
import { AppError } from "~/utils/errors";
import { cn } from "~/utils/misc";
import { flag, text } from "~/utils/strict-input";
import { redirectWithToast } from "~/utils/toast.server";
import { urls } from "~/utils/urls";
import type { Route } from "./+types/moderation";
import { Pager } from "~/components/pager";

export const meta: Route.MetaFunction = () => [{ title: "Safety audit | Admin Portal" }];

const PAGE_SIZE = 50;
const SEARCH_MAX = 200;

const LAYERS = [
  { value: "text", label: "Prompt text" },
  { value: "edit-source", label: "Edit source" },
  { value: "output", label: "Output picture" },
] as const satisfies ReadonlyArray<{ value: ModerationLayer; label: string }>;

const CATEGORIES = [
  { value: "sexual-minors", label: "Sexual content involving minors" },
  { value: "sexual-needs-nsfw", label: "Adult content with NSFW off" },
  { value: "check-failed", label: "Safety check failed" },
] as const satisfies ReadonlyArray<{ value: NonNullable<ModerationEventFilters["category"]>; label: string }>;

const values = <T extends string>(options: ReadonlyArray<{ value: T }>) => options.map((o) => o.value) as [T, ...T[]];

// The filter form's query string. Empty fields (what a plain GET form sends for
// "All") mean no filter; anything else that does not fit is refused, never guessed.
const auditQuerySchema = z.object({
  layer: z.enum(values(LAYERS)).optional(),
  category: z.enum(values(CATEGORIES)).optional(),
  // The filter form's checkbox sends "1" when ticked.
  minor: flag("minor", { checkedValue: "1" }).optional(),
  q: text("The search")
    .trim()
    .max(SEARCH_MAX, `The search is limited to ${SEARCH_MAX} characters.`)
    .transform((q) => q || undefined)
    .optional(),
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, "The page must be a whole number from 1.")
    .transform(Number)
    .optional(),
});

type AuditQuery = z.infer<typeof auditQuerySchema>;

function parseAuditQuery(params: URLSearchParams) {
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
function auditHref(query: AuditQuery, page = 1) {
  const params = new URLSearchParams();
  if (query.layer) params.set("layer", query.layer);
  if (query.category) params.set("category", query.category);
  if (query.minor) params.set("minor", "1");
  if (query.q) params.set("q", query.q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${urls.adminModeration()}?${search}` : urls.adminModeration();
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const parsed = parseAuditQuery(new URL(request.url).searchParams);
  if (!parsed.success) throw data({ error: parsed.message }, { status: 400 });
  const { query } = parsed;
  const page = query.page ?? 1;
  const db = getDb();
  const [events, suspensions] = await Promise.all([
    listModerationEvents(
      db,
      { layer: query.layer, category: query.category, minorOnly: query.minor === true, search: query.q },
      { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    ),
    listActiveSuspensions(db),
  ]);
  return {
    query,
    page,
    total: events.total,
    totalPages: Math.max(1, Math.ceil(events.total / PAGE_SIZE)),
    events: events.items.map((event) => ({
      id: event.id,
      createdAt: event.createdAt.toISOString(),
      userEmail: event.userEmail,
      layer: event.layer,
      category: event.category,
      minorSignal: event.minorSignal,
      reason: event.reason,
      checker: event.checker,
      prompt: event.prompt,
      negativePrompt: event.negativePrompt,
      isNsfw: event.isNsfw,
    })),
    suspensions: suspensions.map((s) => ({ userId: s.userId, email: s.email, reason: s.reason, createdAt: s.createdAt.toISOString() })),
  };
}

const liftSchema = z.object({ intent: z.literal("lift"), userId: text("The account").min(1).max(200) });

const LIFT_FAILED = "Could not lift the suspension";

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = liftSchema.safeParse(Object.fromEntries(await request.formData()));
  try {
    if (!parsed.success) throw new AppError("BAD_REQUEST", { title: LIFT_FAILED, message: parsed.error.issues[0]?.message ?? "Unknown request." });
    const db = getDb();
    const { userId } = parsed.data;
    const suspension = (await listActiveSuspensions(db)).find((s) => s.userId === userId);
    const lifted = suspension ? await liftSuspension(db, { userId, adminId: admin.id }) : false;
    if (!lifted) throw new AppError("NOT_FOUND", { title: LIFT_FAILED, message: "This account is not suspended (any more)." });
    // Back to the same filters; the toast travels with the redirect, so it works without JavaScript too.
    const url = new URL(request.url);
    return redirectWithToast(`${url.pathname}${url.search}`, {
      type: "success",
      title: "Suspension lifted",
      description: `${suspension!.email} can generate images again.`,
    });
  } catch (error) {
    return failureData(error, LIFT_FAILED);
  }
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");

/** A UTC time, written the same on the server and in the browser (no hydration mismatch across time zones). */
function utcParts(iso: string) {
  const d = new Date(iso);
  return {
    date: `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`,
  };
}

function Time({ iso, stacked = false }: { iso: string; stacked?: boolean }) {
  const { date, time } = utcParts(iso);
  return (
    <time dateTime={iso} title={iso}>
      <span className="whitespace-nowrap">{date}</span>
      {stacked ? <br /> : " "}
      <span className="whitespace-nowrap">{time}</span>
    </time>
  );
}

const layerLabel = (value: string) => LAYERS.find((l) => l.value === value)?.label ?? value;
const categoryLabel = (value: string) => CATEGORIES.find((c) => c.value === value)?.label ?? value;

/**
 * What a user typed, as plain text: short texts whole, long ones cut with the
 * rest behind a keyboard-operable disclosure (and in the tooltip).
 */
function LongText({ text, limit = 120 }: { text: string; limit?: number }) {
  const chars = Array.from(text);
  if (chars.length <= limit) return <span className="wrap-anywhere whitespace-pre-wrap">{text}</span>;
  return (
    <details className="group">
      <summary
        title={text}
        className="focus-visible:ring-ring/50 cursor-pointer list-none rounded-sm outline-none focus-visible:ring-[3px] [&::-webkit-details-marker]:hidden"
      >
        <span className="wrap-anywhere group-open:hidden">{chars.slice(0, limit).join("").trimEnd()}…</span>
        <span className="hidden wrap-anywhere whitespace-pre-wrap group-open:inline">{text}</span>
        <span className="text-primary ml-1 text-xs font-medium whitespace-nowrap underline-offset-4 group-open:hidden hover:underline">Show all</span>
        <span className="text-primary ml-1 hidden text-xs font-medium whitespace-nowrap underline-offset-4 group-open:inline hover:underline">
          Show less
        </span>
      </summary>
    </details>
  );
}

type AuditEvent = Route.ComponentProps["loaderData"]["events"][number];

function CategoryBadges({ event, withLayer = false }: { event: AuditEvent; withLayer?: boolean }) {
  return (
    <div className="flex flex-wrap gap-1">
      {withLayer ? <Badge variant="outline">{layerLabel(event.layer)}</Badge> : null}
      <Badge variant={event.category === "sexual-minors" ? "destructive" : "outline"} className="whitespace-normal">
        {categoryLabel(event.category)}
      </Badge>
      {event.minorSignal ? <Badge variant="secondary">Minor signal</Badge> : null}
      {event.isNsfw ? <Badge variant="outline">NSFW on</Badge> : null}
    </div>
  );
}

function Reason({ event }: { event: AuditEvent }) {
  return (
    <div className="grid gap-0.5">
      <LongText text={event.reason} limit={160} />
      {event.checker ? <span className="text-muted-foreground text-xs">Checker: {event.checker}</span> : null}
    </div>
  );
}

function PromptText({ event }: { event: AuditEvent }) {
  return (
    <div className="grid gap-1">
      <LongText text={event.prompt} />
      {event.negativePrompt ? (
        <div className="text-muted-foreground text-xs">
          <span className="font-medium">Excluded: </span>
          <LongText text={event.negativePrompt} limit={80} />
        </div>
      ) : null}
    </div>
  );
}

function UserLink({ email, query }: { email: string; query: AuditQuery }) {
  if (!email) return <span className="text-muted-foreground">Unknown</span>;
  return (
    <Link
      to={auditHref({ ...query, q: email, page: undefined })}
      className="text-foreground wrap-anywhere underline-offset-4 hover:underline"
      title={`Show the refusals of ${email}`}
    >
      <EmailText email={email} />
    </Link>
  );
}

/** An address that may break after its "@" before it breaks anywhere else. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

const selectClass =
  "border-input bg-background text-foreground h-9 w-full rounded-md border px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px]";

function Filters({ query }: { query: AuditQuery }) {
  const submit = useSubmit();
  const active = Boolean(query.layer || query.category || query.minor || query.q);
  return (
    <Form
      method="get"
      action={urls.adminModeration()}
      role="search"
      aria-label="Filter refusals"
      // The form remounts on every new query, so its fields show what is applied.
      key={auditHref(query)}
      className="bg-card grid gap-3 rounded-xl border p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_16rem]"
      onSubmit={(event) => {
        // With JavaScript, leave empty fields out of the address; without it the server ignores them.
        event.preventDefault();
        const fields = new FormData(event.currentTarget);
        for (const [key, value] of [...fields.entries()]) if (value === "") fields.delete(key);
        void submit(fields, { method: "get", action: urls.adminModeration() });
      }}
    >
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="audit-q">Search</Label>
        <Input id="audit-q" name="q" type="search" maxLength={SEARCH_MAX} defaultValue={query.q ?? ""} placeholder="E-mail or prompt text" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-layer">Layer</Label>
        <select id="audit-layer" name="layer" defaultValue={query.layer ?? ""} className={selectClass}>
          <option value="">All layers</option>
          {LAYERS.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-category">Category</Label>
        <select id="audit-category" name="category" defaultValue={query.category ?? ""} className={selectClass}>
          <option value="">All categories</option>
          {CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2 lg:col-span-3">
        <div className="flex items-center gap-2">
          <input
            id="audit-minor"
            name="minor"
            type="checkbox"
            value="1"
            defaultChecked={query.minor === true}
            className="accent-primary focus-visible:ring-ring/50 size-4 rounded outline-none focus-visible:ring-[3px]"
          />
          <Label htmlFor="audit-minor" className="font-normal whitespace-nowrap">
            Minor signals only
          </Label>
        </div>
        <div className="flex gap-2">
          {active ? (
            <Button asChild variant="ghost">
              <Link to={urls.adminModeration()}>Clear</Link>
            </Button>
          ) : null}
          <Button type="submit">Apply filters</Button>
        </div>
      </div>
    </Form>
  );
}

function Suspensions({ suspensions }: { suspensions: Route.ComponentProps["loaderData"]["suspensions"] }) {
  const navigation = useNavigation();
  const liftingId = navigation.state !== "idle" && navigation.formData?.get("intent") === "lift" ? navigation.formData.get("userId") : null;
  return (
    <Card role="region" aria-labelledby="suspensions-title">
      <CardHeader>
        <CardTitle>
          <h2 id="suspensions-title" className="flex items-center gap-2 text-lg">
            <UserX aria-hidden="true" className="size-5" />
            Suspended accounts
          </h2>
        </CardTitle>
        <CardDescription>
          Generation pauses after three refusals for minor signals within 24 hours, until an admin lifts it. Refusals before the lift do not count
          again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {suspensions.length === 0 ? (
          <p className="text-muted-foreground flex items-center gap-2 text-sm" data-testid="no-suspensions">
            <ShieldCheck aria-hidden="true" className="size-4" />
            No accounts are suspended.
          </p>
        ) : (
          <ul className="divide-y" aria-label="Suspended accounts">
            {suspensions.map((s) => (
              <li
                key={s.userId}
                className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
                data-testid="suspension"
              >
                <div className="grid min-w-0 gap-0.5 text-sm">
                  <span className="font-medium wrap-anywhere">{s.email}</span>
                  <span className="text-muted-foreground">
                    Since <Time iso={s.createdAt} /> · {s.reason}
                  </span>
                </div>
                <Form method="post" className="shrink-0">
                  <input type="hidden" name="intent" value="lift" />
                  <input type="hidden" name="userId" value={s.userId} />
                  <Button type="submit" variant="outline" size="sm" disabled={liftingId === s.userId} aria-label={`Lift suspension for ${s.email}`}>
                    {liftingId === s.userId ? "Lifting..." : "Lift suspension"}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function EventCards({ events, query }: { events: AuditEvent[]; query: AuditQuery }) {
  return (
    <ul className="grid gap-3 lg:hidden" aria-label="Refusals">
      {events.map((event) => (
        <li key={event.id} className="bg-card grid gap-3 rounded-xl border p-4 text-sm" data-testid="audit-event">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <UserLink email={event.userEmail} query={query} />
            <span className="text-muted-foreground text-xs">
              <Time iso={event.createdAt} />
            </span>
          </div>
          <CategoryBadges event={event} withLayer />
          <dl className="grid gap-2">
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground text-xs font-medium">Reason</dt>
              <dd>
                <Reason event={event} />
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground text-xs font-medium">Prompt</dt>
              <dd>
                <PromptText event={event} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function EventTable({ events, query }: { events: AuditEvent[]; query: AuditQuery }) {
  return (
    <div className="bg-card hidden rounded-xl border lg:block">
      <Table className="table-fixed">
        <TableHeader>
          <TableRow>
            <TableHead className="w-26 pl-4">Time</TableHead>
            <TableHead className="w-44">User</TableHead>
            <TableHead className="w-24">Layer</TableHead>
            <TableHead className="w-40">Category</TableHead>
            <TableHead className="w-44">Reason</TableHead>
            <TableHead className="pr-4">Prompt</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id} className="[&>td]:align-top [&>td]:whitespace-normal" data-testid="audit-event">
              <TableCell className="text-muted-foreground pl-4 text-xs">
                <Time iso={event.createdAt} stacked />
              </TableCell>
              <TableCell className="wrap-anywhere">
                <UserLink email={event.userEmail} query={query} />
              </TableCell>
              <TableCell>{layerLabel(event.layer)}</TableCell>
              <TableCell>
                <CategoryBadges event={event} />
              </TableCell>
              <TableCell>
                <Reason event={event} />
              </TableCell>
              <TableCell className="pr-4">
                <PromptText event={event} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export default function SafetyAudit({ loaderData }: Route.ComponentProps) {
  const { query, page, total, totalPages, events, suspensions } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === urls.adminModeration();

  useEffect(() => {
    if (actionData && !actionData.ok) toast.error(actionData.error.title, { description: actionData.error.message });
  }, [actionData]);

  const filtered = Boolean(query.layer || query.category || query.minor || query.q);
  const first = (page - 1) * PAGE_SIZE + 1;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <ShieldAlert aria-hidden="true" className="size-6" />
          Safety audit
        </h1>
        <p className="text-muted-foreground text-sm">Requests the content rules refused or blocked, newest first. No picture is kept.</p>
      </div>

      <Suspensions suspensions={suspensions} />

      <section aria-labelledby="refusals-title" className="grid gap-4" aria-busy={loading || undefined}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="refusals-title" className="text-lg font-semibold">
            Refusals
          </h2>
          <p className="text-muted-foreground text-sm" data-testid="audit-count" aria-live="polite">
            {total === 0
              ? "0 refusals"
              : events.length === 0
                ? `${total} ${total === 1 ? "refusal" : "refusals"}`
                : `${first}–${first + events.length - 1} of ${total} ${total === 1 ? "refusal" : "refusals"}`}
          </p>
        </div>

        <Filters query={query} />

        <div className={cn("grid gap-4", loading && "opacity-70")}>
          {events.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center" data-testid="audit-empty">
              <ShieldCheck aria-hidden="true" className="text-muted-foreground size-8" />
              {total > 0 ? (
                <>
                  <p className="font-medium">This page is past the last refusal.</p>
                  <Link to={auditHref(query)} className="text-primary text-sm underline-offset-4 hover:underline">
                    Back to the first page
                  </Link>
                </>
              ) : filtered ? (
                <>
                  <p className="font-medium">No refusals match these filters.</p>
                  <Link to={urls.adminModeration()} className="text-primary text-sm underline-offset-4 hover:underline">
                    Clear the filters
                  </Link>
                </>
              ) : (
                <p className="font-medium">No refusals recorded.</p>
              )}
            </div>
          ) : (
            <>
              <EventCards events={events} query={query} />
              <EventTable events={events} query={query} />
            </>
          )}
          <Pager page={page} totalPages={totalPages} hrefFor={(to) => auditHref(query, to)} />
        </div>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const invalid = isRouteErrorResponse(error) && error.status === 400;
  const message =
    invalid && typeof error.data === "object" && error.data && "error" in error.data
      ? String(error.data.error)
      : "The safety audit could not be loaded.";
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-24 text-center">
      <h1 className="text-xl font-semibold">{invalid ? "These filters are not valid" : "Something went wrong"}</h1>
      <p className="text-muted-foreground text-sm">{message}</p>
      <Button asChild variant="outline">
        <Link to={urls.adminModeration()}>{invalid ? "Show all refusals" : "Try again"}</Link>
      </Button>
    </div>
  );
}
