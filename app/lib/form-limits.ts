import type { z } from "zod";
import { AppError } from "~/lib/app-error";

/**
 * The one bound on list fields of posted forms (issue 21, finding 1). Form parsers build arrays at
 * the index the client names — conform's `tickets[100000000].name` (or `tickets.100000000.name`
 * on an existing list) made a sparse array of that length, and zod and the reply walked every hole
 * for a minute until the process died. Before anything is built, every field name is read here:
 *
 * - an index (`name[N]`, `name.N`, nested ones alike) must lie below its list's business limit — the
 *   zod schema's `.max()` (tickets per event, event types, rows) — or below FORM_LIST_HARD_CAP where
 *   the list has no maximum or the name is not in the schema;
 * - a name may repeat (checkbox groups, `name[]`) only as often as its list may hold items
 *   (repeats are concatenated one by one, quadratic in their count);
 * - conform's list and update intents (`__intent__`) are read the same way.
 *
 * `readForm` applies the hard cap to every posted form; the kit (`runFormSubmission`), `parseForm` and
 * the checkout apply their schema's or their own limits. A refusal is AppError FORM_LIST_TOO_LONG (400).
 */

/** The most items any posted list may hold, and the highest repeat count of one field name. */
export const FORM_LIST_HARD_CAP = 1000;

type Node =
  | { kind: "any" }
  | { kind: "object"; fields: Map<string, Node>; rest?: Node }
  | { kind: "array"; max: number; message?: string; element: Node };

const ANY: Node = { kind: "any" };

/** Limits by field name for forms without a zod schema, e.g. `{ attendee: 100 }` for `attendee.N.…`. */
export type FormListLimits = Record<string, number>;

type ZodInternals = { _zod?: { def?: Record<string, unknown> & { type?: string } } };

function maxCheck(def: Record<string, unknown>): { max: number; message?: string } {
  const checks = (def.checks ?? []) as Array<{ _zod?: { def?: { check?: string; maximum?: number; length?: number; error?: (issue: unknown) => unknown } } }>;
  for (const c of checks) {
    const d = c._zod?.def;
    if (!d) continue;
    const max = d.check === "max_length" ? d.maximum : d.check === "length_equals" ? d.length : undefined;
    if (typeof max !== "number") continue;
    let message: string | undefined;
    try {
      const m = d.error?.({ code: "too_big", origin: "array", maximum: max, input: [] });
      if (typeof m === "string") message = m;
      else if (m && typeof (m as { message?: unknown }).message === "string") message = (m as { message: string }).message;
    } catch {
      message = undefined;
    }
    return { max: Math.min(max, FORM_LIST_HARD_CAP), message };
  }
  return { max: FORM_LIST_HARD_CAP };
}

function merge(a: Node, b: Node): Node {
  if (a.kind === "any") return b;
  if (b.kind === "any") return a;
  if (a.kind === "array" && b.kind === "array") return { kind: "array", max: Math.max(a.max, b.max), message: a.message ?? b.message, element: merge(a.element, b.element) };
  if (a.kind === "object" && b.kind === "object") {
    const fields = new Map(a.fields);
    for (const [k, v] of b.fields) fields.set(k, fields.has(k) ? merge(fields.get(k)!, v) : v);
    const rest = a.rest && b.rest ? merge(a.rest, b.rest) : (a.rest ?? b.rest);
    return { kind: "object", fields, rest };
  }
  return ANY;
}

function nodeOf(schema: unknown, depth: number): Node {
  const def = (schema as ZodInternals | null)?._zod?.def;
  if (!def || depth > 40) return ANY;
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
    case "success":
      return nodeOf(def.innerType, depth + 1);
    case "pipe": {
      const out = nodeOf(def.out, depth + 1);
      return out.kind !== "any" ? out : nodeOf(def.in, depth + 1);
    }
    case "lazy":
      return typeof def.getter === "function" ? nodeOf((def.getter as () => unknown)(), depth + 1) : ANY;
    case "object": {
      const fields = new Map<string, Node>();
      for (const [k, v] of Object.entries((def.shape ?? {}) as Record<string, unknown>)) fields.set(k, nodeOf(v, depth + 1));
      return { kind: "object", fields, rest: def.catchall ? nodeOf(def.catchall, depth + 1) : undefined };
    }
    case "record":
      return { kind: "object", fields: new Map(), rest: nodeOf(def.valueType, depth + 1) };
    case "array":
      return { kind: "array", ...maxCheck(def), element: nodeOf(def.element, depth + 1) };
    case "tuple": {
      const items = (def.items ?? []) as unknown[];
      const element = items.reduce<Node>((acc, item) => merge(acc, nodeOf(item, depth + 1)), def.rest ? nodeOf(def.rest, depth + 1) : ANY);
      return { kind: "array", max: def.rest ? FORM_LIST_HARD_CAP : Math.min(items.length, FORM_LIST_HARD_CAP), element };
    }
    case "union":
      return ((def.options ?? []) as unknown[]).reduce<Node>((acc, o) => merge(acc, nodeOf(o, depth + 1)), ANY);
    case "intersection":
      return merge(nodeOf(def.left, depth + 1), nodeOf(def.right, depth + 1));
    default:
      return ANY;
  }
}

const cache = new WeakMap<object, Node>();

