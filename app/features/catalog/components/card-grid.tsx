import type { ReactNode } from "react";
import type { AppCard as AppCardData, GeneratorCard as GeneratorCardData } from "~/features/catalog/types";
import { AppCard, CARD_GRID, GeneratorCard } from "./catalog-cards";
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
