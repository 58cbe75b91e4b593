// Rollup `manualChunks` for the browser build. Without it a first visit to a
// public page fetches ~30 small files (one per shared component and icon); with
// it, a handful, and one gzip stream compresses them much better than thirty
// (docs/benchmarks.md, bench:page-weight).
// - "framework": React, React DOM and React Router.
// - "site": the app's own modules that the root route needs, that three or more
//   public pages share, or that the home page (the landing page, held to the
//   tightest budget) shares with another public page, with the packages those
//   modules import directly. Any other module stays in Rollup's own chunks. Only chains of the
// app's own static imports count: a package's barrel file re-exports hundreds of
// modules the pages never use (icons and Radix primitives are imported one by one,
// `lucide-react/icons/*` and `radix-ui/*`, so that these chains stay exact).
import path from "node:path";

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|@react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;
// Shared by this many public pages (of six), a module joins "site" even if the root route does not need it.
const SHARED_BY = 3;
const PUBLIC_PAGES = ["home", "generator-list", "generator-detail", "app-list", "app-detail", "catch-all"];

export function publicPagesChunk(appDir) {
  const root = path.join(appDir, "root.tsx");
  const home = path.join(appDir, "routes", "public", "home.tsx");
  const publicPages = new Set(PUBLIC_PAGES.map((name) => path.join(appDir, "routes", "public", `${name}.tsx`)));
  const isAppModule = (id) => id.startsWith(appDir + path.sep);
  const entriesOf = new Map();

  /** The root route and public pages from which a chain of the app's own static imports leads to `id`. */
  function reachingEntries(id, getModuleInfo, seen) {
    if (entriesOf.has(id)) return entriesOf.get(id);
    const found = new Set();
    if (seen.has(id)) return found;
    seen.add(id);
    for (const importer of (getModuleInfo(id)?.importers ?? []).filter(isAppModule)) {
      if (importer === root || publicPages.has(importer)) found.add(importer);
      else for (const entry of reachingEntries(importer, getModuleInfo, seen)) found.add(entry);
    }
    entriesOf.set(id, found);
    return found;
  }

  return (id, { getModuleInfo }) => {
    const info = getModuleInfo(id);
    if (!info?.isIncluded || info.isEntry || id.startsWith("\0")) return undefined;
    if (FRAMEWORK.test(id)) return "framework";
    const entries = reachingEntries(id, getModuleInfo, new Set());
    return entries.has(root) || entries.size >= SHARED_BY || (entries.size >= 2 && entries.has(home)) ? "site" : undefined;
  };
}
