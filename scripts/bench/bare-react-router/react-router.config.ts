import type { Config } from "@react-router/dev/config";

// A bare React Router site: the yardstick of issue 30's server-rendering bar ("half a
// bare React Router page"). `npm run bench:ssr` builds it with BENCH_SSR_MODES=bare.
export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: { unstable_optimizeDeps: false },
} satisfies Config;
