import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One CSV reader and one CSV writer (decision 101): `packages/domain/src/csv/` reads every CSV the
// shop is given (the products import, the quick order's file) and writes every CSV it hands out (the
// price list, the products export, the document lists, the accounting files, the receivables, the
// audit log), on papaparse, with one dialect and one formula guard. Anything else in apps/ or
// packages/ that splits lines into cells, doubles quotes, joins cells with a separator, guesses a
// separator or scans for quotes by hand is a second reader or writer, and this fails naming the line.

const repo = path.resolve(import.meta.dirname, '../../../..');
const SCANNED = ['apps', 'packages'];
const SOURCE = /\.tsx?$/;
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', 'data', 'test-results', 'playwright-report']);
/** The one reader and writer. */
const HOME = 'packages/domain/src/csv/';
/** Tests take files apart to check them; they read or write no CSV for the shop. */
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes('/test/');

interface Pattern {
  name: string;
  pattern: RegExp;
  /** Only in files that speak of CSV: the same call elsewhere splits a cookie or a header, or quotes an SQL string. */
  inCsvFiles?: true;
}

/** What a second reader or writer looks like, line by line. */
export const PATTERNS: readonly Pattern[] = [
  { name: 'papaparse used outside the domain CSV folder', pattern: /from ['"]papaparse['"]|require\(['"]papaparse['"]\)/ },
  {
    name: 'quotes doubled by hand (a CSV writer)',
    pattern: /\.replace(All)?\(\s*(\/"\/g|'"'|"\\"")\s*,\s*('""'|"\\"\\"")\s*\)/,
    inCsvFiles: true,
  },
  {
    name: 'cells joined with `;` or a tab, or with a separator constant',
    pattern: /\.join\(\s*(['"`])(;|\\t)\1\s*\)|\.join\(\s*[\w.]*(SEPARATOR|[Ss]eparator|DELIMITER|[Dd]elimiter)\s*\)/,
    inCsvFiles: true,
  },
  {
    name: 'a line split on `;` or a tab, or on a separator variable',
    pattern: /\.split\(\s*((['"`])(;|\\t)\2|[\w.]*(SEPARATOR|[Ss]eparator|DELIMITER|[Dd]elimiter|char))\s*\)/,
    inCsvFiles: true,
  },
  {
    name: 'a line split on a set of CSV separators',
    pattern: /\.split\(\s*\/\[[^\]]*(;[^\]]*,|,[^\]]*;|\\t[^\]]*[;,]|[;,][^\]]*\\t)/,
    inCsvFiles: true,
  },
  {
    name: 'a separator guessed from a line (`;` or a tab looked for or counted)',
    pattern: /\.includes\(\s*(['"])(;|\\t)\1\s*\)|count\(\s*(['"])[;,]\3\s*\)/,
    inCsvFiles: true,
  },
  { name: 'a quoted-field state kept by hand (a CSV scanner)', pattern: /\b(let|var)\s+(inQuotes?|quoted|insideQuotes)\b/ },
];

/** Lines that match a pattern and are no CSV: the quick order's pasted "SKU quantity" words (spaces, a tab, `;` or `,` between). */
const ALLOWED: ReadonlyArray<{ file: string; line: string }> = [
  { file: 'apps/web/src/features/quick-order/parse-lines.ts', line: "const cells = raw.split(/[\\t;,]|\\s+/).filter((cell) => cell.trim() !== '');" },
  {
    file: 'apps/web/src/features/quick-order/parse-lines.ts',
    line: 'if (cells.length === 0 || (parsed.length === 0 && (isHeader(cells) || isHeader(raw.split(/[\\t;,]/))))) return;',
  },
];

function sourceFiles(entry: string): string[] {
  const full = path.join(repo, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return SOURCE.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) => (SKIPPED.has(name) ? [] : sourceFiles(path.join(entry, name))));
}

/** `file:line: pattern — text` of every line of `text` that reads or writes CSV by hand. */
export function secondCsv(file: string, text: string): string[] {
  const speaksCsv = /csv/i.test(text);
  return text.split('\n').flatMap((line, i) => {
    const trimmed = line.trim();
    if (ALLOWED.some((allowed) => allowed.file === file && allowed.line === trimmed)) return [];
    return PATTERNS.filter(({ pattern, inCsvFiles }) => (!inCsvFiles || speaksCsv) && pattern.test(line)).map(
      ({ name }) => `${file}:${i + 1}: ${name} — ${trimmed}`,
    );
  });
}

describe('one CSV reader and one CSV writer', () => {
  it('when a file in apps/ or packages/ reads or writes CSV by hand instead of through the domain CSV folder, then this fails and names the line', () => {
    const files = SCANNED.flatMap(sourceFiles).filter((file) => !file.startsWith(HOME) && !isTest(file));
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((file) => secondCsv(file, readFileSync(path.join(repo, file), 'utf8')))).toEqual([]);
  });

  it('when the readers and writers this rule replaced are met, then a pattern catches each; ordinary splits and joins pass', () => {
    const csv = '// the products CSV\n';
    for (const line of [
      "import Papa from 'papaparse';",
      'return /[;"\\r\\n]/.test(safe) ? \'"\' + safe.replace(/"/g, \'""\') + \'"\' : safe;',
      "export const csvLine = (row: string[]): string => row.map(csvField).join(CSV_SEPARATOR) + '\\r\\n';",
      "return cells.join(';');",
      "const cells = row.split(';');",
      "const columns = header!.split('\\t');",
      'const count = (char: string) => header.split(char).length - 1;',
      "return count(';') >= count(',') ? ';' : ',';",
      "if (first.includes(';')) return ';';",
      'let inQuotes = false;',
      'let quoted = false;',
    ])
      expect(secondCsv('apps/x.ts', `${csv}${line}`), line).not.toEqual([]);
    // A file that never speaks of CSV may split a cookie or a header on `;`.
    for (const line of [
      "for (const part of (request.headers.cookie ?? '').split(';')) {",
      "const [tag = '', ...parameters] = part.trim().split(';');",
    ])
      expect(secondCsv('apps/x.ts', line), line).toEqual([]);
    for (const line of [
      "corsOrigins: e.CORS_ORIGINS.split(',')",
      "const part = ids.slice(start, start + 200).join(',');",
      'const read = readCsv(text);',
      'return toCsv([header, ...rows]);',
    ])
      expect(secondCsv('apps/x.ts', `${csv}${line}`), line).toEqual([]);
  });
});
