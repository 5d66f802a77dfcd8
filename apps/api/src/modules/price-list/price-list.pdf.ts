import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { PriceList } from './price-list.service.ts';

// DejaVu Sans, as the documents' PDFs: every Lithuanian letter and the euro sign render.
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

const MARGIN = 36;
const BOTTOM = 842 - MARGIN - 20;
/** SKU, brand, name, flavour, weight, minimum, stock, price: 523 points, the width of A4 inside the margins. */
const WIDTHS = [78, 72, 110, 90, 40, 38, 40, 55];
/** The numbers stand right. */
const RIGHT_FROM = 5;

/** The price list as an A4 PDF table, its header row on every page and "page n of m" at the foot. */
export function renderPriceListPdf(list: PriceList): Promise<Buffer> {
  const t = list.texts;
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: `${t.title} ${list.date}` } });
  pdf.registerFont('regular', path.join(fontDir, 'DejaVuSans.ttf'));
  pdf.registerFont('bold', path.join(fontDir, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));

  pdf.font('bold').fontSize(16).text(t.title, MARGIN, MARGIN);
  pdf.font('regular').fontSize(9);
  pdf.text(`${t.date}: ${list.date}`);
  pdf.text(list.customer ? `${t.customer}: ${list.customer}` : t.wholesale);
  pdf.fillColor('#475569').text(t.note).fillColor('#000');
  let y = pdf.y + 10;

  /** One row of cells; returns where the next one starts. */
  const row = (cells: string[], top: number, font: 'regular' | 'bold') => {
    pdf.font(font).fontSize(7.5);
    let x = MARGIN;
    let bottom = top;
    cells.forEach((cell, i) => {
      const width = WIDTHS[i]! - 4;
      pdf.text(cell, x + 2, top, { width, align: i >= RIGHT_FROM ? 'right' : 'left' });
      bottom = Math.max(bottom, pdf.y);
      x += WIDTHS[i]!;
    });
    return bottom + 3;
  };
  const header = (top: number) => {
    pdf
      .rect(MARGIN, top - 2, 523, 22)
      .fill('#f1f5f9')
      .fillColor('#000');
    return Math.max(row(t.columns, top, 'bold'), top + 22);
  };
  const rowHeight = (cells: string[]) =>
    Math.max(
      ...cells.map((cell, i) =>
        pdf
          .font('regular')
          .fontSize(7.5)
          .heightOfString(cell, { width: WIDTHS[i]! - 4 }),
      ),
    ) + 3;

  y = header(y);
  if (list.rows.length === 0)
    pdf
      .font('regular')
      .fontSize(9)
      .text(t.empty, MARGIN, y + 6);
  list.rows.forEach((product, index) => {
    const cells = [
      product.sku,
      product.brand,
      product.name,
      product.flavor,
      product.weight,
      String(product.min_order_quantity),
      String(product.stock),
      list.money(product.price),
    ];
    if (y + rowHeight(cells) > BOTTOM) {
      pdf.addPage();
      y = header(MARGIN);
    }
    if (index % 2 === 1)
      pdf
        .rect(MARGIN, y - 1.5, 523, rowHeight(cells))
        .fill('#f8fafc')
        .fillColor('#000');
    y = row(cells, y, 'regular');
  });

  const range = pdf.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    pdf.switchToPage(page);
    // Below the bottom margin: without this, pdfkit would start a new page for the footer.
    pdf.page.margins.bottom = 0;
    pdf
      .font('regular')
      .fontSize(7.5)
      .fillColor('#64748b')
      .text(t.page(page + 1, range.count), MARGIN, 842 - MARGIN - 8, { width: 523, align: 'right', lineBreak: false });
  }
  pdf.end();
  return done;
}
