import { MAX_LINE_QUANTITY, readCsv } from '@shop/domain';

/**
 * The quick order's reading of what a buyer pastes or uploads (pure: no screen, no server).
 *
 * Pasted text: one "SKU quantity" per line, the two separated by spaces, a tab, `;` or `,`.
 * CSV file: read by the domain's one CSV reader (`readCsv`: `;`, `,` or a tab between fields, quoted
 * fields, a quote never closed refuses the file naming its line); the file's bytes are made text
 * first (decode-file.ts: UTF-8, UTF-16 or a Windows code page). A header
 * line is recognised and skipped, in English or Lithuanian ("SKU;Quantity", "Prekės kodas;Kiekis",
 * "Prekės kodas (SKU)", "Kiekis, vnt."); in a CSV its "SKU" and "quantity" columns are used wherever
 * they stand (so the shop's own price list with a quantity column added can be uploaded, its rows
 * without a quantity left out), else the first two columns are.
 */

/** Why a line could not be read: not one SKU and one quantity, or the quantity is no whole number from 1 to 1,000,000. */
export type LineProblem = 'unreadable' | 'bad_quantity';

export interface ParsedLine {
  /** The line's number in the text or file (from 1), to point the buyer at it. */
  line: number;
  /** The line as written, for the preview. */
  raw: string;
  sku: string;
  /** Null when the quantity could not be read. */
  quantity: number | null;
  problem: LineProblem | null;
}

const SKU_HEADER = /^(sku|code|product code|item|kodas|prekės kodas|prekes kodas)$/i;
const QUANTITY_HEADER = /^(quantity|qty|amount|pcs|count|kiekis|vnt\.?)$/i;

/** A header cell's word without what explains it: "Prekės kodas (SKU)" → "Prekės kodas", "Kiekis, vnt." → "Kiekis". */
const headerWord = (cell: string) =>
  cell
    .trim()
    .replace(/\s*\([^)]*\)$/, '')
    .replace(/\s*,\s*(vnt|pcs)\.?$/i, '')
    .trim();
const isSkuHeader = (cell: string) => SKU_HEADER.test(headerWord(cell));
const isQuantityHeader = (cell: string) => QUANTITY_HEADER.test(headerWord(cell));

/** "10", and also "10.00" or "10,0" as spreadsheets write whole numbers; anything else is null. */
export function readQuantity(text: string): number | null {
  const match = /^(\d+)(?:[.,]0+)?$/.exec(text.trim());
  if (!match) return null;
  const quantity = Number(match[1]);
  return quantity >= 1 && quantity <= MAX_LINE_QUANTITY ? quantity : null;
}

function lineOf(line: number, raw: string, sku: string | undefined, quantity: string | undefined, extra = false): ParsedLine {
  const cleanSku = (sku ?? '').trim();
  if (!cleanSku || quantity === undefined || extra) return { line, raw, sku: cleanSku, quantity: null, problem: 'unreadable' };
  const read = readQuantity(quantity);
  return { line, raw, sku: cleanSku, quantity: read, problem: read === null ? 'bad_quantity' : null };
}

/** A first line that names its columns rather than a product ("SKU;Kiekis", "sku quantity"). */
const isHeader = (cells: string[]) => isSkuHeader(cells[0] ?? '') && readQuantity(cells[1] ?? '') === null;

const splitText = (text: string) => text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);

/** Pasted "SKU quantity" lines; empty lines are skipped. */
export function parsePastedLines(text: string): ParsedLine[] {
  const parsed: ParsedLine[] = [];
  splitText(text).forEach((raw, index) => {
    const cells = raw.split(/[\t;,]|\s+/).filter((cell) => cell.trim() !== '');
    // A header copied from a spreadsheet keeps its words together between tabs ("Prekės kodas\tKiekis").
    if (cells.length === 0 || (parsed.length === 0 && (isHeader(cells) || isHeader(raw.split(/[\t;,]/))))) return;
    parsed.push(lineOf(index + 1, raw.trim(), cells[0], cells[1], cells.length > 2));
  });
  return parsed;
}

/** An uploaded CSV file's lines, or the line of a quote it never closes (nothing is read then, so no line is lost unseen). */
export type CsvFileLines = { ok: true; lines: ParsedLine[] } | { ok: false; unclosedQuoteLine: number };

/** An uploaded CSV file's lines; rows with no value are skipped. */
export function parseCsv(text: string): CsvFileLines {
  const read = readCsv(text);
  if (!read.ok) return { ok: false, unclosedQuoteLine: read.line };
  const rows = read.records;
  const header = rows[0]?.cells.map((cell) => cell.trim()) ?? [];
  const skuColumn = header.findIndex(isSkuHeader);
  const quantityColumn = header.findIndex(isQuantityHeader);
  const named = skuColumn >= 0 && quantityColumn >= 0;
  const body = named || (rows[0] && isHeader(rows[0].cells)) ? rows.slice(1) : rows;
  const [skuAt, quantityAt] = named ? [skuColumn, quantityColumn] : [0, 1];
  // In a list with a named quantity column, a row left without a quantity is a product not ordered.
  const wanted = named ? body.filter((row) => (row.cells[quantityAt] ?? '').trim() !== '') : body;
  return { ok: true, lines: wanted.map((row) => lineOf(row.line, row.raw, row.cells[skuAt], row.cells[quantityAt])) };
}
