/**
 * Filling the home page's category rows (spec §2.6 "City home", §9 "Home and events"):
 * each row holds at most 10 of the (up to 100) upcoming events, first those whose tags (or
 * category) match, then — when fewer than 10 matched by tag — events whose title, short
 * description or tags contain one of the category's keywords, then — when the row still holds
 * fewer than 5 — events without any tags. Order inside each step follows the input order
 * (start date ascending).
 */

export const HOME_ROW_IDS = ["featured", "music", "party", "theater", "art", "spoken", "food", "sport", "film", "family"] as const;
export type HomeRowId = (typeof HOME_ROW_IDS)[number];
export const ROW_MAX = 10;
export const ROW_UNTAGGED_BELOW = 5;
export const HOME_EVENT_LIMIT = 100;

export type RowCategory = { id: string; name: string; keywords: string[] };
export type RowEvent = {
  id: string;
  title: string;
  shortDescription: string;
  tags: string[];
  categoryId: string | null;
  isFeatured: boolean;
};

/** Lower case without accents/umlaut dots (ü → u), so 'Bühne' matches 'buhne' and 'BÜHNE'. */
export function normalize(s: string): string {
  return s
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim();
}

function tagVocabulary(c: RowCategory): Set<string> {
  return new Set([c.id, c.name, ...c.keywords].map(normalize));
}

/** Tag match: the event's category is this row, it is featured (featured row), or one of its tags names the category. */
export function matchesByTag(e: RowEvent, c: RowCategory): boolean {
  if (c.id === "featured" && e.isFeatured) return true;
  if (e.categoryId === c.id) return true;
  const vocab = tagVocabulary(c);
  return e.tags.some((t) => vocab.has(normalize(t)));
}

/** Keyword fallback: a keyword occurs in the title, short description or a tag. */
export function matchesByKeyword(e: RowEvent, c: RowCategory): boolean {
  const hay = normalize([e.title, e.shortDescription, ...e.tags].join(" "));
  return c.keywords.some((k) => {
    const n = normalize(k);
    return n.length > 0 && hay.includes(n);
  });
}

export function fillRow<E extends RowEvent>(category: RowCategory, events: readonly E[], max = ROW_MAX): E[] {
  const row: E[] = [];
  const taken = new Set<string>();
  const add = (e: E) => {
    if (row.length < max && !taken.has(e.id)) {
      row.push(e);
      taken.add(e.id);
    }
  };
  for (const e of events) if (matchesByTag(e, category)) add(e);
  if (row.length < max) for (const e of events) if (matchesByKeyword(e, category)) add(e);
  if (row.length < ROW_UNTAGGED_BELOW) for (const e of events) if (e.tags.length === 0) add(e);
  return row;
}

/** Every home row in the spec's order; categories missing from the list are skipped. */
export function fillHomeRows<E extends RowEvent>(categories: readonly RowCategory[], events: readonly E[]) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  return HOME_ROW_IDS.flatMap((id) => {
    const c = byId.get(id);
    return c ? [{ category: c, events: fillRow(c, events.slice(0, HOME_EVENT_LIMIT)) }] : [];
  });
}
