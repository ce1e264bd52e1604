import { z } from "zod";
import { multiLine, oneLine } from "~/lib/input";

/**
 * The Puck document of a blog post (puck_content): validation, normalisation and helpers.
 * Isomorphic: used by the server (save, render) and by the editor in the browser.
 */

export const BLOG_BLOCK_TYPES = ["Heading", "Text", "Quote", "Image", "EventCard"] as const;
export type BlogBlockType = (typeof BLOG_BLOCK_TYPES)[number];

export type HeadingLevel = 2 | 3 | 4;
export type BlogBlockProps = {
  Heading: { text: string; level: HeadingLevel };
  Text: { text: string };
  Quote: { text: string; author: string };
  Image: { src: string; alt: string; caption: string };
  EventCard: { eventSlug: string };
};

export type BlogBlock = { [K in BlogBlockType]: { type: K; props: BlogBlockProps[K] & { id: string } } }[BlogBlockType];
export type BlogDocument = { content: BlogBlock[]; root: { props: Record<string, unknown> } };

export const MAX_BLOCKS = 200;

/** Accepts 2, "2", "h2" (and 1 → 2, since the post title is the page's h1). */
export function normalizeLevel(level: unknown): HeadingLevel {
  const n = typeof level === "number" ? level : Number(String(level ?? "").replace(/^h/i, ""));
  if (n === 3) return 3;
  if (n >= 4 && n <= 6) return 4;
  return 2;
}

const str = (v: unknown) => (typeof v === "string" ? v : v == null ? "" : String(v));

/** Image sources we serve ourselves (media store, generated artwork) or any https URL. */
export function isAllowedImageSrc(src: string): boolean {
  return /^\/(media|art)\/[\w./-]+$/.test(src) || /^https:\/\/[^\s"'<>]+$/.test(src);
}

const blockId = z.string().trim().min(1).max(100);
/** Block texts under the one text rule of ~/lib/input: headings, names and captions on one line, paragraphs and quotes with line breaks. */
const text = (label: string, max: number, kind: "line" | "multiline" = "multiline") => {
  const s = z.string({ error: `${label} ist erforderlich.` }).trim().min(1, `${label} darf nicht leer sein.`).max(max, `${label} darf höchstens ${max} Zeichen lang sein.`);
  return kind === "line" ? oneLine(s) : multiLine(s);
};

const blockSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("Heading"),
    props: z.object({ id: blockId, text: text("Die Überschrift", 200, "line"), level: z.unknown().optional().transform(normalizeLevel) }),
  }),
  z.object({ type: z.literal("Text"), props: z.object({ id: blockId, text: text("Der Textabsatz", 10_000) }) }),
  z.object({
    type: z.literal("Quote"),
    props: z.object({
      id: blockId,
      text: text("Das Zitat", 1000),
      author: z.unknown().optional().transform(str).pipe(oneLine(z.string().trim().max(120, "Der Name beim Zitat darf höchstens 120 Zeichen lang sein."))),
    }),
  }),
  z.object({
    type: z.literal("Image"),
    props: z.object({
      id: blockId,
      src: z
        .string({ error: "Bitte wählen Sie für jedes Bild eine Datei aus." })
        .trim()
        .min(1, "Bitte wählen Sie für jedes Bild eine Datei aus.")
        .max(2000, "Die Bildadresse ist zu lang.")
        .refine(isAllowedImageSrc, "Die Bildadresse ist ungültig (nur hochgeladene Bilder oder https-Adressen)."),
      alt: text("Der Alternativtext des Bildes", 300, "line"),
      caption: z.unknown().optional().transform(str).pipe(oneLine(z.string().trim().max(300, "Die Bildunterschrift darf höchstens 300 Zeichen lang sein."))),
    }),
  }),
  z.object({
    type: z.literal("EventCard"),
    props: z.object({
      id: blockId,
      eventSlug: z
        .string({ error: "Bitte geben Sie für die Event-Karte ein Event an." })
        .trim()
        .min(1, "Bitte geben Sie für die Event-Karte ein Event an.")
        .max(200, "Die Event-Adresse ist zu lang.")
        .regex(/^[a-z0-9-]+$/, "Die Event-Adresse darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten."),
    }),
  }),
]);

