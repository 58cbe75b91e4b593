import type { ReactNode } from "react";
import { cn } from "~/utils/misc";
import type { AppCard as AppCardData, GeneratorCard as GeneratorCardData } from "~/features/catalog/types";
import { AppCard, CARD_GRID, cardGridPlacement, GeneratorCard } from "./catalog-cards";
import { Deferred, FailedSection, type SettledList } from "./deferred";
import { SectionStatus } from "./section-heading";

// The spec's texts of each grid's states.
const GENERATOR_TEXTS = {
  loading: "Loading generators...",
  error: "Error loading generators. Please try again later.",
  toast: "Error fetching generators",
};
const APP_TEXTS = { loading: "Loading apps...", error: "Error loading apps. Please try again later.", toast: "Error fetching apps" };

type GridProps<T> = {
  items: T[];
  empty: ReactNode;
  /** Load the first card that has an image eagerly, at high priority: a list page's LCP image. */
  priorityFirst?: boolean;
  renderCard: (item: T, priority: boolean | undefined) => ReactNode;
};

/** Cards in the centred card grid, or the `empty` status line when there are none. */
function CardGrid<T extends { id: string; image: string | null }>({ items, empty, priorityFirst, renderCard }: GridProps<T>) {
  if (items.length === 0) return <SectionStatus>{empty}</SectionStatus>;
  // A card without an image shows a placeholder, so the first one with an image is the LCP candidate.
  const priorityIndex = priorityFirst ? items.findIndex((item) => item.image) : -1;
  return (
    <ul className={CARD_GRID}>
      {items.map((item, index) => (
        <li key={item.id} className={cn("flex", cardGridPlacement(index, items.length))}>
          {renderCard(item, priorityFirst ? index === priorityIndex : undefined)}
        </li>
      ))}
    </ul>
  );
}

/** Generator cards; `priorityFirst` loads the first card image eagerly (a list page's LCP image). */
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
      priorityFirst={priorityFirst}
      renderCard={(generator, priority) => <GeneratorCard generator={generator} priority={priority} />}
    />
  );
}

/** App cards; `priorityFirst` loads the first card image eagerly (a list page's LCP image). */
export function AppCardGrid({ apps, empty, priorityFirst }: { apps: AppCardData[]; empty: ReactNode; priorityFirst?: boolean }) {
  return (
    <CardGrid items={apps} empty={empty} priorityFirst={priorityFirst} renderCard={(app, priority) => <AppCard app={app} priority={priority} />} />
  );
}

type DeferredGridProps<T> = { resolve: Promise<T[]>; empty: ReactNode; priorityFirst?: boolean };

/** Generator cards streamed in after the page: the spec's loading and error texts, then the grid. */
export function DeferredGeneratorGrid({ resolve, empty, priorityFirst }: DeferredGridProps<GeneratorCardData>) {
  return (
    <Deferred resolve={resolve} loading={GENERATOR_TEXTS.loading} error={GENERATOR_TEXTS.error} errorToast={GENERATOR_TEXTS.toast}>
      {(generators) => <GeneratorCardGrid generators={generators} empty={empty} priorityFirst={priorityFirst} />}
    </Deferred>
  );
}

/** App cards streamed in after the page: the spec's loading and error texts, then the grid. */
export function DeferredAppGrid({ resolve, empty, priorityFirst }: DeferredGridProps<AppCardData>) {
  return (
    <Deferred resolve={resolve} loading={APP_TEXTS.loading} error={APP_TEXTS.error} errorToast={APP_TEXTS.toast}>
      {(apps) => <AppCardGrid apps={apps} empty={empty} priorityFirst={priorityFirst} />}
    </Deferred>
  );
}

/** Generator cards of an awaited list, or the spec's error text (and toast) when the read failed. */
export function SettledGeneratorGrid({
  list,
  empty,
  priorityFirst,
}: {
  list: SettledList<GeneratorCardData>;
  empty: ReactNode;
  priorityFirst?: boolean;
}) {
  if (list.failed) return <FailedSection message={GENERATOR_TEXTS.error} toastTitle={GENERATOR_TEXTS.toast} />;
  return <GeneratorCardGrid generators={list.items} empty={empty} priorityFirst={priorityFirst} />;
}

/** App cards of an awaited list, or the spec's error text (and toast) when the read failed. */
export function SettledAppGrid({ list, empty, priorityFirst }: { list: SettledList<AppCardData>; empty: ReactNode; priorityFirst?: boolean }) {
  if (list.failed) return <FailedSection message={APP_TEXTS.error} toastTitle={APP_TEXTS.toast} />;
  return <AppCardGrid apps={list.items} empty={empty} priorityFirst={priorityFirst} />;
}
