import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, as a reader's PDF program extracts it (pages joined by new lines). */
export async function pdfText(buffer: Buffer | Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(buffer), useSystemFonts: false }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++)
    texts.push(((await (await doc.getPage(n)).getTextContent()).items as Array<{ str: string }>).map((i) => i.str).join(' '));
  return texts.join('\n');
}
