// `npm run worker`: runs generation jobs from the queue (server/worker.ts),
// loaded through Vite like the benchmarks (same module resolution as the app).
if (!process.env.DATABASE_URL?.trim()) {
  console.error(
    "npm run worker needs DATABASE_URL (a PostgreSQL server shared with the web processes). On the embedded database the web process runs the generation jobs itself.",
  );
  process.exit(2);
}
process.env.NODE_ENV ??= "production";
const { runThroughVite } = await import("./lib/run-through-vite.js");
let code = 1;
try {
  code = await runThroughVite("/server/worker.ts", "runWorker");
} catch (error) {
  console.error("The worker failed:", error);
}
process.exit(code);