function limitsOf(source: z.ZodType | FormListLimits | undefined): Node {
  if (!source) return ANY;
  const cached = cache.get(source);
  if (cached) return cached;
  let node: Node;
  if ((source as ZodInternals)._zod) {
    try {
      node = nodeOf(source, 0);
    } catch {
      node = ANY;
    }
  } else {
    const fields = new Map<string, Node>();
    for (const [k, max] of Object.entries(source as FormListLimits)) fields.set(k, { kind: "array", max: Math.min(max, FORM_LIST_HARD_CAP), element: ANY });
    node = { kind: "object", fields };
  }
  cache.set(source, node);
  return node;
}

const TOKEN = /([^.[\]]+)|\[(\d*)\]/g;

/**
 * A field name's path as conform reads it (`a.b[0].c`, `a[]`), with every all-digit segment taken as
 * an index — on a list, `a.5` is `a[5]`. null when conform would not read the name at all.
 */
function pathOf(name: string): Array<string | number> | null {
  const segments: Array<string | number> = [];
  let last = 0;
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TOKEN.exec(name))) {
    if (m.index !== last && !(m.index === last + 1 && name[last] === ".")) return null;
    if (m[1] !== undefined) segments.push(/^\d+$/.test(m[1]) ? Number(m[1]) : m[1]);
    else segments.push(m[2] === "" ? "" : Number(m[2]));
    last = TOKEN.lastIndex;
  }
  return last === name.length && segments.length > 0 ? segments : null;
}

export type FormListViolation = { code: "FORM_LIST_TOO_LONG" | "FORM_UNREADABLE"; field: string; message: string };

/** The list at `field` would get too many items: the schema's own `.max()` text, else the catalogue's. */
const TOO_LONG = (field: string, node: Node): FormListViolation => {
  const message = node.kind === "array" && node.message ? node.message : new AppError("FORM_LIST_TOO_LONG").userMessage;
  return { code: "FORM_LIST_TOO_LONG", field, message };
};

const limitOf = (node: Node) => (node.kind === "array" ? node.max : FORM_LIST_HARD_CAP);

/** Walks one path; a violation when an index lies at or beyond its list's limit, else the path's node and key. */
function walk(root: Node, segments: Array<string | number>): FormListViolation | { node: Node; key: string } {
  let node = root;
  let key = "";
  for (const [i, seg] of segments.entries()) {
    if (seg === "") {
      // `name[]` appends to the list at `key`: counted like a repeat of the name
      if (i !== segments.length - 1) return { node: ANY, key: `${key}[]${i}` };
      break;
    }
    if (typeof seg === "number") {
      if (!(seg < limitOf(node))) return TOO_LONG(key, node);
      node = node.kind === "array" ? node.element : ANY;
      key = `${key}[${seg}]`;
    } else {
      node = node.kind === "object" ? (node.fields.get(seg) ?? node.rest ?? ANY) : ANY;
      key = key ? `${key}.${seg}` : seg;
    }
  }
  return { node, key };
}

const INTENT = "__intent__";
const STATE = "__state__";

/** conform's intent: the names and indexes it will write to. */
function intentPaths(raw: string): Array<Array<string | number>> | null {
  let intent: unknown;
  try {
    intent = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!intent || typeof intent !== "object") return null;
  const { type, payload } = intent as { type?: unknown; payload?: unknown };
  if (typeof type !== "string" || !payload || typeof payload !== "object") return null;
  const p = payload as { name?: unknown; index?: unknown; from?: unknown; to?: unknown };
  if (p.name !== undefined && typeof p.name !== "string") return null;
  const base = p.name ? pathOf(p.name) : [];
  if (!base) return null;
  const out = [base];
  for (const n of [p.index, p.from, p.to]) {
    if (n === undefined) continue;
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0) return null;
    out.push([...base, n]);
  }
  return out;
}

/**
 * The first field of the form that names an index beyond its list's limit or repeats too often
 * (see above); null when the form is within its limits. `limits`: the form's zod schema, or
 * limits by field name; without either, the hard cap alone.
 */
export function findFormListViolation(form: FormData, limits?: z.ZodType | FormListLimits): FormListViolation | null {
  const root = limitsOf(limits);
  const counts = new Map<string, number>();
  for (const name of form.keys()) {
    if (name === STATE) continue;
    if (name === INTENT) {
      const raw = form.get(INTENT);
      const paths = typeof raw === "string" ? intentPaths(raw) : null;
      if (!paths) return { code: "FORM_UNREADABLE", field: "", message: new AppError("FORM_UNREADABLE").userMessage };
      for (const p of paths) {
        const r = walk(root, p);
        if ("message" in r) return r;
      }
      continue;
    }
    const segments = pathOf(name);
    const r = segments ? walk(root, segments) : { node: ANY, key: name };
    if ("message" in r) return r;
    const n = (counts.get(r.key) ?? 0) + 1;
    counts.set(r.key, n);
    if (n > limitOf(r.node)) return TOO_LONG(r.key, r.node);
  }
  return null;
}

/** Throws AppError FORM_LIST_TOO_LONG (or FORM_UNREADABLE; 400, German) when the form exceeds its list limits. */
export function assertFormLists(form: FormData, limits?: z.ZodType | FormListLimits): void {
  const v = findFormListViolation(form, limits);
  if (v) throw new AppError(v.code, { message: v.message, fields: v.field ? { [v.field]: v.message } : undefined });
}
