import { move } from 'piscina';
import type { Language } from '@shop/domain';
import type { KindedDocument } from '../../modules/documents/documents.view.ts';
import { renderPriceListPdf, type PriceListDrawing } from '../../modules/price-list/price-list.pdf.ts';
import { renderDocumentPdf } from './document-pdf.ts';

/** What a thread of the PDF pool draws: plain data in (structured clone), the file's bytes out. */
export type PdfJob = { kind: 'price-list'; list: PriceListDrawing } | { kind: 'document'; doc: KindedDocument; language: Language };

/**
 * Runs in a worker thread of PdfPool (decision 070). The bytes go back to the main thread moved,
 * not copied: a Buffer that owns its whole ArrayBuffer (pdfkit's output at any real size) is sent
 * as it is; a small one sliced from Node's shared pool is copied first, as the pool cannot move.
 */
export default async function drawPdf(job: PdfJob) {
  const pdf = job.kind === 'price-list' ? await renderPriceListPdf(job.list) : await renderDocumentPdf(job.doc, job.language);
  const own =
    pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength && pdf.buffer instanceof ArrayBuffer ? pdf.buffer : new Uint8Array(pdf).buffer;
  return move(own);
}
