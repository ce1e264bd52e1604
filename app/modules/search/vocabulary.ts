/**
 * Typo tolerance (pg_trgm-style trigram similarity) against the vocabulary of the search index:
 * a misspelt word ("Konzrt") is replaced by the closest known words ("konzert").
 */

/** Trigrams as pg_trgm builds them: each word padded with two spaces in front and one behind. */
export function trigrams(word: string): Set<string> {
  const out = new Set<string>();
  const w = `  ${word} `;
  for (let i = 0; i + 3 <= w.length; i++) out.add(w.slice(i, i + 3));
  return out;
}

export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

export class Vocabulary {
  private readonly words: string[];
  private readonly byTrigram = new Map<string, number[]>();
  private readonly known: Set<string>;

  constructor(words: Iterable<string>) {
    this.words = [...new Set(words)].filter((w) => /^[\p{L}\p{N}]{2,40}$/u.test(w));
    this.known = new Set(this.words);
    this.words.forEach((w, i) => {
      for (const t of trigrams(w)) {
        const list = this.byTrigram.get(t);
        if (list) list.push(i);
        else this.byTrigram.set(t, [i]);
      }
    });
  }

  get size() {
    return this.words.length;
  }

  /** True when the word (or a word starting with it) is in the vocabulary. */
  knows(word: string): boolean {
    if (this.known.has(word)) return true;
    if (word.length < 3) return true;
    for (const w of this.words) if (w.startsWith(word)) return true;
    return false;
  }

  /** The closest known words with similarity ≥ min, best first. */
  suggest(word: string, max = 3, min = 0.4): string[] {
    const counts = new Map<number, number>();
    const grams = trigrams(word);
    for (const t of grams) for (const i of this.byTrigram.get(t) ?? []) counts.set(i, (counts.get(i) ?? 0) + 1);
    const scored: Array<[string, number]> = [];
    for (const [i, shared] of counts) {
      const w = this.words[i];
      const score = shared / (grams.size + trigrams(w).size - shared);
      if (score >= min) scored.push([w, score]);
    }
    return scored
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, max)
      .map(([w]) => w);
  }
}
