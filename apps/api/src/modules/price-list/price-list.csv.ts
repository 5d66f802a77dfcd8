/**
 * The price list as a CSV file an accountant's Excel opens by a double click (decision 042): UTF-8
 * with a byte order mark (so Excel reads ą, č, š… as UTF-8), `;` between fields and a decimal comma
 * (Excel splits and reads numbers by Windows' regional settings, which in Lithuania are `;` and `,`),
 * CRLF line ends, fields quoted where needed (RFC 4180).
 */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/** A number with two decimals and a decimal comma, no thousands separator: 1234.5 → "1234,50". */
export const decimalComma = (amount: number): string => amount.toFixed(2).replace('.', ',');

/**
 * One field: quoted when it holds the separator, a quote or a line break; text a spreadsheet would
 * run as a formula (= + - @ at the start) is prefixed with an apostrophe, so a product's name can
 * never become one (OWASP "CSV injection").
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const lines = rows.map((row) => `${row.map(csvField).join(CSV_SEPARATOR)}\r\n`);
  return `${BOM}${lines.join('')}`;
}
