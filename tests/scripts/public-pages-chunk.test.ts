import path from "node:path";
import { describe, expect, it } from "vitest";
import { publicPagesChunk } from "../../scripts/lib/public-pages-chunk.js";

const app = path.resolve("/project/app");
const at = (file: string) => path.join(app, file);
const page = (name: string) => at(`routes/public/${name}.tsx`);
const nodeModule = (file: string) => `/project/node_modules/${file}`;

/** A module graph as Rollup's getModuleInfo describes it: each module's static importers. */
function chunkOf(importers: Record<string, string[]>, entries: string[] = []) {
  const manualChunks = publicPagesChunk(app);
  const getModuleInfo = (id: string) =>
    id in importers || entries.includes(id) ? { importers: importers[id] ?? [], isIncluded: true, isEntry: entries.includes(id) } : null;
  return (id: string) => manualChunks(id, { getModuleInfo });
}

describe("public pages' manual chunks", () => {
  const chunk = chunkOf(
    {
      [at("layout/nav-bar.tsx")]: [at("root.tsx")],
      [at("components/ui/button.tsx")]: [at("layout/nav-bar.tsx"), at("features/admin/screen.tsx")],
      [nodeModule("lucide-react/dist/esm/icons/menu.mjs")]: [at("layout/nav-bar.tsx")],
      [at("components/faq-list.tsx")]: [page("home"), page("generator-list"), page("app-detail")],
      [at("features/catalog/components/gallery-strip.tsx")]: [page("home"), page("generator-list")],
      [at("features/catalog/components/detail-hero.tsx")]: [page("app-detail"), page("generator-detail")],
      [at("features/catalog/components/creations-carousel.tsx")]: [page("home")],
      [at("features/admin/screen.tsx")]: [at("routes/admin/apps.tsx")],
      // Reached only through a barrel file: it stays out, whatever imports the barrel.
      [nodeModule("radix-ui/dist/index.mjs")]: [at("layout/nav-bar.tsx")],
      [nodeModule("@radix-ui/react-select/dist/index.mjs")]: [nodeModule("radix-ui/dist/index.mjs")],
      [nodeModule("react-dom/cjs/react-dom-client.production.js")]: [nodeModule("react-dom/client.js")],
    },
    [at("root.tsx"), page("home"), at("routes/admin/apps.tsx")],
  );

  it("puts what the root route needs into site, with the packages it imports directly", () => {
    expect(chunk(at("layout/nav-bar.tsx"))).toBe("site");
    expect(chunk(at("components/ui/button.tsx"))).toBe("site");
    expect(chunk(nodeModule("lucide-react/dist/esm/icons/menu.mjs"))).toBe("site");
  });

  it("puts modules shared by three public pages, or by the home page and another, into site", () => {
    expect(chunk(at("components/faq-list.tsx"))).toBe("site");
    expect(chunk(at("features/catalog/components/gallery-strip.tsx"))).toBe("site");
  });

  it("leaves a module one page uses, or two pages other than home, to Rollup", () => {
    expect(chunk(at("features/catalog/components/creations-carousel.tsx"))).toBeUndefined();
    expect(chunk(at("features/catalog/components/detail-hero.tsx"))).toBeUndefined();
    expect(chunk(at("features/admin/screen.tsx"))).toBeUndefined();
  });

  it("does not follow a package's barrel file", () => {
    expect(chunk(nodeModule("@radix-ui/react-select/dist/index.mjs"))).toBeUndefined();
  });

  it("keeps React, React DOM and React Router in framework, and entries in their own chunks", () => {
    expect(chunk(nodeModule("react-dom/cjs/react-dom-client.production.js"))).toBe("framework");
    expect(chunk(page("home"))).toBeUndefined();
    expect(chunk(at("root.tsx"))).toBeUndefined();
  });
});
