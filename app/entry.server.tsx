import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { SharedMarkupContext } from "~/components/shared-markup";
import { onCatalogCacheClear } from "~/features/catalog/cache.server";
import { benchMark } from "~/utils/bench-mark.server";
import { documentSink } from "~/utils/document-sink.server";
import { processSharedMarkup } from "~/utils/shared-markup.server";

export const streamTimeout = 5_000;

// Kept section HTML (ADR 042) is built from the catalogue and settings: a write drops it.
onCatalogCacheClear(() => processSharedMarkup.clear());

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce || undefined;
  benchMark("render");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers, no-JS clients and pages for the HTML cache get the whole document at once.
    const wholeDocument = loadContext.wholeDocument || (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const readyOption = wholeDocument ? "onAllReady" : "onShellReady";
    // Cleared once the document is written: a pending timer would keep the whole render alive for 6 s.
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const sharedMarkup = processSharedMarkup.forRequest();
    const page = (
      <SharedMarkupContext.Provider value={sharedMarkup}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </SharedMarkupContext.Provider>
    );

    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // A finished section is written in place. Otherwise React outlines a large one (its
      // fallback first, then the content and a script that swaps it in), which repaints and
      // shifts, and leaves nothing whole to keep for the next page (ADR 042). Sections still
      // waiting for data stream in as before.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      [readyOption]() {
        benchMark("shell");
        shellRendered = true;
        const { sink, body } = documentSink(sharedMarkup.capture);
        sink.once("close", () => clearTimeout(timer));
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        // How many sections of the shell were written from kept HTML (ADR 042), like X-Cache for whole pages.
        responseHeaders.set("X-Shared-Sections", String(sharedMarkup.reused()));
        body.then((settled) => resolve(new Response(settled, { headers: responseHeaders, status: responseStatusCode })));
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
