import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/modules/*/schema.ts",
  out: "./db/migrations",
  casing: "snake_case",
});
