// SIGTERM without losing work (CONTRACT.md, "Running it for real"): /healthz
// answers 503 at once and new requests are refused with 503, while requests
// already running and generation jobs get the grace period to finish; jobs
// still running then go back to the queue (no refund: another process or the
// next start runs them). Plain JavaScript: server/main.js loads it before the app.

/** Counts the requests being answered, so a stop can wait for them. */
export function trackRequests(listener, { isStopping }) {
  let running = 0;
  let idle = () => {};
  const tracked = (req, res) => {
    if (isStopping() && !isHealthCheck(req)) {
      // A new request during the stop: refused plainly, the connection closed so the client goes elsewhere.
      res.writeHead(503, { "content-type": "text/plain; charset=utf-8", connection: "close", "retry-after": "5" });
      res.end("The server is restarting. Try again in a few seconds.");
      return;
    }
    running += 1;
    res.once("close", () => {
      running -= 1;
      if (running === 0) idle();
    });
    listener(req, res);
  };
  /** Resolves once no request is being answered. */
  const drained = () => (running === 0 ? Promise.resolve() : new Promise((resolve) => (idle = resolve)));
  return { listener: tracked, drained, running: () => running };
}

const isHealthCheck = (req) => req.url === "/healthz" || req.url?.startsWith("/healthz?");

/**
 * The stop itself. `beginShutdown` flips /healthz to 503 and answers the grace in ms; `stopBackgroundWork(graceMs)`
 * stops the queue and the background runners (jobs past the grace give their leases back).
 */
export async function gracefulShutdown({ server, requests, beginShutdown, stopBackgroundWork, log = console }) {
  const started = Date.now();
  const graceMs = await beginShutdown();
  log.log(`Stopping: finishing running requests and generations (up to ${Math.round(graceMs / 1000)} s)...`);
  const deadline = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
  // Keep-alive connections with nothing running are closed; busy ones close when their answer is sent.
  server.closeIdleConnections?.();
  // Jobs get the grace, then those still running are stopped without a refund and their leases given back;
  // this is awaited in full, so no job is left half-given-back when the process exits.
  const background = stopBackgroundWork(graceMs).catch((error) => log.error("Stopping background work failed:", error));
  await Promise.race([requests.drained(), deadline]);
  await background;
  // A request still running past the grace is cut off.
  await new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
  log.log(`Stopped in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
