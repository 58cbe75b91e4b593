// `npm run bench:<name>`: loads scripts/bench/<name>.ts through Vite (same module
// resolution as the app) and runs its `runBenchmark()`, exiting with its code.
process.env.LOG_LEVEL ??= "error"; // quiet logs: the benchmark prints its own summary
const name = process.argv[2];
if (!name || !/^[a-z-]+$/.test(name)) {
  console.error("usage: node scripts/run-bench.js <name>   (a file scripts/bench/<name>.ts)");
  process.exit(2);
}
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
  const { runBenchmark } = await vite.ssrLoadModule(`/scripts/bench/${name}.ts`);
  code = await runBenchmark();
} catch (error) {
  console.error(error);
} finally {
  await vite.close();
}
process.exit(code);
