import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Separate build folders let the e2e server build beside a running site.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
