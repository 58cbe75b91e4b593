// `npm run bench:moderation`: loads the TypeScript benchmark through Vite (same
// module resolution as the app) and runs it. See scripts/bench/moderation.ts.
process.env.LOG_LEVEL ??= "error";
const { createServer } = await import("vite");
import tsconfigPaths from "vite-tsconfig-paths";

const vite = await createServer({
  configFile: false,
  plugins: [tsconfigPaths()],
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  appType: "custom",
  logLevel: "warn",
});
let code = 1;
try {
  const { runBenchmark } = await vite.ssrLoadModule("/scripts/bench/moderation.ts");
  code = await runBenchmark();
} catch (error) {
  console.error(error);
} finally {
  await vite.close();
}
process.exit(code);
