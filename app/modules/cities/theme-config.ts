/** City theme settings (kept free of drizzle so client code can import them). */
export type ThemeConfig = {
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  theme: "light" | "dark";
};

export const DEFAULT_THEME: ThemeConfig = {
  primary_color: "#b53c7a",
  secondary_color: "#554c9a",
  accent_color: "#10b981",
  theme: "light",
};
