// BENCH_TIMELINE=<file>: a per-request timeline for finding where slow requests wait
// (docs/benchmarks.md, issue 30). Each answered request becomes one JSON line: when its
// connection was accepted, when Node handed it over, the marks the app set on the way
// (admitted: server/admission.js; database queries: called, run, done; render start, shell
// ready) and the first and last byte, with GC pauses and the event loop's delay each second.
// BENCH_TIMELINE_TURNS=1 also numbers the loop's turns (accept, start and end of each request):
// it keeps the loop spinning, so only for diagnosis. Off unless set; the app reaches it
// through globalThis. `node scripts/bench-timeline-report.js <file> [url]` sums it up.
import { AsyncLocalStorage } from "node:async_hooks";
import { createWriteStream } from "node:fs";
import { PerformanceObserver, monitorEventLoopDelay, performance } from "node:perf_hooks";

/** Wraps the request listener; returns it unchanged when BENCH_TIMELINE is unset. */
export function withTimeline(listener, server) {
  const file = process.env.BENCH_TIMELINE?.trim();
  if (!file) return listener;
  const out = createWriteStream(file);
  const store = new AsyncLocalStorage();
  globalThis.__benchTimeline = { mark: (label) => store.getStore()?.push([label, performance.now()]) };
  let turn = 0;
  if (process.env.BENCH_TIMELINE_TURNS) {
    const count = () => {
      turn += 1;
      setImmediate(count);
    };
    setImmediate(count);
  }
  server.on("connection", (socket) => {
    socket.acceptedAt = performance.now();
    socket.acceptedTurn = turn;
  });
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      out.write(`${JSON.stringify({ gc: entry.detail?.kind ?? entry.kind, at: entry.startTime, ms: entry.duration })}\n`);
  });
  gcObserver.observe({ entryTypes: ["gc"] });
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  setInterval(() => {
    out.write(`${JSON.stringify({ loop: { max: loop.max / 1e6, p99: loop.percentile(99) / 1e6, mean: loop.mean / 1e6 }, at: performance.now() })}\n`);
    loop.reset();
  }, 1000).unref();
  return (req, res) => {
    const marks = [["request", performance.now()]];
    req.startTurn = turn;
    const first = () => marks.push(["first-byte", performance.now()]);
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      first();
      res.writeHead = writeHead;
      return writeHead.apply(this, args);
    };
    res.once("finish", () => {
      marks.push(["last-byte", performance.now()]);
      out.write(
        `${JSON.stringify({ url: req.url, port: req.socket.remotePort, origin: performance.timeOrigin, accepted: req.socket.acceptedAt, turns: [req.socket.acceptedTurn, req.startTurn, turn], nth: (req.socket.served = (req.socket.served ?? 0) + 1), marks })}\n`,
      );
    });
    store.run(marks, () => listener(req, res));
  };
}
