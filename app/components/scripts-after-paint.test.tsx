import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deferModuleScripts } from "./scripts-after-paint";

const MODULE_TEXT = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");';

/** What React Router 7's <Scripts> renders before hydration, in its order and nesting. */
function routerScripts({ importMap = false, integrity = undefined as string | undefined, modules = 1 } = {}) {
  return (
    <>
      {importMap ? <script type="importmap" dangerouslySetInnerHTML={{ __html: "{}" }} /> : null}
      <link rel="modulepreload" href="/assets/entry.client.js" integrity={integrity} nonce="n0nce" />
      {["/assets/framework.js", "/assets/root.js"].map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce="n0nce" />
      ))}
      <>
        <script nonce="n0nce" dangerouslySetInnerHTML={{ __html: "window.__reactRouterContext = {};" }} />
        {Array.from({ length: modules }, (_, index) => (
          <script key={index} nonce="n0nce" type="module" async dangerouslySetInnerHTML={{ __html: MODULE_TEXT }} />
        ))}
      </>
    </>
  );
}

describe("deferModuleScripts", () => {
  it("takes out the module preloads and the module script and keeps the context script", () => {
    const deferred = deferModuleScripts(routerScripts());
    expect(deferred?.preloads).toEqual(["/assets/entry.client.js", "/assets/framework.js", "/assets/root.js"]);
    expect(deferred?.module).toMatchObject({ type: "module", nonce: "n0nce", dangerouslySetInnerHTML: { __html: MODULE_TEXT } });
    expect(renderToStaticMarkup(<>{deferred?.kept}</>)).toBe('<script nonce="n0nce">window.__reactRouterContext = {};</script>');
  });

  it("leaves any other shape alone: an import map, preloads with integrity, no module script or two", () => {
    expect(deferModuleScripts(routerScripts({ importMap: true }))).toBeNull();
    expect(deferModuleScripts(routerScripts({ integrity: "sha384-x" }))).toBeNull();
    expect(deferModuleScripts(routerScripts({ modules: 0 }))).toBeNull();
    expect(deferModuleScripts(routerScripts({ modules: 2 }))).toBeNull();
    expect(deferModuleScripts(<script src="/assets/legacy.js" />)).toBeNull();
  });
});
