import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** Paths whose label is kept (ids and slugs make the set of paths open-ended). */
const MAX_KEPT_LABELS = 1000;

/**
 * The route pattern a path belongs to (`/generator/:slug`, never `/generator/abc`),
 * for metric labels: a bounded set however many ids and slugs there are.
 * Single-fetch data requests (`/x.data`) are labelled like their page.
 */
export function createRouteLabeler(routes: ServerBuild["routes"]): (pathname: string) => string {
  const children = new Map<string | undefined, { id: string; path?: string; index?: boolean; caseSensitive?: boolean }[]>();
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive });
    children.set(route.parentId, siblings);
  }
  const roots = tree(undefined);
  // matchRoutes flattens and ranks the whole route table on every call: for the home page that was
  // 13 % of an uncached render (issue 30). A path's label never changes, so recent ones are kept.
  const labels = new Map<string, string>();
  return (pathname) => {
    const known = labels.get(pathname);
    if (known !== undefined) return known;
    const label = labelOf(pathname);
    if (labels.size >= MAX_KEPT_LABELS) labels.delete(labels.keys().next().value!);
    labels.set(pathname, label);
    return label;
  };

  function labelOf(pathname: string): string {
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(roots, page);
    const last = matches?.at(-1);
    // The root's catch-all (a 404 page) or nothing: one label for every unknown path.
    if (!last || last.route.path === "*") return "unmatched";
    const pattern = matches!
      .map((m) => m.route.path)
      .filter((p): p is string => Boolean(p))
      .join("/")
      .replace(/\/+/g, "/");
    return `/${pattern.replace(/^\//, "")}`;
  }
}
