import { centsToEuros, MAX_IMPORT_ROWS, parseMoneyInput, PRODUCT_CSV_IMPORT_COLUMNS, type ProductCsvColumn, readCsvInTurns } from '@shop/domain';
import { fail } from '../../http/app-error.ts';
import { nextTurn } from '../../lib/next-turn.ts';

/**
 * Reading the products CSV (decision 046): UTF-8 with or without a byte order mark, read by the
 * domain's one CSV reader (`readCsvInTurns`: `;`, `,` or a tab between fields, quoted fields, any
 * line ends, the export's formula guard taken off). A file that cannot be read as a whole is refused
 * with a 400 that says why; a line's own faults are the import's.
 */

/** One product line: its line number in the file (the header is line 1), its cells by column, and whether it had as many fields as the header. */
export interface CsvProductLine {
  line: number;
  cells: Partial<Record<ProductCsvColumn, string>>;
  fieldCountMatches: boolean;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file's text; bytes that are no UTF-8 (a file saved as Windows-1257) are refused. */
function csvText(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw fail('importNotUtf8');
  }
}

const isBlank = (fields: string[]) => fields.every((field) => field.trim() === '');

/** The header's columns by position: names are the export's and the import's own (case and surrounding spaces ignored), each at most once, `sku` required. */
function columnsOf(header: string[]): ProductCsvColumn[] {
  const columns: ProductCsvColumn[] = [];
  for (const raw of header) {
    const name = raw.trim().toLowerCase();
    const column = PRODUCT_CSV_IMPORT_COLUMNS.find((known) => known === name);
    if (!column) throw fail('importUnknownColumn', { column: raw.trim().slice(0, 60) });
    if (columns.includes(column)) throw fail('importRepeatedColumn', { column });
    columns.push(column);
  }
  if (!columns.includes('sku')) throw fail('importNoSkuColumn');
  return columns;
}

/**
 * The product lines of an uploaded products CSV; blank lines are skipped. Read with a turn of the
 * event loop every 1000 records (decision 071), and no further than one line past the limit.
 */
export async function readProductCsv(bytes: Buffer): Promise<{ columns: ProductCsvColumn[]; lines: CsvProductLine[] }> {
  const read = await readCsvInTurns(csvText(bytes), { every: 1000, wait: nextTurn }, { maxRecords: MAX_IMPORT_ROWS + 2 });
  if (!read.ok) throw fail('importUnclosedQuote', { line: read.line });
  const [header, ...body] = read.records;
  if (!header || body.length === 0) throw fail('importEmpty');
  if (body.length > MAX_IMPORT_ROWS) throw fail('importTooManyRows');
  const columns = columnsOf(header.cells);
  const lines = body.map(({ line, cells: fields }) => {
    const cells: Partial<Record<ProductCsvColumn, string>> = {};
    columns.forEach((column, index) => {
      cells[column] = fields[index] ?? '';
    });
    // Empty fields after the last column (a spreadsheet's trailing separators) do no harm.
    const fieldCountMatches = fields.length === columns.length || (fields.length > columns.length && isBlank(fields.slice(columns.length)));
    return { line, cells, fieldCountMatches };
  });
  return { columns, lines };
}

/**
 * A number as spreadsheets write it, null when it is none: the decimal comma or point and the
 * grouping spaces are the money parser's (`parseMoneyInput`, read as Lithuanian: "1,234" is refused,
 * never a thousand times 1.234); a leading sign (a stock change, `-5` or `+4`) and an exponent ("1E+12", as Excel
 * writes a big number) are this reading's own. Limits are the schemas'.
 */
export function csvNumber(cell: string): number | null {
  const text = cell.trim();
  if (/^[+-]?\d+(\.\d+)?e[+-]?\d+$/i.test(text)) return Number(text);
  const signed = /^[+-]/.test(text);
  const cents = parseMoneyInput(signed ? text.slice(1) : text, 'lt');
  if (cents === null) return null;
  return centsToEuros(text.startsWith('-') ? -cents : cents);
}

const TRUE = new Set(['true', '1', 'yes', 'taip']);
const FALSE = new Set(['false', '0', 'no', 'ne']);

/** `true`/`false` (also 1/0, yes/no, taip/ne, any case); null when it is none of them. */
export function csvBoolean(cell: string): boolean | null {
  const word = cell.trim().toLowerCase();
  return TRUE.has(word) ? true : FALSE.has(word) ? false : null;
}
