import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// a build's console shows problems only: no "JavaScript callbacks ran for …" plugin timing report
const checks = { bundlerTimings: false };

// Vite's environment API (React Router's v8_viteEnvironmentApi): the browser and the server build
// are configured per environment.
export default defineConfig({
  environments: {
    client: {
      build: {
        target: "es2022",
        rollupOptions: {
          checks,
          output: {
            chunkFileNames: (chunk) => (chunk.name.startsWith("icons") ? "assets/icons-[hash].js" : "assets/[name]-[hash].js"),
            codeSplitting: {
              groups: [
                // one chunk per set of pages instead of one file per icon (~50 tiny requests per page)
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, entriesAware: true, entriesAwareMergeThreshold: 6000 },
              ],
            },
          },
        },
      },
    },
    // the server build's entry is our Express app (server/app.ts), which wraps React Router's handler
    ssr: { build: { target: "node20", rollupOptions: { input: "./server/app.ts", checks } } },
  },
  resolve: { tsconfigPaths: true },
  ssr: {
    // native / wasm packages stay external and are loaded from node_modules at run time
    external: ["@electric-sql/pglite", "sharp", "pg", "pino", "nodemailer", "web-push", "pdf-lib", "qrcode"],
  },
  plugins: [tailwindcss(), reactRouter()],
});
