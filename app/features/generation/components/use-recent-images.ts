import { useCallback, useMemo, useState } from "react";
import type { GenerationPage, GenerationView } from "../generation-options";

/** Each picture once, newest first. */
function mergeItems(...lists: GenerationView[][]) {
  const byId = new Map<string, GenerationView>();
  for (const list of lists) for (const item of list) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * 'Recently Generated Images': the loader's first page, the pages loaded
 * since, and the pictures made on this page.
 */
export function useRecentImages(loaded: { items: GenerationView[]; nextCursor: string | null }) {
  // `nextCursor` undefined: no page loaded here yet, the loader's cursor applies.
  const [extra, setExtra] = useState<{ items: GenerationView[]; nextCursor: string | null | undefined }>({ items: [], nextCursor: undefined });
  const items = useMemo(() => mergeItems(loaded.items, extra.items), [loaded.items, extra.items]);
  const addPage = useCallback(
    (page: GenerationPage) => setExtra((current) => ({ items: mergeItems(current.items, page.items), nextCursor: page.nextCursor })),
    [],
  );
  const addMade = useCallback(
    (generation: GenerationView) => setExtra((current) => ({ ...current, items: mergeItems([generation], current.items) })),
    [],
  );
  return { items, nextCursor: extra.nextCursor === undefined ? loaded.nextCursor : extra.nextCursor, addPage, addMade };
}
