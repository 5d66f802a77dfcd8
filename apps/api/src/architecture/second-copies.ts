import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What the "one way" rule tests read: every TypeScript file of apps/, packages/ and bench/ (tests
 * too), each line that is not a comment, with its path from the repository's root. The rule tests
 * themselves (this folder) name the patterns they look for and are left out.
 */
export const repo = path.resolve(import.meta.dirname, '../../../..');
const SCANNED = ['apps', 'packages', 'bench'];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', 'data', 'test-results', 'playwright-report']);
const RULES = path.relative(repo, import.meta.dirname);

function sourceFiles(entry: string): string[] {
  const full = path.join(repo, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return /\.tsx?$/.test(entry) ? [entry] : [];
  if (entry === RULES) return [];
  return readdirSync(full).flatMap((name) => (SKIPPED.has(name) ? [] : sourceFiles(path.join(entry, name))));
}

/** Every scanned file, as a path from the repository's root (forward slashes). */
export const scannedFiles = (): string[] => SCANNED.flatMap(sourceFiles).map((file) => file.split(path.sep).join('/'));

const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

/** A pattern that marks a second copy of a rule, and the files where the rule itself lives. */
export interface CopyPattern {
  pattern: RegExp;
  /** Files (from the repository's root) allowed to hold it. */
  allowed: readonly string[];
  /** Whether test files are read too (a test may build a fixed moment its own way). */
  inTests?: boolean;
}

/** `file:line: text` of every code line (comments aside) of `files` where a pattern stands outside its allowed files. */
export function secondCopies(
  files: readonly string[],
  patterns: readonly CopyPattern[],
  read = (file: string) => readFileSync(path.join(repo, file), 'utf8'),
): string[] {
  return files.flatMap((file) => {
    const test = /\.test\.tsx?$/.test(file);
    const apply = patterns.filter((p) => !p.allowed.includes(file) && (p.inTests !== false || !test));
    if (apply.length === 0) return [];
    return read(file)
      .split('\n')
      .flatMap((line, i) => (!isComment(line) && apply.some((p) => p.pattern.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
  });
}

/** Whether one line of code would be caught as a copy in a file that is not allowed to hold it. */
export const caught = (line: string, patterns: readonly CopyPattern[]): boolean => patterns.some((p) => p.pattern.test(line));
