import { describe, expect, it } from 'vitest';
import { caught, scannedFiles, secondCopies, type CopyPattern } from './second-copies.ts';

// One folding of text: `foldText` (packages/domain/src/fold-text.ts) lowers case, drops accents and
// folds spaces, for the search columns, the web's local searches, slugs, file names and country
// spellings alike. The frozen migrations keep the copy of the day they ran (a migration never
// changes), and they alone.

const MODULE = 'packages/domain/src/fold-text.ts';
const FROZEN = /^apps\/api\/src\/db\/migrations\//;

const PATTERNS: CopyPattern[] = [
  { pattern: /\.normalize\(\s*['"`]NFK?D['"`]\s*\)/, allowed: [MODULE] }, // letters split from their marks
  { pattern: /\\p\{M\}|\\p\{Mn\}|\\u0300-\\u036f/, allowed: [MODULE] }, // the marks dropped
];

describe('one text folding', () => {
  it('when code outside foldText splits letters from their marks or drops the marks, then this fails and names the line', () => {
    const files = scannedFiles().filter((file) => !FROZEN.test(file));
    expect(secondCopies(files, PATTERNS)).toEqual([]);
    expect(files).toContain(MODULE);
  });

  it('when a retyped fold comes back, then a pattern catches it; a call of foldText passes', () => {
    for (const line of [
      "      .normalize('NFKD')",
      "    .normalize('NFD')",
      "      .replace(/\\p{M}/gu, '')",
      "  return text.normalize('NFD').replace(/[\\u0300-\\u036f]/g, '').toLowerCase();",
    ])
      expect(caught(line, PATTERNS), line).toBe(true);
    expect(caught("    foldText(parts.join(' '))", PATTERNS)).toBe(false);
  });
});
