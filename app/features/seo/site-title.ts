import type { RootData } from "~/utils/user";

type MetaMatchLike = { id: string; loaderData?: unknown } | undefined;

/** The operator's site name from the root loader's data, for a route's `meta` (SPEC's name before the root loader ran). */
export function siteNameOf(matches: readonly MetaMatchLike[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as Partial<RootData> | undefined;
  return root?.site?.brand.siteName ?? "Uncensored AI";
}

/** "Page | Site name", the title of every page outside the public catalogue. */
export function siteTitle(matches: readonly MetaMatchLike[], page: string): string {
  return `${page} | ${siteNameOf(matches)}`;
}
