import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : {
        target: "es2022",
        rollupOptions: {
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
  resolve: { tsconfigPaths: true },
  ssr: {
    // native / wasm packages stay external and are loaded from node_modules at run time
    external: ["@electric-sql/pglite", "sharp", "pg", "pino", "nodemailer", "web-push", "pdf-lib", "qrcode"],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
