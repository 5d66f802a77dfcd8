import { MAX_IMPORT_ROWS, PRODUCT_CSV_IMPORT_COLUMNS, type ProductCsvColumn } from '@shop/domain';
import { fail } from '../../http/app-error.ts';
import { nextTurn } from '../../lib/next-turn.ts';

/**
 * Reading the products CSV (issue 17, decision 046), pure: UTF-8 with or without a byte order mark,
 * `;` or `,` between fields (the header line decides), fields quoted as RFC 4180 has it (a quoted
 * field may hold the separator, doubled quotes and line breaks), CRLF or LF line ends. A file that
 * cannot be read as a whole is refused with a 400 that says why; a line's own faults are the import's.
 */

/** One product line: its line number in the file (the header is line 1), its cells by column, and whether it had as many fields as the header. */
export interface CsvProductLine {
  line: number;
  cells: Partial<Record<ProductCsvColumn, string>>;
  fieldCountMatches: boolean;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file's text without its byte order mark; bytes that are no UTF-8 (a file saved as Windows-1257) are refused. */
export function csvText(bytes: Buffer): string {
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw fail('importNotUtf8');
  }
}

/** `;` when the header line has more of them than commas (Lithuanian spreadsheets), else `,`. */
function separatorOf(text: string): ';' | ',' {
  const header = text.slice(0, text.search(/\r|\n|$/));
  const count = (char: string) => header.split(char).length - 1;
  return count(';') >= count(',') ? ';' : ',';
}

/**
 * The records of a CSV text, each with the line it starts on. Scans character by character: outside
 * quotes a separator ends a field and a line break a record; a quote opens a quoted field only at a
 * field's start; inside one, a doubled quote is a quote and anything else is kept as written.
 */
export function* csvRecords(text: string, separator: string): Generator<{ line: number; fields: string[] }> {
  let fields: string[] = [];
  let field = '';
  let atFieldStart = true;
  let inQuotes = false;
  let quoteLine = 1;
  let line = 1;
  let recordLine = 1;
  for (let at = 0; at < text.length; at++) {
    const char = text.charAt(at);
    const lineBreak = char === '\n' || (char === '\r' && text.charAt(at + 1) !== '\n');
    if (inQuotes) {
      if (char === '"' && text.charAt(at + 1) === '"') at++;
      else if (char === '"') {
        inQuotes = false;
        continue;
      }
      if (lineBreak) line++;
      field += text.charAt(at);
      continue;
    }
    if (char === '"' && atFieldStart) {
      inQuotes = true;
      quoteLine = line;
      atFieldStart = false;
    } else if (char === separator) {
      fields.push(field);
      field = '';
      atFieldStart = true;
    } else if (lineBreak) {
      yield { line: recordLine, fields: [...fields, field] };
      fields = [];
      field = '';
      atFieldStart = true;
      line++;
      recordLine = line;
    } else if (char !== '\r') {
      field += char;
      atFieldStart = false;
    }
  }
  if (inQuotes) throw fail('importUnclosedQuote', { line: quoteLine });
  if (field !== '' || fields.length > 0) yield { line: recordLine, fields: [...fields, field] };
}

/**
 * The export writes text a spreadsheet would run as a formula with an apostrophe before it (CSV
 * injection, see price-list.csv.ts): reading such a cell back gives the text as it was.
 */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

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
 * event loop every 1000 records (decision 071: a whole catalogue's file is a few hundred milliseconds
 * of scanning), and no further than one line past the limit.
 */
export async function readProductCsv(bytes: Buffer): Promise<{ columns: ProductCsvColumn[]; lines: CsvProductLine[] }> {
  const text = csvText(bytes);
  const records: Array<{ line: number; fields: string[] }> = [];
  let read = 0;
  for (const record of csvRecords(text, separatorOf(text))) {
    if (!isBlank(record.fields)) records.push(record);
    if (records.length > MAX_IMPORT_ROWS + 1) break;
    if (++read % 1000 === 0) await nextTurn();
  }
  const [header, ...body] = records;
  if (!header || body.length === 0) throw fail('importEmpty');
  if (body.length > MAX_IMPORT_ROWS) throw fail('importTooManyRows');
  const columns = columnsOf(header.fields);
  const lines = body.map(({ line, fields }) => {
    const cells: Partial<Record<ProductCsvColumn, string>> = {};
    columns.forEach((column, index) => {
      cells[column] = unguarded(fields[index] ?? '');
    });
    // Empty fields after the last column (a spreadsheet's trailing separators) do no harm.
    const fieldCountMatches = fields.length === columns.length || (fields.length > columns.length && isBlank(fields.slice(columns.length)));
    return { line, cells, fieldCountMatches };
  });
  return { columns, lines };
}

/**
 * A number as spreadsheets write it: a decimal comma or point, spaces (also non-breaking) as
 * thousands separators, an exponent ("1e12"); null when it is none. Limits are the schemas'.
 */
export function csvNumber(cell: string): number | null {
  const compact = cell.replace(/[\s\u00a0\u202f]/g, '');
  if (compact.includes(',') && compact.includes('.')) return null;
  const normal = compact.replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normal)) return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

const TRUE = new Set(['true', '1', 'yes', 'taip']);
const FALSE = new Set(['false', '0', 'no', 'ne']);

/** `true`/`false` (also 1/0, yes/no, taip/ne, any case); null when it is none of them. */
export function csvBoolean(cell: string): boolean | null {
  const word = cell.trim().toLowerCase();
  return TRUE.has(word) ? true : FALSE.has(word) ? false : null;
}
