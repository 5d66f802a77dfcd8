import { describe, expect, it } from 'vitest';
import { caught, scannedFiles, secondCopies, type CopyPattern } from './second-copies.ts';

// One escaper: text written into HTML or XML by hand (mails, printed pages, the sitemap, the i.SAF
// file, drawn pictures, test bank statements) goes through `escapeMarkup`
// (packages/domain/src/escape-markup.ts), the one caller of the `entities` package. A test may hold
// the escaped text it expects; code may not make it.

const MODULE = 'packages/domain/src/escape-markup.ts';

const PATTERNS: CopyPattern[] = [
  { pattern: /&(amp|lt|gt|quot|apos|#39|#x27);/, allowed: [MODULE], inTests: false }, // an entity written by hand
  { pattern: /&#\$\{/, allowed: [MODULE] }, // a numeric entity made by hand
  { pattern: /from ['"]entities(\/[^'"]*)?['"]/, allowed: [MODULE] }, // the library called elsewhere
];

describe('one escaper', () => {
  it('when code outside escapeMarkup writes an entity or calls the library, then this fails and names the line', () => {
    const files = scannedFiles();
    expect(secondCopies(files, PATTERNS)).toEqual([]);
    expect(files).toContain(MODULE);
  });

  it('when one of the hand-written escapers comes back, then a pattern catches it; a call of escapeMarkup passes', () => {
    for (const line of [
      "  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('\"', '&quot;');",
      "    .replaceAll(\"'\", '&#39;');",
      "const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };",
      `const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => \`&#\${c.charCodeAt(0)};\`);`,
      "import { escapeUTF8 } from 'entities';",
      "import { escapeUTF8 } from 'entities/lib/escape.js';",
    ])
      expect(caught(line, PATTERNS), line).toBe(true);
    expect(caught(`<p>\${escapeMarkup(content.greeting)}</p>`, PATTERNS)).toBe(false);
  });
});
