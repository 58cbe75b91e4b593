// Loads a TypeScript module of the app through Vite (the app's own module
// resolution, `~/` paths included) and runs one of its exports, which resolves
// with the process exit code. Used by `npm run worker` and the benchmarks.
export async function runThroughVite(modulePath, exportName) {
  const { createServer } = await import("vite");
  const { default: tsconfigPaths } = await import("vite-tsconfig-paths");
  const vite = await createServer({
    configFile: false,
    plugins: [tsconfigPaths()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    logLevel: "warn",
  });
  try {
    const loaded = await vite.ssrLoadModule(modulePath);
    return await loaded[exportName]();
  } finally {
    await vite.close();
  }
}
