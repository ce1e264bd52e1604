import { describe, expect, it } from "vitest";
import { documentFromText, documentToPlainText, embeddedEventSlugs, normalizeLevel, normalizeStoredDocument, parseBlogDocument } from "~/modules/content/blog-content";

describe("blog documents", () => {
  it("accepts the seed's blocks and normalises heading levels", () => {
    const r = parseBlogDocument({
      content: [
        { type: "Heading", props: { id: "h", text: "Titel", level: "h3" } },
        { type: "Text", props: { id: "t", text: "Absatz" } },
        { type: "Quote", props: { id: "q", text: "Zitat" } },
        { type: "Image", props: { id: "i", src: "/media/blog/ab/x-800.webp", alt: "Ein Bild", caption: "" } },
        { type: "EventCard", props: { id: "e", eventSlug: "jazz-im-hafen-1a2b3c4d" } },
      ],
      root: { props: {} },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.doc.content[0]).toMatchObject({ type: "Heading", props: { level: 3 } });
    expect(r.doc.content[2]).toMatchObject({ type: "Quote", props: { author: "" } });
    expect(embeddedEventSlugs(r.doc)).toEqual(["jazz-im-hafen-1a2b3c4d"]);
  });

  it("refuses unknown blocks, unsafe image sources and missing alt texts in German", () => {
    const bad = (content: unknown[]) => parseBlogDocument({ content, root: {} });
    expect(bad([{ type: "Html", props: { id: "x", html: "<script>" } }])).toEqual({ ok: false, message: "Der Artikel enthält einen unbekannten Block." });
    expect(bad([{ type: "Image", props: { id: "i", src: "javascript:alert(1)", alt: "x" } }])).toMatchObject({ ok: false, message: expect.stringContaining("Bildadresse") });
    expect(bad([{ type: "Image", props: { id: "i", src: "/art/blog/x/y.svg", alt: " " } }])).toMatchObject({ ok: false, message: expect.stringContaining("Alternativtext") });
    expect(bad([{ type: "EventCard", props: { id: "e", eventSlug: "../../admin" } }]).ok).toBe(false);
    expect(parseBlogDocument(null).ok).toBe(false);
  });

  it("reads stored content leniently", () => {
    const doc = normalizeStoredDocument({ content: [{ type: "Text", props: { text: "A" } }, { type: "Nope", props: {} }, { type: "Image", props: { src: "http://x" } }] });
    expect(doc.content).toEqual([{ type: "Text", props: { id: "Text-0", text: "A" } }]);
    expect(normalizeStoredDocument(null).content).toEqual([]);
    expect(normalizeLevel(1)).toBe(2);
    expect(normalizeLevel(5)).toBe(4);
  });

  it("turns plain text into blocks", () => {
    const doc = documentFromText("## Auftakt\nErster Satz.\n\nZweiter Absatz.");
    expect(doc.content.map((b) => b.type)).toEqual(["Heading", "Text", "Text"]);
    expect(documentToPlainText(doc)).toBe("Auftakt\n\nErster Satz.\n\nZweiter Absatz.");
  });
});
