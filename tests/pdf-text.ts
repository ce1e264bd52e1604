/** The text of a PDF (all pages), extracted by unpdf (pdf.js) — for assertions on generated tickets. */
import { extractText, getDocumentProxy } from "unpdf";

export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes ownership of (and detaches) the buffer it is given: hand it a copy
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
