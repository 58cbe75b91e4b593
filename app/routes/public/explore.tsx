import { useState } from "react";
import { data, Link, useFetcher, useLocation } from "react-router";
import { z } from "zod";
import { ButtonLink } from "~/components/ui/plain-button";
import { getDb } from "~/db/db.server";
import { getSessionUser } from "~/features/accounts/auth.server";
import { PictureTile } from "~/features/explore/components/picture-tile";
import { CONTENT_FILTERS, FEED_SORTS, type ContentFilter, type FeedItem, type FeedSort } from "~/features/explore/explore-rules";
import { listFeed } from "~/features/explore/feed.server";
import { viewerIsAdult } from "~/features/explore/picture-page.server";
import { pageMeta } from "~/features/seo/meta";
import { seoContext } from "~/features/seo/seo.server";
import { logger } from "~/utils/logger.server";
import { cn } from "~/utils/misc";
import { parseSearchParams } from "~/utils/search-params";
import { urls } from "~/utils/urls";
import type { Route } from "./+types/explore";

const TITLE = "Explore";
const DESCRIPTION =
  "Pictures our community made and published: the newest first, or what is trending this week. Like them, or remix one in the generator.";

const querySchema = z.strictObject({
  sort: z.enum(FEED_SORTS, { error: "Unknown sort order." }).optional(),
  content: z.enum(["sfw", "nsfw", "all"], { error: "Unknown content filter." }).optional(),
  cursor: z.string().max(300, "This page address is no longer valid.").optional(),
});

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = parseSearchParams(querySchema, url.searchParams);
  if (!parsed.success) throw data({ error: parsed.message }, { status: 400 });
  const sort: FeedSort = parsed.query.sort ?? "newest";
  const content: ContentFilter = parsed.query.content ?? "sfw";
  const db = getDb();
  const [seo, viewer] = await Promise.all([seoContext(url.pathname), getSessionUser(request)]);
  try {
    const adult = await viewerIsAdult(db, viewer);
    const page = await listFeed(db, { sort, content, cursor: parsed.query.cursor }, adult);
    return { ok: true as const, seo, sort, content, cursor: parsed.query.cursor ?? null, ...page };
  } catch (error) {
    logger.error({ err: error }, "explore feed failed");
    return { ok: false as const, seo, sort, content, cursor: null, items: [] as FeedItem[], nextCursor: null };
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo, sort, content, cursor } = loaderData;
  return pageMeta({
    title: `${TITLE}: AI pictures from our community | ${seo.siteName}`,
    description: DESCRIPTION,
    seo,
    // One address for search engines: the first page of the default view.
    noindex: sort !== "newest" || content !== "sfw" || cursor !== null,
    jsonLd: [{ "@context": "https://schema.org", "@type": "CollectionPage", name: TITLE, description: DESCRIPTION, url: seo.canonical }],
  });
}

function feedUrl(sort: FeedSort, content: ContentFilter, cursor?: string) {
  const params = new URLSearchParams();
  if (sort !== "newest") params.set("sort", sort);
  if (content !== "sfw") params.set("content", content);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `${urls.explore()}?${query}` : urls.explore();
}

const SORT_LABELS: Record<FeedSort, string> = { newest: "Newest", trending: "Trending" };

function Choice({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      preventScrollReset
      className={cn(
        "focus-visible:ring-ring/50 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:ring-[3px] focus-visible:outline-none",
        current ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
      )}
    >
      {children}
    </Link>
  );
}

export default function Explore({ loaderData }: Route.ComponentProps) {
  const { ok, sort, content } = loaderData;
  const location = useLocation();
  return (
    <section aria-labelledby="explore-heading" className="container-page py-10 md:py-14">
      <div className="max-w-3xl">
        <h1 id="explore-heading" className="text-3xl font-extrabold tracking-tight md:text-4xl">
          {TITLE}
        </h1>
        <p className="text-muted-foreground mt-3">Pictures published by our community. Like them, or remix one in the generator.</p>
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Sort" className="bg-muted flex gap-1 rounded-lg p-1">
          {FEED_SORTS.map((option) => (
            <Choice key={option} to={feedUrl(option, content)} current={sort === option}>
              {SORT_LABELS[option]}
            </Choice>
          ))}
        </nav>
        <nav aria-label="Content" className="bg-muted flex gap-1 rounded-lg p-1">
          {CONTENT_FILTERS.map((option) => (
            <Choice key={option.id} to={feedUrl(sort, option.id)} current={content === option.id}>
              {option.label}
            </Choice>
          ))}
        </nav>
      </div>
      {sort === "trending" ? <p className="text-muted-foreground mt-3 text-sm">Most liked in the last 7 days.</p> : null}

      <div className="mt-6">
        {!ok ? (
          <p role="alert" className="border-destructive/40 bg-destructive/10 rounded-xl border p-8 text-center">
            Error loading pictures. Please try again later.
          </p>
        ) : loaderData.items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center" data-testid="explore-empty">
            <p className="font-medium">No pictures here yet.</p>
            <p className="text-muted-foreground text-sm">Publish one of yours from My Images and it appears here.</p>
            <ButtonLink to={urls.myImages()} variant="outline">
              Go to My Images
            </ButtonLink>
          </div>
        ) : (
          // A new address (sort, filter) starts the list again.
          <FeedGrid key={location.key} first={loaderData} sort={sort} content={content} />
        )}
      </div>
    </section>
  );
}

type Page = { ok: boolean; items: FeedItem[]; nextCursor: string | null };

/** The pictures so far, with "Load more" fetching the page after the last one (keyset cursor). */
function FeedGrid({ first, sort, content }: { first: Page; sort: FeedSort; content: ContentFilter }) {
  const more = useFetcher<Page>();
  const [added, setAdded] = useState<{ items: FeedItem[]; nextCursor: string | null; answer?: unknown }>({ items: [], nextCursor: first.nextCursor });
  // Each page fetched joins the list once (state adjusted while rendering, not in an effect).
  const answer = more.state === "idle" ? more.data : undefined;
  if (answer?.ok && answer !== added.answer) {
    const seen = new Set(added.items.map((item) => item.id));
    setAdded({ items: [...added.items, ...answer.items.filter((item) => !seen.has(item.id))], nextCursor: answer.nextCursor, answer });
  }
  const firstIds = new Set(first.items.map((item) => item.id));
  const items = [...first.items, ...added.items.filter((item) => !firstIds.has(item.id))];
  const nextCursor = added.answer ? added.nextCursor : first.nextCursor;
  const nextHref = nextCursor ? feedUrl(sort, content, nextCursor) : null;
  const failed = answer !== undefined && !answer.ok;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4" aria-label="Published pictures">
        {items.map((item, index) => (
          <PictureTile key={item.id} item={item} index={index} />
        ))}
      </ul>
      {nextHref ? (
        <div className="mt-8 flex flex-col items-center gap-2">
          <ButtonLink
            to={nextHref}
            variant="outline"
            aria-busy={more.state !== "idle"}
            onClick={(event) => {
              // With JavaScript the next page joins this one; without, the link opens it.
              event.preventDefault();
              if (more.state === "idle") more.load(nextHref);
            }}
          >
            {more.state !== "idle" ? "Loading..." : "Load more"}
          </ButtonLink>
          {failed ? (
            <p role="alert" className="text-destructive text-sm">
              Error loading pictures. Please try again later.
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