export const blogDocumentSchema = z.object({
  content: z
    .array(z.unknown(), { error: "Der Inhalt des Artikels ist ungültig." })
    .max(MAX_BLOCKS, `Ein Artikel darf höchstens ${MAX_BLOCKS} Blöcke enthalten.`)
    .transform((items, ctx) => {
      const out: BlogBlock[] = [];
      items.forEach((item, i) => {
        const type = (item as { type?: unknown } | null)?.type;
        if (!BLOG_BLOCK_TYPES.includes(type as BlogBlockType)) {
          ctx.addIssue({ code: "custom", path: [i], message: "Der Artikel enthält einen unbekannten Block." });
          return;
        }
        const r = blockSchema.safeParse(item);
        if (!r.success) {
          ctx.addIssue({ code: "custom", path: [i], message: r.error.issues[0]?.message ?? "Ein Block ist ungültig." });
          return;
        }
        out.push(r.data as BlogBlock);
      });
      return out;
    }),
  root: z.unknown().optional(),
});

/** Validates an editor document; on failure returns the first German message. */
export function parseBlogDocument(input: unknown): { ok: true; doc: BlogDocument } | { ok: false; message: string } {
  const r = blogDocumentSchema.safeParse(input);
  if (!r.success) return { ok: false, message: r.error.issues[0]?.message ?? "Der Inhalt des Artikels ist ungültig." };
  return { ok: true, doc: { content: r.data.content, root: { props: {} } } };
}

/**
 * Lenient read of stored content (seed, older editors): drops what cannot be shown instead
 * of failing the page, and fills in defaults.
 */
export function normalizeStoredDocument(raw: unknown): BlogDocument {
  const content = Array.isArray((raw as { content?: unknown } | null)?.content) ? (raw as { content: unknown[] }).content : [];
  const out: BlogBlock[] = [];
  content.forEach((item, i) => {
    const it = item as { type?: unknown; props?: Record<string, unknown> } | null;
    if (!it || !BLOG_BLOCK_TYPES.includes(it.type as BlogBlockType)) return;
    const p = it.props ?? {};
    const id = str(p.id) || `${String(it.type)}-${i}`;
    switch (it.type as BlogBlockType) {
      case "Heading":
        if (str(p.text)) out.push({ type: "Heading", props: { id, text: str(p.text), level: normalizeLevel(p.level) } });
        break;
      case "Text":
        if (str(p.text)) out.push({ type: "Text", props: { id, text: str(p.text) } });
        break;
      case "Quote":
        if (str(p.text)) out.push({ type: "Quote", props: { id, text: str(p.text), author: str(p.author) } });
        break;
      case "Image":
        if (isAllowedImageSrc(str(p.src))) out.push({ type: "Image", props: { id, src: str(p.src), alt: str(p.alt), caption: str(p.caption) } });
        break;
      case "EventCard":
        if (str(p.eventSlug)) out.push({ type: "EventCard", props: { id, eventSlug: str(p.eventSlug) } });
        break;
    }
  });
  return { content: out, root: { props: {} } };
}

/** Plain text of a document (for search and the excerpt fallback). */
export function documentToPlainText(doc: BlogDocument): string {
  return doc.content
    .map((b) => {
      switch (b.type) {
        case "Heading":
        case "Text":
          return b.props.text;
        case "Quote":
          return b.props.author ? `„${b.props.text}“ – ${b.props.author}` : `„${b.props.text}“`;
        case "Image":
          return b.props.caption;
        default:
          return "";
      }
    })
    .filter(Boolean)
    .join("\n\n");
}

/** Event slugs a document embeds (resolved by the loader). */
export function embeddedEventSlugs(doc: BlogDocument): string[] {
  return [...new Set(doc.content.flatMap((b) => (b.type === "EventCard" ? [b.props.eventSlug] : [])))];
}

/** Reading time at ~200 words a minute, at least one minute. */
export function readingMinutes(doc: BlogDocument): number {
  const words = documentToPlainText(doc).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** A new document from plain paragraphs (organizer "new article" form); "## " lines become headings. */
export function documentFromText(body: string): BlogDocument {
  const blocks: BlogBlock[] = [];
  const paragraphs = body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  for (const p of paragraphs) {
    const [first, ...rest] = p.split("\n");
    if (/^#{1,3}\s+\S/.test(first)) {
      blocks.push({ type: "Heading", props: { id: `Heading-${blocks.length + 1}`, text: first.replace(/^#{1,3}\s+/, "").trim().slice(0, 200), level: 2 } });
      const text = rest.join("\n").trim();
      if (text) blocks.push({ type: "Text", props: { id: `Text-${blocks.length + 1}`, text } });
    } else {
      blocks.push({ type: "Text", props: { id: `Text-${blocks.length + 1}`, text: p } });
    }
  }
  return { content: blocks, root: { props: {} } };
}
