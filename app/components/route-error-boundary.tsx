import RefreshCw from "lucide-react/icons/refresh-cw";
import { useEffect } from "react";
import { isRouteErrorResponse, Link, useRevalidator } from "react-router";
import { toast } from "~/components/toaster";
import { ButtonLink, PlainButton } from "~/components/ui/plain-button";
import { cn } from "~/utils/misc";

// The one error boundary every route renders: it reads the thrown failure once
// (status and the server's reason) and the route only says what to show for it.

/** A failure as a route's error boundary receives it. */
export type RouteFailure = {
  /** The HTTP status of a thrown Response or `data()`; none for a thrown Error. */
  status?: number;
  /** The words the server gave: a string body, or its `error` / `message` field. */
  reason?: string;
  statusText?: string;
};

type ErrorAction = { label: string; to: string } | { label: string; retry: true };

/** What a page shows for a failure: a heading, a sentence and at most one way on. */
export type ErrorView = { title: string; message: string; action?: ErrorAction };

function textOf(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

export function routeFailure(error: unknown): RouteFailure {
  if (!isRouteErrorResponse(error)) return {};
  const body: unknown = error.data;
  let reason = textOf(body);
  if (!reason && body && typeof body === "object") {
    const fields = body as { error?: unknown; message?: unknown };
    reason = textOf(fields.error) ?? textOf(fields.message) ?? textOf((fields.error as { message?: unknown } | undefined)?.message);
  }
  return { status: error.status, reason, statusText: textOf(error.statusText) };
}

const FRAMES = {
  /** The whole document (the root route): the page's own main landmark. */
  document: { box: "container-page flex flex-1 flex-col items-center justify-center gap-4 py-24 text-center", heading: "text-3xl font-bold" },
  /** A screen with its own frame (the admin portal before its sidebar). */
  screen: { box: "container-page flex min-h-dvh flex-col items-center justify-center gap-3 py-24 text-center", heading: "text-2xl font-bold" },
  /** A page inside the site's or the portal's frame. */
  section: { box: "flex flex-col items-center gap-3 py-24 text-center", heading: "text-xl font-semibold" },
} as const;

function Action({ action, link }: { action: ErrorAction; link: boolean }) {
  const revalidator = useRevalidator();
  if ("retry" in action) {
    return (
      <PlainButton variant="outline" onClick={() => revalidator.revalidate()}>
        <RefreshCw aria-hidden="true" />
        {action.label}
      </PlainButton>
    );
  }
  if (link) {
    return (
      <Link to={action.to} className="text-primary text-sm underline-offset-4 hover:underline">
        {action.label}
      </Link>
    );
  }
  return (
    <ButtonLink variant="outline" to={action.to}>
      {action.label}
    </ButtonLink>
  );
}

/**
 * A route's ErrorBoundary: `view` turns the failure into the page's words; with
 * `toast`, the heading and the server's reason also appear as an error toast.
 */
export function RouteErrorBoundary({
  error,
  view,
  frame = "section",
  toast: withToast = false,
}: {
  error: unknown;
  view: (failure: RouteFailure) => ErrorView;
  frame?: keyof typeof FRAMES;
  toast?: boolean;
}) {
  const failure = routeFailure(error);
  const { title, message, action } = view(failure);
  const description = failure.reason ?? failure.statusText;
  useEffect(() => {
    if (withToast) toast.error(title, { description });
  }, [withToast, title, description]);
  const { box, heading } = FRAMES[frame];
  const Box = frame === "document" ? "main" : "div";
  return (
    <Box role={frame === "section" ? "alert" : undefined} className={box}>
      <h1 className={heading}>{title}</h1>
      <p className={cn("text-muted-foreground", frame === "document" ? "" : "max-w-md text-sm")}>{message}</p>
      {action && <Action action={action} link={frame !== "section"} />}
    </Box>
  );
}

/** The view of a filtered list page: a refused address (400) says why and offers the unfiltered list; anything else offers to try again. */
export function listPageView({
  listUrl,
  invalidTitle,
  showAllLabel,
  loadFailure,
}: {
  listUrl: string;
  invalidTitle: string;
  showAllLabel: string;
  loadFailure: string;
}): (failure: RouteFailure) => ErrorView {
  return ({ status, reason }) =>
    status === 400
      ? { title: invalidTitle, message: reason ?? loadFailure, action: { label: showAllLabel, to: listUrl } }
      : { title: "Something went wrong", message: loadFailure, action: { label: "Try again", to: listUrl } };
}
