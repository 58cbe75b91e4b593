import { PassThrough, Writable } from "node:stream";
import { Suspense, use, useId, type ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HydrateWhenVisible } from "~/components/hydrate-when-visible";
import { SharedElement, SharedMarkupContext, type SharedSection } from "~/components/shared-markup";
import { createMarkupCapture, createSharedMarkupStore, type SharedMarkupStore } from "./shared-markup.server";

/** The mark a section not kept yet gets. */
function markOf(answer: { html: string } | { attributes: Record<string, string> }) {
  if (!("attributes" in answer)) throw new Error("expected a section to write");
  return answer.attributes["data-shared-markup"];
}

/** Renders `tree` as the server does (entry.server.tsx): through the request's capture, in chunks of `chunkSize` bytes. */
async function render(store: SharedMarkupStore, tree: ReactNode, chunkSize = 97) {
  const request = store.forRequest();
  const out: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        // Cut React's chunks finer so that marks, tags and UTF-8 characters fall across chunks.
        for (let at = 0; at < chunk.length; at += chunkSize) {
          const piece = chunk.subarray(at, at + chunkSize);
          out.push(request.capture.active() ? request.capture.transform(piece) : piece);
        }
        callback();
      },
      final(callback) {
        if (request.capture.active()) out.push(request.capture.end());
        callback();
        resolve();
      },
    });
    const { pipe } = renderToPipeableStream(<SharedMarkupContext.Provider value={request}>{tree}</SharedMarkupContext.Provider>, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
  return Buffer.concat(out).toString("utf8");
}

/** Renders of Counted: a reused section does not render its content at all. */
const counter = { renders: 0 };
function Counted({ children }: { children: ReactNode }) {
  countRender();
  const id = useId();
  return (
    <div aria-labelledby={id}>
      <h2 id={id}>{children}</h2>
      <div>
        <div>nested — «ünïcödé» 画像 🎨</div>
      </div>
    </div>
  );
}

function Page({ name, catalogue, extra }: { name: string; catalogue: { title: string }; extra?: SharedSection }) {
  return (
    <main>
      <p>Hello {name}</p>
      <HydrateWhenVisible shared={{ name: "one", inputs: [catalogue] }}>
        <Counted>{catalogue.title}</Counted>
      </HydrateWhenVisible>
      <HydrateWhenVisible shared={extra ?? { name: "two", inputs: ["static"] }}>
        <Counted>Static</Counted>
      </HydrateWhenVisible>
    </main>
  );
}

function countRender() {
  counter.renders += 1;
}

