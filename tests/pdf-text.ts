/**
 * Text drawn in a PDF made with pdf-lib: its FlateDecode streams, read by their /Length, and the
 * strings shown with Tj (hex or literal). The length matters: a stream cut at the first
 * "\r\nendstream" loses its last byte when that byte is a carriage return (about one stream in 400).
 */
import zlib from "node:zlib";

export function pdfText(bytes: Uint8Array): string {
  const s = Buffer.from(bytes).toString("latin1");
  const out: string[] = [];
  for (const m of s.matchAll(/<<([^<>]*)>>\s*stream\r?\n/g)) {
    const length = /\/Length (\d+)/.exec(m[1]!);
    if (!length) continue;
    const start = m.index + m[0].length;
    const raw = s.slice(start, start + Number(length[1]));
    let dec = raw;
    if (/\/FlateDecode/.test(m[1]!)) {
      try {
        dec = zlib.inflateSync(Buffer.from(raw, "latin1")).toString("latin1");
      } catch {
        continue;
      }
    }
    for (const t of dec.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) out.push(Buffer.from(t[1]!, "hex").toString("latin1"));
    for (const t of dec.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) out.push(t[1]!);
  }
  return out.join("\n");
}
