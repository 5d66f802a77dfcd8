import { Readable } from 'node:stream';

/**
 * The shop's one CSV writer (the price list, the products export, the accounting exports): a file an
 * accountant's Excel opens by a double click (decision 042): UTF-8 with a byte order mark (so Excel
 * reads ą, č, š… as UTF-8), `;` between fields and a decimal comma (Excel splits and reads numbers by
 * Windows' regional settings, which in Lithuania are `;` and `,`), CRLF line ends, fields quoted where
 * needed (RFC 4180).
 */
export const CSV_SEPARATOR = ';';
/** Written once, before the first line. */
export const CSV_BOM = '\uFEFF';

/** A number with two decimals and a decimal comma, no thousands separator: 1234.5 → "1234,50". */
export const decimalComma = (amount: number): string => amount.toFixed(2).replace('.', ',');

/** A negative amount as `decimalComma` writes it: a number to a spreadsheet, never a formula. */
const NEGATIVE_AMOUNT = /^-\d+(,\d+)?$/;

/**
 * One field: quoted when it holds the separator, a quote or a line break; text a spreadsheet would
 * run as a formula (= + - @ at the start) is prefixed with an apostrophe, so a product's name can
 * never become one (OWASP "CSV injection"). A negative amount (`-12,10`) stays a number.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) && !NEGATIVE_AMOUNT.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of fields, ending in CRLF: a file written a line (or a batch of lines) at a time starts with `CSV_BOM`. */
export const csvLine = (row: ReadonlyArray<string | number>): string => `${row.map(csvField).join(CSV_SEPARATOR)}\r\n`;

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `${CSV_BOM}${rows.map(csvLine).join('')}`;
}

/** Lines handed on at a time by `csvStream`: a few tens of kilobytes. */
const LINES_PER_PIECE = 200;

/**
 * A CSV file written as its rows are read (decisions 069, 083): the byte order mark and the header
 * first, then the rows a piece at a time, each piece asked for only when the socket has taken the one
 * before, so the file's memory does not grow with its length.
 */
export function csvStream(header: ReadonlyArray<string>, rows: AsyncIterable<ReadonlyArray<string | number>>): Readable {
  async function* pieces(): AsyncGenerator<string> {
    yield `${CSV_BOM}${csvLine(header)}`;
    let lines: string[] = [];
    for await (const row of rows) {
      lines.push(csvLine(row));
      if (lines.length === LINES_PER_PIECE) {
        yield lines.join('');
        lines = [];
      }
    }
    if (lines.length > 0) yield lines.join('');
  }
  return Readable.from(pieces(), { objectMode: false });
}
