import PDFDocument from 'pdfkit';
import type { Language } from '@shop/domain';
import { PDF_FONTS } from '../../lib/pdf/fonts.ts';
import { PRICE_LIST_TEXTS } from './price-list.texts.ts';

/** One product of the list as the drawing gets it: plain data, so it crosses to a worker thread. */
export interface PriceListRow {
  sku: string;
  brand: string;
  name: string;
  flavor: string;
  weight: string;
  min_order_quantity: number;
  stock: number;
  /** Euros excl. VAT, at the reader's own price. */
  price: number;
}

/** What the PDF shows: texts come from the language, so only data is sent to the thread that draws. */
export interface PriceListDrawing {
  language: Language;
  /** The Lithuanian calendar day it was made. */
  date: string;
  /** The line under the date: whose prices these are. */
  heading: string;
  rows: PriceListRow[];
}

const MARGIN = 36;
const PAGE_HEIGHT = 842;
const BOTTOM = PAGE_HEIGHT - MARGIN - 20;
/** SKU, brand, name, flavour, weight, minimum, stock, price: 523 points, the width of A4 inside the margins. */
const WIDTHS = [78, 72, 110, 90, 40, 38, 40, 55];
const TABLE_WIDTH = 523;
/** The numbers stand right. */
const RIGHT_FROM = 5;
const CELL_SIZE = 7.5;
/** Space between a cell's text and its column's edge. */
const PAD = 2;

type Face = 'regular' | 'bold';

/** A glyph's place as pdfkit's font lays it out (in thousandths of the font size). */
interface GlyphPosition {
  xAdvance: number;
  advanceWidth: number;
  xOffset: number;
  yOffset: number;
}
/**
 * The parts of pdfkit's document the row writer uses: the current embedded font (its resource name,
 * its reference, the glyph ids and positions of a text, its ascender) and the page's content stream.
 * These are what pdfkit's own `text()` writes with; the price list tests read the PDF back.
 */
interface PdfTextInternals {
  _font: { id: string; ascender: number; ref(): unknown; encode(text: string): [string[], GlyphPosition[]] };
  page: { fonts: Record<string, unknown> };
  addContent(data: string): unknown;
}

/** pdfkit's document seen with the parts the row writer uses: checked once, so a pdfkit that renamed them fails loudly. */
function textInternalsOf(pdf: object): PdfTextInternals {
  if ('_font' in pdf && 'page' in pdf && 'addContent' in pdf && typeof pdf.addContent === 'function') return pdf as PdfTextInternals;
  throw new Error('pdfkit no longer has the text internals the price list writes with');
}

/** A number as pdfkit writes it into a content stream. */
const pdfNumber = (n: number) => String(Math.round(n * 1e6) / 1e6);

/**
 * One line of text in a content stream's `TJ` form, kerning kept: the glyphs in runs, each followed by
 * the adjustment pdfkit's `_fragment` writes after it. Null when a glyph is moved off its line
 * (`xOffset`/`yOffset`), which only pdfkit's own `text()` draws.
 */
function textShowing(encoded: string[], positions: GlyphPosition[]): string | null {
  const parts: string[] = [];
  let run = '';
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    if (position.xOffset || position.yOffset) return null;
    run += encoded[i];
    const adjustment = position.xAdvance - position.advanceWidth;
    if (adjustment !== 0 || i === positions.length - 1) {
      parts.push(`<${run}> ${pdfNumber(-adjustment)}`);
      run = '';
    }
  }
  return `[${parts.join(' ')}] TJ`;
}

/**
 * The price list as an A4 PDF table, its header row on every page and "page n of m" at the foot.
 *
 * Drawn in two passes so that memory stays flat at any catalogue size: the first measures every
 * row (and so knows the page count), the second draws each page with its footer and lets pdfkit
 * write it out before the next one starts (no buffered pages). A cell that fits its column is set
 * on one line without pdfkit's line wrapper, which is most of the cost at 20,000 products.
 */
