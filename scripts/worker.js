// `npm run worker`: runs generation jobs from the queue (server/worker.ts),
// loaded through Vite like the benchmarks (same module resolution as the app).
if (!process.env.DATABASE_URL?.trim()) {
  console.error(
    "npm run worker needs DATABASE_URL (a PostgreSQL server shared with the web processes). On the embedded database the web process runs the generation jobs itself.",
  );
  process.exit(2);
}
process.env.NODE_ENV ??= "production";
const { createServer } = await import("vite");
const { default: tsconfigPaths } = await import("vite-tsconfig-paths");

const vite = await createServer({
  configFile: false,
  plugins: [tsconfigPaths()],
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  appType: "custom",
  logLevel: "warn",
});
let code = 1;
try {
  const { runWorker } = await vite.ssrLoadModule("/server/worker.ts");
  code = await runWorker();
} catch (error) {
  console.error("The worker failed:", error);
} finally {
  await vite.close();
}
process.exit(code);
