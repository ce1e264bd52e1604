/** Reading time before a blog view counts (spec §9: "5 s used"). */
export const MIN_READ_MS = 5_000;
