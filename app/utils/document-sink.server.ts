import { Writable } from "node:stream";
import type { MarkupCapture } from "~/utils/shared-markup.server";

/**
 * Where React writes the document. React writes it in many small pieces (about 2 KB
 * each); they are joined into one chunk per turn of the event loop (issue 30). When the
 * whole document is written within React's first turn (no section still waiting for
 * data: every page of the site, nearly always), the answer is that one Buffer, sent with
 * its length in one write; otherwise a web stream that the later pieces follow.
 * `body` settles at the end of that first turn.
 */
export function documentSink(capture: MarkupCapture) {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let pending: Buffer[] = [];
  let scheduled = false;
  let finished = false;
  let open = true;
  let settle!: (body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>) => void;
  const body = new Promise<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>>((resolve) => (settle = resolve));
  // React's pieces are Buffers over ordinary ArrayBuffers (never shared memory).
  const joined = () => {
    const chunk = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [];
    return chunk as Uint8Array<ArrayBuffer>;
  };
  const flush = () => {
    scheduled = false;
    // Finished within the first turn: the whole document already went out as one Buffer.
    if (finished && !controller) return;
    if (!controller) {
      settle(
        new ReadableStream<Uint8Array>({
          start(c) {
            controller = c;
          },
          // The client went away: React stops writing once its destination is gone.
          cancel() {
            open = false;
            sink.destroy();
          },
        }),
      );
    }
    if (!open || pending.length === 0) return;
    controller!.enqueue(joined());
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      pending.push(capture.active() ? capture.transform(chunk) : chunk);
      schedule();
      callback();
    },
    final(callback) {
      if (capture.active()) pending.push(capture.end());
      finished = true;
      if (!controller) settle(joined());
      else if (open) {
        if (pending.length > 0) controller.enqueue(joined());
        controller.close();
        open = false;
      }
      callback();
    },
    destroy(error, callback) {
      if (open && error) controller?.error(error);
      // Destroyed unfinished before the first turn ended (the render was aborted): the answer fails as a stream would.
      if (!controller && !finished) settle(new ReadableStream({ start: (c) => c.error(error ?? new Error("render aborted")) }));
      open = false;
      callback(error);
    },
  });
  return { sink, body };
}
