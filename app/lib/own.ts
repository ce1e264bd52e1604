/**
 * The value a lookup table holds for a key of its own — never an inherited one. A key that comes
 * from outside (a URL, a form, a file name) may be "toString", "constructor" or "__proto__";
 * `table[key]` would then answer a function of Object.prototype instead of nothing.
 */
export function own<T>(table: Readonly<Record<string, T>>, key: string | null | undefined): T | undefined {
  return key != null && Object.hasOwn(table, key) ? table[key] : undefined;
}
