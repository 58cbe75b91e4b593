// `npm run bench:<name>`: loads scripts/bench/<name>.ts through Vite (same module
// resolution as the app) and runs its `runBenchmark()`, exiting with its code.
process.env.LOG_LEVEL ??= "error"; // quiet logs: the benchmark prints its own summary
const name = process.argv[2];
if (!name || !/^[a-z-]+$/.test(name)) {
  console.error("usage: node scripts/run-bench.js <name>   (a file scripts/bench/<name>.ts)");
  process.exit(2);
}
const { runThroughVite } = await import("./lib/run-through-vite.js");
let code = 1;
try {
  code = await runThroughVite(`/scripts/bench/${name}.ts`, "runBenchmark");
} catch (error) {
  console.error(error);
}
process.exit(code);
