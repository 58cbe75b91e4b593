import Search from "lucide-react/icons/search";
import { Form, Link, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { modelLabel } from "~/features/generation/generation-options";
import { isFiltered, LIBRARY_SORTS, LIBRARY_VISIBILITIES, libraryHref, SEARCH_MAX_LENGTH, type LibraryQuery } from "~/features/library/library-query";
import type { CollectionSummary } from "~/features/library/collections";
import { urls } from "~/utils/urls";

/** Search and filters of My Images: a plain GET form that works without JavaScript. */
export function LibraryFilters({ query, models, collections }: { query: LibraryQuery; models: string[]; collections: CollectionSummary[] }) {
  const submit = useSubmit();
  const base = urls.myImages();
  return (
    <Form
      method="get"
      action={base}
      role="search"
      aria-label="Find images"
      // Remounts on every new query, so the fields show what is applied.
      key={libraryHref(base, query)}
      className="bg-card mb-6 grid gap-3 rounded-xl border p-3 sm:p-4"
      onChange={(event) => {
        // A choice applies at once; the search words wait for Search (or Enter).
        const field = event.target;
        if (field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "date"))) {
          event.currentTarget.requestSubmit();
        }
      }}
      onSubmit={(event) => {
        // With JavaScript, empty fields stay out of the address.
        event.preventDefault();
        const fields = new FormData(event.currentTarget);
        for (const [key, value] of [...fields.entries()]) if (value === "" || (key === "sort" && value === "newest")) fields.delete(key);
        void submit(fields, { method: "get", action: base });
      }}
    >
      <div className="flex gap-2">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="library-q" className="sr-only">
            Search prompts
          </Label>
          <Input
            id="library-q"
            name="q"
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            defaultValue={query.q ?? ""}
            placeholder="Search prompts"
            autoComplete="off"
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" /> Search
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-[repeat(6,minmax(0,1fr))_auto] md:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="library-model">Model</Label>
          <NativeSelect id="library-model" name="model" defaultValue={query.model ?? ""}>
            <option value="">All models</option>
            {models.map((model) => (
              <option key={model} value={model}>
                {modelLabel(model)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="library-visibility">Visibility</Label>
          <NativeSelect id="library-visibility" name="visibility" defaultValue={query.visibility ?? ""}>
            <option value="">All</option>
            {LIBRARY_VISIBILITIES.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {collections.length > 0 ? (
          <div className="grid gap-1.5">
            <Label htmlFor="library-collection">Collection</Label>
            <NativeSelect id="library-collection" name="collection" defaultValue={query.collection ?? ""}>
              <option value="">All pictures</option>
              {collections.map((collection) => (
                <option key={collection.id} value={collection.id}>
                  {collection.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        {/* A date input laid out as flex (the Input's default) pushes its calendar icon out of a 390 px half column: block keeps it inside. */}
        <div className="grid gap-1.5">
          <Label htmlFor="library-from">From</Label>
          <Input id="library-from" name="from" type="date" className="block px-2 sm:px-3" defaultValue={query.from ?? ""} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="library-to">To</Label>
          <Input id="library-to" name="to" type="date" className="block px-2 sm:px-3" defaultValue={query.to ?? ""} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="library-sort">Sort</Label>
          <NativeSelect id="library-sort" name="sort" defaultValue={query.sort ?? "newest"}>
            {LIBRARY_SORTS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex h-9 items-center gap-2">
          <input
            id="library-favorites"
            name="favorites"
            type="checkbox"
            value="1"
            defaultChecked={query.favorites ?? false}
            className="accent-primary size-4"
          />
          <Label htmlFor="library-favorites">Favorites</Label>
        </div>
      </div>
      {isFiltered(query) || query.sort === "oldest" ? (
        <div>
          <Button asChild variant="ghost" size="sm">
            <Link to={base}>Clear filters</Link>
          </Button>
        </div>
      ) : null}
    </Form>
  );
}