export function renderPriceListPdf(list: PriceListDrawing): Promise<Buffer> {
  const t = PRICE_LIST_TEXTS[list.language];
  const number = new Intl.NumberFormat(list.language === 'lt' ? 'lt-LT' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${t.title} ${list.date}` } });
  pdf.registerFont('regular', PDF_FONTS.regular);
  pdf.registerFont('bold', PDF_FONTS.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  // Widths of the texts met so far, per face: brands, flavours, weights and prices repeat a lot.
  const widths: Record<Face, Map<string, number>> = { regular: new Map(), bold: new Map() };
  const widthOf = (face: Face, text: string) => {
    let width = widths[face].get(text);
    if (width === undefined) {
      width = pdf.widthOfString(text);
      widths[face].set(text, width);
    }
    return width;
  };
  const face = (name: Face) => pdf.font(name).fontSize(CELL_SIZE);
  const lineHeight = (name: Face) => face(name).heightOfString('X', { width: 100 });
  const fits = (name: Face, text: string, column: number) => !text.includes('\n') && widthOf(name, text) <= WIDTHS[column]! - 2 * PAD;
  /** A row's height: one line where every cell fits, else the tallest wrapped cell. */
  const heightOf = (cells: string[], name: Face, oneLine: number) => {
    let height = oneLine;
    face(name);
    cells.forEach((cell, i) => {
      if (!fits(name, cell, i)) height = Math.max(height, pdf.heightOfString(cell, { width: WIDTHS[i]! - 2 * PAD }));
    });
    return height + 3;
  };
  const cellsOf = (product: PriceListRow) => [
    product.sku,
    product.brand,
    product.name,
    product.flavor,
    product.weight,
    String(product.min_order_quantity),
    String(product.stock),
    number.format(product.price),
  ];

  // The title block, on the first page.
  pdf.font('bold').fontSize(16).text(t.title, MARGIN, MARGIN);
  pdf.font('regular').fontSize(9);
  pdf.text(`${t.date}: ${list.date}`);
  pdf.text(list.heading);
  pdf.fillColor('#475569').text(t.note).fillColor('#000');
  const tableTop = pdf.y + 10;

  // First pass: every row's height and where the pages break.
  const regularLine = lineHeight('regular');
  const headerHeight = Math.max(heightOf(t.columns, 'bold', lineHeight('bold')), 22);
  const heights = new Float64Array(list.rows.length);
  const pageStarts: number[] = [0];
  let y = tableTop + headerHeight;
  list.rows.forEach((product, index) => {
    const height = heightOf(cellsOf(product), 'regular', regularLine);
    heights[index] = height;
    if (y + height > BOTTOM) {
      pageStarts.push(index);
      y = MARGIN + headerHeight;
    }
    y += height;
  });
  const pages = pageStarts.length;

  const internals = textInternalsOf(pdf);
  /**
   * One row of cells at `top`. The cells that fit their column are written into the page as one text
   * block, as pdfkit's `text()` would write each of them (at 20,000 products its per-call work was
   * most of the drawing); a cell that wraps, or whose glyphs pdfkit moves, is drawn by `text()`.
   */
  const row = (cells: string[], top: number, name: Face) => {
    face(name);
    const font = internals._font;
    internals.page.fonts[font.id] ??= font.ref();
    const baseline = PAGE_HEIGHT - top - (font.ascender / 1000) * CELL_SIZE;
    const lines: string[] = [];
    const others: Array<() => void> = [];
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const width = WIDTHS[i]! - 2 * PAD;
      const left = x + PAD;
      if (fits(name, cell, i)) {
        const start = i >= RIGHT_FROM ? left + width - widthOf(name, cell) : left;
        const shown = cell === '' ? '' : textShowing(...font.encode(cell));
        if (shown === null) others.push(() => pdf.text(cell, start, top, { lineBreak: false }));
        else if (shown !== '') lines.push(`1 0 0 1 ${pdfNumber(start)} ${pdfNumber(baseline)} Tm ${shown}`);
      } else {
        others.push(() => pdf.text(cell, left, top, { width, align: i >= RIGHT_FROM ? 'right' : 'left' }));
      }
      x += WIDTHS[i]!;
    });
    if (lines.length > 0) internals.addContent(`q 1 0 0 -1 0 ${PAGE_HEIGHT} cm BT /${font.id} ${pdfNumber(CELL_SIZE)} Tf ${lines.join(' ')} ET Q`);
    for (const draw of others) draw();
  };
  const header = (top: number) => {
    pdf
      .rect(MARGIN, top - 2, TABLE_WIDTH, 22)
      .fill('#f1f5f9')
      .fillColor('#000');
    row(t.columns, top, 'bold');
    return top + headerHeight;
  };
  const footer = (page: number) => {
    const text = t.page(page, pages);
    pdf.font('regular').fontSize(CELL_SIZE).fillColor('#64748b');
    pdf.text(text, MARGIN + TABLE_WIDTH - pdf.widthOfString(text), PAGE_HEIGHT - MARGIN - 8, { lineBreak: false });
    pdf.fillColor('#000');
  };

  // Second pass: draw, page by page.
  y = header(tableTop);
  if (list.rows.length === 0)
    pdf
      .font('regular')
      .fontSize(9)
      .text(t.empty, MARGIN, y + 6);
  let page = 1;
  list.rows.forEach((product, index) => {
    if (index === pageStarts[page]) {
      footer(page);
      pdf.addPage();
      page += 1;
      y = header(MARGIN);
    }
    const height = heights[index]!;
    if (index % 2 === 1)
      pdf
        .rect(MARGIN, y - 1.5, TABLE_WIDTH, height)
        .fill('#f8fafc')
        .fillColor('#000');
    row(cellsOf(product), y, 'regular');
    y += height;
  });
  footer(page);
  pdf.end();
  return done;
}
