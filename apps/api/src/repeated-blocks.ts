import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Decision 033: no block of six or more lines repeated in the program. Used by architecture.test.ts.

/** Runs of this many significant lines that stand in two places are a repeat. */
export const BLOCK_LINES = 6;

/** Tests, end-to-end journeys, seed data, test helpers and migrations are data or scaffolding, not program. */
const isProgramFile = (file: string) =>
  /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !/\/(seed|test|migrations|node_modules|dist)\//.test(file);

export function programFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : programFiles(full);
    return isProgramFile(full) ? [full] : [];
  });
}

/**
 * A line that says something, white space folded; null for what every file repeats: blank lines,
 * comments, imports, lone punctuation and closing JSX tags.
 */
export function significantLine(line: string): string | null {
  const text = line.trim();
  if (text === '' || /^(\/\/|\/\*|\*)/.test(text) || /^import\b/.test(text)) return null;
  if (/^[\s{}()[\];,<>/=.]*$/.test(text) || /^<\/[\w.]+>[;,)]*$/.test(text)) return null;
  return text.replace(/\s+/g, ' ');
}

/** Each block of BLOCK_LINES significant lines that stands in more than one place, as `file:line` of each place. */
export function repeatedBlocks(files: readonly string[], base: string): string[][] {
  const places = new Map<string, string[]>();
  for (const file of files) {
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        const text = significantLine(line);
        return text === null ? [] : [{ text, number: index + 1 }];
      });
    let lastAt = -BLOCK_LINES;
    const seenHere = new Set<string>();
    for (let i = 0; i + BLOCK_LINES <= lines.length; i++) {
      const block = lines
        .slice(i, i + BLOCK_LINES)
        .map((line) => line.text)
        .join('\n');
      const at = `${path.relative(base, file)}:${lines[i]?.number}`;
      // A run longer than the block is one repeat, not one per line: count a place once per file and run.
      if (seenHere.has(block) && i - lastAt < BLOCK_LINES) continue;
      seenHere.add(block);
      lastAt = i;
      places.set(block, [...(places.get(block) ?? []), at]);
    }
  }
  const repeats = [...places.values()].filter((at) => at.length > 1);
  // One row per pair of files (the first block of a longer run names it).
  const pairs = new Map<string, string[]>();
  for (const at of repeats) {
    const key = at.map((place) => place.split(':')[0]).join(' ~ ');
    if (!pairs.has(key)) pairs.set(key, at);
  }
  return [...pairs.values()];
}
