import Papa from 'papaparse';
import type { CsvSeparator } from './csv-read.ts';
import { guardedInside, guardFormula } from './formula-guard.ts';

/**
 * The shop's one CSV writer (the price list, the products export, the document lists, the accounting
 * files, the receivables, the audit log). A file an accountant's Excel opens by a double click: UTF-8
 * with a byte order mark (so Excel reads ą, č, š… as UTF-8), `;` between fields and a decimal comma
 * (Lithuanian Windows' regional settings), CRLF line ends. Every text cell goes through the formula
 * guard (`formula-guard.ts`); a cell is quoted (RFC 4180, quotes doubled) when it holds the file's
 * separator, a quote, a line break or a space at either end, and also when the guard acted inside
 * it (`Mint,=cmd…` after a comma), so a reader that splits on another separator but honours quotes
 * keeps it whole. Numbers are written as given; amounts go through `decimalComma` first.
 */

/** The separator the shop's files are written with. */
export const CSV_WRITE_SEPARATOR: CsvSeparator = ';';
/** Written once, before the first line. */
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

export type CsvValue = string | number;

/** A number with two decimals and a decimal comma, no thousands separator: 1234.5 → "1234,50". */
export const decimalComma = (amount: number): string => amount.toFixed(2).replace('.', ',');

/**
 * Lines of cells, each ending in CRLF, in one pass of the writer (a call per line made a file of
 * 2,900 lines a quarter slower). A file written a batch of lines at a time starts with `CSV_BOM`.
 */
export function csvLines(rows: ReadonlyArray<ReadonlyArray<CsvValue>>, separator: CsvSeparator = CSV_WRITE_SEPARATOR): string {
  if (rows.length === 0) return '';
  const cells = rows.map((row) => row.map((value) => (typeof value === 'number' ? String(value) : guardFormula(value))));
  const quoted = (value: unknown) => typeof value === 'string' && guardedInside(value);
  return `${Papa.unparse(cells, { delimiter: separator, newline: CSV_LINE_END, quotes: quoted, escapeFormulae: false, header: false })}${CSV_LINE_END}`;
}

/** One line of cells, ending in CRLF. */
export const csvLine = (row: ReadonlyArray<CsvValue>, separator: CsvSeparator = CSV_WRITE_SEPARATOR): string => csvLines([row], separator);

/** A whole file: the byte order mark, then every line. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvValue>>, separator: CsvSeparator = CSV_WRITE_SEPARATOR): string {
  return `${CSV_BOM}${csvLines(rows, separator)}`;
}
