import Papa from 'papaparse';
import { unguardFormula } from './formula-guard.ts';

/**
 * The shop's one CSV reader (the products import, the quick order's file), pure: text in, records
 * out. The dialect:
 * - the separator is `;`, `,` or a tab, decided by the first line that holds anything (quoted text
 *   in it left aside): `;` when it holds one (Lithuanian spreadsheets; `sku;name,flavor` is read as
 *   two columns), else a tab when it holds one (Excel's "Unicode Text"), else `,`;
 * - a byte order mark is dropped; CRLF, LF and CR line ends are one (a line break inside a quoted
 *   field is read as LF);
 * - fields are quoted as RFC 4180 has it: a quoted field may hold the separator, doubled quotes and
 *   line breaks; a quote inside an unquoted field is kept as written;
 * - a quote that is never closed refuses the whole file, naming the line it opened on, rather than
 *   swallowing the lines after it;
 * - lines with nothing but spaces are skipped; each cell comes back without the writer's formula
 *   guard (`csv-write.ts`), so an exported file reads back as it was.
 * Cells stay text: a decimal comma is read by the money parser (`parseMoneyInput`), not here.
 */

export const CSV_SEPARATORS = [';', '\t', ','] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

/** One record: the line it starts on (from 1), its cells, and its text as written, for a preview. */
export interface CsvRecord {
  line: number;
  cells: string[];
  raw: string;
}

export type CsvRead =
  | { ok: true; separator: CsvSeparator; records: CsvRecord[]; complete: boolean }
  | { ok: false; problem: 'unclosedQuote'; line: number };

export interface CsvReadOptions {
  /** Stop after this many records (the rest unread, `complete` false): a limit's check needs no more. */
  maxRecords?: number;
}

/** One text with one line end, no byte order mark. */
const normalText = (text: string) => text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');

/** The separator of a CSV text, by the rule above. */
export function csvSeparatorOf(text: string): CsvSeparator {
  const first =
    normalText(text.slice(0, 65_536))
      .split('\n', 50)
      .find((line) => line.trim() !== '') ?? '';
  const outsideQuotes = first.replace(/"[^"]*("|$)/g, '');
  return CSV_SEPARATORS.find((separator) => outsideQuotes.includes(separator)) ?? ',';
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** Counts line breaks as the parse moves on, so each record knows its first line. */
function lineCounter(text: string) {
  let line = 1;
  let at = 0;
  return (to: number) => {
    for (let next = text.indexOf('\n', at); next !== -1 && next < to; next = text.indexOf('\n', next + 1)) line++;
    at = Math.max(at, to);
    return line;
  };
}

interface Reading {
  text: string;
  separator: CsvSeparator;
  records: CsvRecord[];
  quoteAt: number | null;
  complete: boolean;
}

/** The parser's options for `reading`, with `turn` asked after each record kept (it may pause the parser). */
function parserOf(reading: Reading, options: CsvReadOptions, turn: (parser: Papa.Parser, kept: number) => void) {
  const lineAt = lineCounter(reading.text);
  let start = 0;
  let base = 0;
  const step = (result: Papa.ParseStepResult<string[]>, parser: Papa.Parser) => {
    const end = base + result.meta.cursor;
    const quote = result.errors.find((error) => error.type === 'Quotes');
    if (quote) {
      reading.quoteAt = base + (quote.index ?? start);
      parser.abort();
      return;
    }
    const cells = result.data;
    if (!isBlank(cells)) {
      const line = lineAt(start);
      reading.records.push({ line, cells: cells.map(unguardFormula), raw: reading.text.slice(start, end).trim() });
      if (options.maxRecords !== undefined && reading.records.length >= options.maxRecords && end < reading.text.length) {
        reading.complete = false;
        parser.abort();
        return;
      }
    }
    start = end;
    turn(parser, reading.records.length);
  };
  // After a pause the parser goes on from where it stopped, counting its cursor from there.
  const paused = () => {
    base = start;
  };
  return { config: { delimiter: reading.separator, newline: '\n' as const, quoteChar: '"', header: false as const, step }, paused };
}

function answerOf(reading: Reading): CsvRead {
  if (reading.quoteAt !== null) return { ok: false, problem: 'unclosedQuote', line: lineCounter(reading.text)(reading.quoteAt) };
  return { ok: true, separator: reading.separator, records: reading.records, complete: reading.complete };
}

const readingOf = (text: string): Reading => {
  const normal = normalText(text);
  return { text: normal, separator: csvSeparatorOf(normal), records: [], quoteAt: null, complete: true };
};

/** The records of a CSV text, read at once (a quick order's file: a few hundred lines). */
export function readCsv(text: string, options: CsvReadOptions = {}): CsvRead {
  const reading = readingOf(text);
  const { config } = parserOf(reading, options, () => {});
  Papa.parse<string[]>(reading.text, config);
  return answerOf(reading);
}

/**
 * The records of a CSV text, read `every` records at a time with `wait()` between (the caller's turn
 * of the event loop), so a whole catalogue's file never holds the thread for long.
 */
export function readCsvInTurns(text: string, turns: { every: number; wait: () => Promise<void> }, options: CsvReadOptions = {}): Promise<CsvRead> {
  const reading = readingOf(text);
  return new Promise((resolve, reject) => {
    let lastPause = 0;
    const { config, paused } = parserOf(reading, options, (parser, kept) => {
      if (kept - lastPause < turns.every) return;
      lastPause = kept;
      parser.pause();
      paused();
      turns.wait().then(() => parser.resume(), reject);
    });
    Papa.parse<string[]>(reading.text, { ...config, complete: () => resolve(answerOf(reading)) });
  });
}
