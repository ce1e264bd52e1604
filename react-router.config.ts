import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // the whole route manifest (~6 KB gzip) ships with the page: no /__manifest requests after
  // hydration, whose route patching re-rendered every page once and hydrated its deferred parts
  routeDiscovery: { mode: "initial" },
  // loaders and actions get the raw request instead of up to three normalized copies per call
  // (decision 0006); code that needs the page's URL uses pageUrl(request)
  // every v8 behaviour adopted now, so the build and start logs carry no future-flag warnings
  future: {
    v8_passThroughRequests: true,
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
