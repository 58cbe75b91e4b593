import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Separate build folders let the e2e server build beside a running site.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // React Router v8's changes, each left off on purpose until we adopt it; naming them
  // stops the five "Future Flag Warning" notices every build and dev start printed.
  future: {
    // The dev server scans every route module for browser dependencies at start (vite.config.ts, optimizeDeps).
    unstable_optimizeDeps: true,
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
