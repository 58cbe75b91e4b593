// `npm run backup -- FILE` / `npm run restore -- FILE` (server/backup-cli.ts), loaded
// through Vite like the worker (the app's own module resolution).
const restore = process.argv.includes("--restore");
if (restore) process.argv.splice(process.argv.indexOf("--restore"), 1);
process.env.NODE_ENV ??= "production";
const { runThroughVite } = await import("./lib/run-through-vite.js");
let code = 1;
try {
  code = await runThroughVite("/server/backup-cli.ts", restore ? "runRestore" : "runBackup");
} catch (error) {
  console.error(restore ? "The restore failed:" : "The backup failed:", error);
}
process.exit(code);
