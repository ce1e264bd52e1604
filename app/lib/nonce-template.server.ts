import zlib from "node:zlib";

/**
 * A stored page whose CSP nonce is replaced on every answer (issue 21 finding 9): the micro-cache
 * keeps a rendered page as the pieces between the occurrences of the nonce it was rendered with, and
 * each hit joins them with a fresh one — in the HTML and in the Content-Security-Policy header alike.
 *
 * Compressed hits stay cheap: every piece is deflated once (raw deflate, ending in a sync flush, so
 * the pieces can be put one after another), and a hit writes the gzip stream as header, piece, the
 * fresh nonce as an uncompressed ("stored") deflate block, piece, …, a final empty block and the
 * trailer (CRC-32 and length of the whole page). No compression per hit — only a CRC-32 over the page.
 */
export type NonceTemplate = {
  /** the page split at the nonce it was rendered with (one piece when it has none) */
  pieces: Buffer[];
  /** each piece raw-deflated with a sync flush, made on the first hit that accepts gzip */
  deflated?: Buffer[];
};

export function nonceTemplate(body: Buffer, nonce: string | undefined): NonceTemplate {
  if (!nonce) return { pieces: [body] };
  const needle = Buffer.from(nonce, "latin1");
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    pieces.push(body.subarray(from, at));
    from = at + needle.length;
  }
  pieces.push(body.subarray(from));
  return { pieces };
}

/** The page with `nonce` wherever the stored one was. */
export function fillNonce(t: NonceTemplate, nonce: string): Buffer {
  if (t.pieces.length === 1) return t.pieces[0]!;
  const n = Buffer.from(nonce, "latin1");
  const out: Buffer[] = [];
  t.pieces.forEach((piece, i) => {
    if (i > 0) out.push(n);
    out.push(piece);
  });
  return Buffer.concat(out);
}

/** Header values with the stored nonce replaced (the CSP's `'nonce-…'`). */
export function replaceNonceIn(value: string | string[], oldNonce: string | undefined, nonce: string): string | string[] {
  if (!oldNonce) return value;
  return Array.isArray(value) ? value.map((v) => v.split(oldNonce).join(nonce)) : value.split(oldNonce).join(nonce);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty stored block (BFINAL=1, BTYPE=00, LEN=0, NLEN=0xffff). */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** The page with `nonce`, gzip-compressed from the pieces deflated once (see above). */
export function gzipWithNonce(t: NonceTemplate, nonce: string): Buffer {
  t.deflated ??= t.pieces.map((piece) => zlib.deflateRawSync(piece, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH }));
  const n = Buffer.from(nonce, "latin1");
  if (n.length > 0xffff) throw new Error("nonce too long");
  const stored = Buffer.alloc(5);
  stored[0] = 0x00; // BFINAL=0, BTYPE=00; the previous piece ended byte-aligned (sync flush)
  stored.writeUInt16LE(n.length, 1);
  stored.writeUInt16LE(~n.length & 0xffff, 3);
  const out: Buffer[] = [GZIP_HEADER];
  t.deflated.forEach((piece, i) => {
    if (i > 0) out.push(stored, n);
    out.push(piece);
  });
  out.push(FINAL_BLOCK);
  const plain = fillNonce(t, nonce);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(plain) >>> 0, 0);
  trailer.writeUInt32LE(plain.length >>> 0, 4);
  out.push(trailer);
  return Buffer.concat(out);
}
