import { describe, expect, it } from "vitest";
import { documentSink } from "./document-sink.server";
import { createMarkupCapture } from "./shared-markup.server";

const noCapture = () => createMarkupCapture(() => {});

async function text(body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>) {
  return new Response(body).text();
}

describe("documentSink", () => {
  it("answers a document written whole within React's first turn as one buffer, pieces in order", async () => {
    const { sink, body } = documentSink(noCapture());
    sink.write(Buffer.from("<!DOCTYPE html><html>"));
    sink.write(Buffer.from("<body>hello</body>"));
    sink.end(Buffer.from("</html>"));
    const settled = await body;
    expect(settled).toBeInstanceOf(Uint8Array);
    expect(await text(settled)).toBe("<!DOCTYPE html><html><body>hello</body></html>");
  });

  it("streams a document still being written after the first turn: the first pieces, then the later ones", async () => {
    const { sink, body } = documentSink(noCapture());
    sink.write(Buffer.from("<html><body>shell"));
    const settled = await body;
    expect(settled).toBeInstanceOf(ReadableStream);
    setTimeout(() => sink.end(Buffer.from(" and the late section</body></html>")), 20);
    expect(await text(settled)).toBe("<html><body>shell and the late section</body></html>");
  });

  it("fails the answer when the render is aborted before its first turn ended", async () => {
    const { sink, body } = documentSink(noCapture());
    // React's pipe listens for the sink's errors; so does this test.
    sink.on("error", () => {});
    sink.write(Buffer.from("<html>"));
    sink.destroy(new Error("aborted"));
    await expect(text(await body)).rejects.toThrow();
  });

  it("stops writing when the client cancels the stream", async () => {
    const { sink, body } = documentSink(noCapture());
    sink.write(Buffer.from("<html>"));
    const stream = (await body) as ReadableStream<Uint8Array>;
    await stream.cancel();
    expect(sink.destroyed).toBe(true);
  });
});
