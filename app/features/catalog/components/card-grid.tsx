import type { ReactNode } from "react";
import type { AppCard as AppCardData, GeneratorCard as GeneratorCardData } from "~/features/catalog/types";
import { AppCard, CARD_GRID, GeneratorCard } from "./catalog-cards";
import { Deferred } from "./deferred";
import { SectionStatus } from "./section-heading";

type GridProps<T> = { items: T[]; empty: ReactNode; renderCard: (item: T, index: number) => ReactNode };

/** Cards in the centred card grid, or the `empty` status line when there are none. */
function CardGrid<T extends { id: string }>({ items, empty, renderCard }: GridProps<T>) {
  if (items.length === 0) return <SectionStatus>{empty}</SectionStatus>;
  return (
    <ul className={CARD_GRID}>
      {items.map((item, index) => (
        <li key={item.id} className="flex">
          {renderCard(item, index)}
        </li>
      ))}
    </ul>
  );
}

/** Generator cards; `priorityFirst` loads the first card's image eagerly (a list page's LCP image). */
export function GeneratorCardGrid({
  generators,
  empty,
  priorityFirst,
}: {
  generators: GeneratorCardData[];
  empty: ReactNode;
  priorityFirst?: boolean;
}) {
  return (
    <CardGrid
      items={generators}
      empty={empty}
      renderCard={(generator, index) => <GeneratorCard generator={generator} priority={priorityFirst ? index === 0 : undefined} />}
    />
  );
}

/** App cards; `priorityFirst` loads the first card's image eagerly (a list page's LCP image). */
export function AppCardGrid({ apps, empty, priorityFirst }: { apps: AppCardData[]; empty: ReactNode; priorityFirst?: boolean }) {
  return (
    <CardGrid items={apps} empty={empty} renderCard={(app, index) => <AppCard app={app} priority={priorityFirst ? index === 0 : undefined} />} />
  );
}

type DeferredGridProps<T> = { resolve: Promise<T[]>; empty: ReactNode; priorityFirst?: boolean };

/** Generator cards streamed in after the page: the spec's loading and error texts, then the grid. */
export function DeferredGeneratorGrid({ resolve, empty, priorityFirst }: DeferredGridProps<GeneratorCardData>) {
  return (
    <Deferred
      resolve={resolve}
      loading="Loading generators..."
      error="Error loading generators. Please try again later."
      errorToast="Error fetching generators"
    >
      {(generators) => <GeneratorCardGrid generators={generators} empty={empty} priorityFirst={priorityFirst} />}
    </Deferred>
  );
}

/** App cards streamed in after the page: the spec's loading and error texts, then the grid. */
export function DeferredAppGrid({ resolve, empty, priorityFirst }: DeferredGridProps<AppCardData>) {
  return (
    <Deferred resolve={resolve} loading="Loading apps..." error="Error loading apps. Please try again later." errorToast="Error fetching apps">
      {(apps) => <AppCardGrid apps={apps} empty={empty} priorityFirst={priorityFirst} />}
    </Deferred>
  );
}
