import { Children, Fragment, isValidElement, type ReactElement, type ReactNode, type ScriptHTMLAttributes } from "react";
import { Scripts, type ScriptsProps } from "react-router";

// React Router's <Scripts> (ADR 053): its module preloads and the inline module
// script that imports the route modules and starts hydration are written into the
// document as inert data; a small script starts them once the browser has painted the
// first frame. The first paint then waits only for the HTML and the stylesheet: on a
// slow connection the page's JavaScript no longer shares the bandwidth with them, and
// the modules still load in parallel, flat, as the preloads had them.

export const MODULE_BLOCK_ID = "rr-module-after-paint";
/** A script type browsers do not run: the element is a data block. */
const INERT_TYPE = "text/x-module-after-paint";

type ScriptProps = ScriptHTMLAttributes<HTMLScriptElement> & { dangerouslySetInnerHTML?: { __html: string } };

export type DeferredScripts = {
  /** The elements written as they are (the router's context script). */
  kept: ReactElement[];
  /** The inline module script's props (its text, nonce). */
  module: ScriptProps;
  /** The module preloads' URLs, in document order. */
  preloads: string[];
};

const isFragment = (node: ReactElement): node is ReactElement<{ children?: ReactNode }> => node.type === Fragment;

/**
 * Sorts what <Scripts> rendered into the module preloads, the one inline module script and
 * the rest. Null for any other shape (no module script, two of them, a preload with
 * integrity or CORS settings, an import map): the caller then writes it unchanged.
 */
export function deferModuleScripts(rendered: ReactNode): DeferredScripts | null {
  const kept: ReactElement[] = [];
  const preloads: string[] = [];
  const modules: ScriptProps[] = [];
  let unknown = false;
  const visit = (node: ReactNode) => {
    for (const child of Children.toArray(node)) {
      if (!isValidElement(child)) {
        unknown = true;
      } else if (isFragment(child)) {
        visit(child.props.children);
      } else if (child.type === "link") {
        const props = child.props as { rel?: string; href?: string; integrity?: string; crossOrigin?: string };
        if (props.rel !== "modulepreload" || !props.href || props.integrity || props.crossOrigin) unknown = true;
        else preloads.push(props.href);
      } else if (child.type === "script") {
        const props = child.props as ScriptProps;
        if (props.type === "module") modules.push(props);
        else if (props.type === undefined && !props.src) kept.push(child);
        else unknown = true;
      } else {
        unknown = true;
      }
    }
  };
  visit(rendered);
  if (unknown || modules.length !== 1 || typeof modules[0].dangerouslySetInnerHTML?.__html !== "string") return null;
  return { kept, module: modules[0], preloads };
}

/**
 * Runs in the browser as it parses the end of the document (after the stylesheet, which an
 * inline script waits for). After the next frame is rendered (an animation frame, then a
 * task) it adds the module preloads and the module script, with the data block's nonce; the
 * module's text is unchanged, so a page from the HTML cache allows it by the hash it
 * already lists for the data block. A page opened in the background renders no frame until
 * shown, so it starts at once. Not the reported first paint: that can come after the load
 * event, and the scripts would then no longer be loaded by it.
 */
export const AFTER_PAINT_LOADER = `(() => {
  const block = document.getElementById(${JSON.stringify(MODULE_BLOCK_ID)});
  if (!block) return;
  const start = () => {
    const added = document.createDocumentFragment();
    for (const href of JSON.parse(block.dataset.preloads || "[]")) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      link.nonce = block.nonce;
      added.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = block.nonce;
    script.textContent = block.textContent;
    // Scripts that cannot load never hydrate the page: its buttons stop waiting and work as plain HTML.
    script.onerror = () => document.documentElement.removeAttribute("data-hydrating");
    added.append(script);
    document.head.append(added);
  };
  if (document.visibilityState === "hidden") start();
  else requestAnimationFrame(() => setTimeout(start));
})();`;

/** React Router's <Scripts>, with the page's JavaScript requested after the first paint. */
export function ScriptsAfterPaint(props: ScriptsProps) {
  // Called, not rendered, to read its elements; it is a component with hooks, called here on every render.
  const rendered = Scripts(props);
  const deferred = rendered && deferModuleScripts(rendered);
  if (!deferred) return rendered;
  const { dangerouslySetInnerHTML, nonce } = deferred.module;
  return (
    <>
      {deferred.kept}
      <script
        id={MODULE_BLOCK_ID}
        type={INERT_TYPE}
        nonce={nonce}
        data-preloads={JSON.stringify(deferred.preloads)}
        suppressHydrationWarning
        dangerouslySetInnerHTML={dangerouslySetInnerHTML}
      />
      {/* The browser has run it by the time React hydrates, which leaves its text alone: the client bundle does without it. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? AFTER_PAINT_LOADER : "" }} />
    </>
  );
}
