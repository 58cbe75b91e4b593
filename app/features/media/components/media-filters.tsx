import { useEffect, useEffectEvent, useState } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Tabs, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { MEDIA_TABS, MEDIA_TYPE_FILTERS, type MediaQuery } from "../media-types";
import { MediaSearchInput } from "./media-search-input";

type MediaFiltersProps = {
  query: MediaQuery;
  /** Sets (or, for null, "" and "all", clears) search parameters. */
  onChange: (changes: Record<string, string | null>) => void;
};

/** The library's tabs, search box (searches a moment after the last key) and type filter. */
export function MediaFilters({ query, onChange }: MediaFiltersProps) {
  const [search, setSearch] = useState(query.q);
  // Compared with the page's query when the timer fires, so that only typing restarts the timer.
  const searchFor = useEffectEvent((q: string) => {
    if (q !== query.q) onChange({ q });
  });

  useEffect(() => {
    const timer = setTimeout(() => searchFor(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <Tabs value={query.tab} onValueChange={(tab) => onChange({ tab })}>
        <TabsList className="w-full sm:w-fit">
          {MEDIA_TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <div className="flex flex-col gap-2 sm:flex-row">
        <MediaSearchInput value={search} onChange={setSearch} className="sm:w-72" />
        <Select value={query.type} onValueChange={(type) => onChange({ type })}>
          <SelectTrigger className="w-full sm:w-40" aria-label="Filter by type">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {MEDIA_TYPE_FILTERS.map((filter) => (
              <SelectItem key={filter.value} value={filter.value}>
                {filter.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
