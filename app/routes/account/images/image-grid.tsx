import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { useFetcherToast } from "~/components/use-fetcher-toast";
import { Button } from "~/components/ui/button";
import { ImageSelectionToolbar, useImageSelection } from "~/features/generation/components/image-selection";
import { libraryHref, type LibraryPicture, type LibraryQuery } from "~/features/library/library-query";
import type { CollectionSummary } from "~/features/library/collections";
import type { ModelOption } from "~/features/generation/generation-options";
import { ImageCard, ZIP_FORM_ID } from "./image-card";

/** What the My Images loader answers for one page (the "Load more" fetch reads the same). */
type PageAnswer = { ok: boolean; items: LibraryPicture[]; nextCursor: string | null };

type Page = { items: LibraryPicture[]; nextCursor: string | null; query: LibraryQuery };

/** The pictures found so far, with "Load more" fetching the page after the last one (keyset cursor). */
export function ImageGrid({
  first,
  base,
  collections,
  offeredModels,
}: {
  first: Page;
  /** The address "Load more" pages through (My Images, or a collection's page). */
  base: string;
  collections: CollectionSummary[];
  offeredModels: ModelOption[];
}) {
  const more = useFetcher<PageAnswer>();
  const [added, setAdded] = useState<{ items: LibraryPicture[]; nextCursor: string | null; answer?: unknown }>({
    items: [],
    nextCursor: first.nextCursor,
  });
  useFetcherToast(more, (answer) => (answer.ok ? null : { variant: "error", title: "Error loading images", description: "Please try again later." }));
  // Each page fetched joins the list once (state adjusted while rendering, not in an effect).
  const answer = more.state === "idle" ? more.data : undefined;
  if (answer?.ok && answer !== added.answer) {
    const seen = new Set(added.items.map((item) => item.id));
    setAdded({ items: [...added.items, ...answer.items.filter((item) => !seen.has(item.id))], nextCursor: answer.nextCursor, answer });
  }

  const firstIds = new Set(first.items.map((item) => item.id));
  const items = [...first.items, ...added.items.filter((item) => !firstIds.has(item.id))];
  const nextCursor = added.items.length ? added.nextCursor : first.nextCursor;
  const selection = useImageSelection(items.map((image) => image.id));
  const nextHref = nextCursor ? libraryHref(base, first.query, nextCursor) : null;

  return (
    <>
      <ImageSelectionToolbar
        formId={ZIP_FORM_ID}
        selected={selection.selected}
        pageCount={items.length}
        onSelectAll={selection.selectAll}
        onClear={selection.clear}
      />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3" aria-label="Images">
        {items.map((image) => (
          <ImageCard
            key={image.id}
            image={image}
            selected={selection.selected.has(image.id)}
            onSelect={(on) => selection.toggle(image.id, on)}
            collections={collections}
            offeredModels={offeredModels}
          />
        ))}
      </ul>
      {nextHref ? (
        <div className="mt-8 flex justify-center">
          <Button asChild variant="outline" aria-busy={more.state !== "idle"}>
            <Link
              to={nextHref}
              onClick={(event) => {
                // With JavaScript the next page joins this one; without, the link opens it.
                event.preventDefault();
                if (more.state === "idle") more.load(nextHref);
              }}
            >
              {more.state !== "idle" ? "Loading…" : "Load more"}
            </Link>
          </Button>
        </div>
      ) : null}
    </>
  );
}
