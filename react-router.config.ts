import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // the whole route manifest (~6 KB gzip) ships with the page: no /__manifest requests after
  // hydration, whose route patching re-rendered every page once and hydrated its deferred parts
  routeDiscovery: { mode: "initial" },
} satisfies Config;