describe("shared section markup (ADR 042)", () => {
  it("writes a section once and reuses its exact HTML, per visitor content untouched", async () => {
    const store = createSharedMarkupStore();
    const catalogue = { title: "Generators & <apps>" };
    counter.renders = 0;
    const first = await render(store, <Page name="Ann" catalogue={catalogue} />);
    expect(counter.renders).toBe(2);
    expect(store.size()).toBe(2);
    expect(first).not.toContain("data-shared-markup");

    counter.renders = 0;
    const second = await render(store, <Page name="Bob" catalogue={catalogue} />);
    expect(counter.renders).toBe(0);
    expect(second).toBe(first.replace("Hello <!-- -->Ann", "Hello <!-- -->Bob"));
    expect(second).toContain("Generators &amp; &lt;apps&gt;");
  });

  it("shares any plain element: a footer holding footers is read to its own end", async () => {
    const store = createSharedMarkupStore();
    const tree = (visitor: string) => (
      <>
        <SharedElement as="footer" className="site" shared={{ name: "footer", inputs: ["brand", 2026] }}>
          <Counted>Links</Counted>
          <footer>
            <small>© 2026</small>
          </footer>
        </SharedElement>
        <p>{visitor}</p>
      </>
    );
    counter.renders = 0;
    const first = await render(store, tree("Ann"), 5);
    expect(store.size()).toBe(1);
    counter.renders = 0;
    const second = await render(store, tree("Bob"), 5);
    expect(counter.renders).toBe(0);
    expect(second).toBe(first.replace(">Ann<", ">Bob<"));
    expect(second).toMatch(/^<footer class="site"><div aria-labelledby=.*<footer><small>© 2026<\/small><\/footer><\/footer><p>Bob<\/p>$/);
  });

  it("keys sections by their inputs' identity: a new catalogue read renders again", async () => {
    const store = createSharedMarkupStore();
    await render(store, <Page name="Ann" catalogue={{ title: "Old" }} />);
    counter.renders = 0;
    const html = await render(store, <Page name="Ann" catalogue={{ title: "New" }} />);
    expect(counter.renders).toBe(1);
    expect(html).toContain("New");
    expect(html).not.toContain("Old");
  });

  it("keys sections by their place: the same section elsewhere in the tree has other useId values", async () => {
    const store = createSharedMarkupStore();
    const catalogue = { title: "T" };
    await render(store, <Page name="Ann" catalogue={catalogue} />);
    counter.renders = 0;
    const moved = await render(
      store,
      <>
        <header>banner</header>
        <Page name="Ann" catalogue={catalogue} />
      </>,
    );
    expect(counter.renders).toBe(2);
    const fresh = await render(
      createSharedMarkupStore(),
      <>
        <header>banner</header>
        <Page name="Ann" catalogue={catalogue} />
      </>,
    );
    expect(moved).toBe(fresh);
  });

  it("drops everything on clear, and a render that began before the clear stores nothing", async () => {
    const store = createSharedMarkupStore();
    const catalogue = { title: "T" };
    await render(store, <Page name="Ann" catalogue={catalogue} />);
    store.clear();
    expect(store.size()).toBe(0);

    const request = store.forRequest();
    store.clear();
    const mark = markOf(request.section({ name: "k", inputs: [] }, "_R_1_", "div"));
    request.capture.transform(Buffer.from(`<div data-shared-markup="${mark}"><p>stale</p></div>`));
    expect(store.size()).toBe(0);
  });

  it("keeps entries for their time to live only", async () => {
    const store = createSharedMarkupStore({ ttlMs: -1 });
    const catalogue = { title: "T" };
    await render(store, <Page name="Ann" catalogue={catalogue} />);
    counter.renders = 0;
    await render(store, <Page name="Ann" catalogue={catalogue} />);
    expect(counter.renders).toBe(2);
  });

  it("never keeps a section that is not finished: a pending Suspense boundary streams as usual", async () => {
    const store = createSharedMarkupStore();
    let release!: (value: string) => void;
    const later = new Promise<string>((resolve) => {
      release = resolve;
    });
    function Late() {
      return <span>{use(later)}</span>;
    }
    const request = store.forRequest();
    const chunks: Buffer[] = [];
    await new Promise<void>((resolve) => {
      const sink = new PassThrough();
      sink.on("data", (chunk: Buffer) => chunks.push(request.capture.active() ? request.capture.transform(chunk) : chunk));
      sink.on("end", () => {
        chunks.push(request.capture.end());
        resolve();
      });
      const { pipe } = renderToPipeableStream(
        <SharedMarkupContext.Provider value={request}>
          <HydrateWhenVisible shared={{ name: "late", inputs: [] }}>
            <Suspense fallback={<p>Loading...</p>}>
              <Late />
            </Suspense>
          </HydrateWhenVisible>
        </SharedMarkupContext.Provider>,
        {
          onShellReady() {
            pipe(sink);
            setTimeout(() => release("arrived"), 10);
          },
        },
      );
    });
    const html = Buffer.concat(chunks).toString("utf8");
    expect(html).toContain("Loading...");
    expect(html).toContain("arrived");
    expect(html).not.toContain("data-shared-markup");
    expect(store.size()).toBe(0);
  });
});

describe("markup capture", () => {
  const document = '<main><div data-hydrate="a" data-shared-markup="div:0" style="x"><div><p>é 画</p></div><div></div></div><p>after</p></main>';
  const expectedOut = document.replace(' data-shared-markup="div:0"', "");
  const expectedSection = "<div><p>é 画</p></div><div></div>";

  it("takes the mark out and reads the section's inner HTML whatever the chunk boundaries", () => {
    const bytes = Buffer.from(document, "utf8");
    for (let cut = 0; cut <= bytes.length; cut++) {
      for (const cut2 of [cut, Math.min(bytes.length, cut + 3), Math.min(bytes.length, cut + 11)]) {
        const sections: string[] = [];
        const capture = createMarkupCapture((_mark, html) => sections.push(html));
        capture.expect();
        const out = [bytes.subarray(0, cut), bytes.subarray(cut, cut2), bytes.subarray(cut2)].map((piece) => capture.transform(piece));
        out.push(capture.end());
        expect(Buffer.concat(out).toString("utf8")).toBe(expectedOut);
        expect(sections).toEqual([expectedSection]);
        expect(capture.active()).toBe(false);
      }
    }
  });

  it("lets a document through unchanged when no mark comes", () => {
    const capture = createMarkupCapture(() => {
      throw new Error("no section expected");
    });
    capture.expect();
    const text = '<p>data-shared-markup="div:1" in text is escaped by React: &quot;</p>';
    const out = Buffer.concat([capture.transform(Buffer.from(text)), capture.end()]).toString("utf8");
    expect(out).toBe(text);
  });

  it.each([
    ["a script", "<script>x()</script>"],
    ["a style", "<style>p{}</style>"],
    ["a pending boundary", '<!--$?--><template id="B:0"></template><p>Loading</p><!--/$-->'],
    ["a client-rendered boundary", "<!--$!--><!--/$-->"],
  ])("does not keep a section holding %s", (_kind, inner) => {
    const store = createSharedMarkupStore();
    const request = store.forRequest();
    const mark = markOf(request.section({ name: "k", inputs: [] }, "_R_1_", "div"));
    request.capture.transform(Buffer.from(`<div data-shared-markup="${mark}">${inner}</div>`));
    expect(store.size()).toBe(0);
  });
});
