import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository explains itself: no file points at a text a newcomer cannot open — a design file or
// a shared folder outside the checkout, the sections of a specification, or the numbered requests
// ("issues") the work once answered. A comment says the rule; where a rule needs its why, it links a
// decision record (`decision 092`). Decision records answer to the same rule: a record says its
// context in its own words, never by a request's number.

const repo = path.resolve(import.meta.dirname, '../../../..');
const SCANNED = ['apps', 'packages', 'e2e', 'bench', 'docs', 'deploy', 'README.md'];
const TEXT = /\.(tsx?|mjs|js|md|css|html|conf|sh|ya?ml)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', 'data', 'test-results', 'playwright-report']);
/** This file names the patterns it looks for. */
const SELF = path.relative(repo, import.meta.filename);

/** What points outside: each pattern with what to write instead. */
const OUTSIDE = [
  /\.\.\/shared\b/, // a folder beside the checkout
  /\bDESIGN\.md\b/, // a design file that is not here
  /\bspec(ification)? (sections?|§)/i, // "spec section 4", "spec §9"
  /\b(admin|customer) spec\b/i, // "admin spec 7", "customer spec §3"
  /\bissues? (\d|")/i, // "issue 27", "issues 17 and 26", 'issue "Code health"'
];

function textFiles(entry: string): string[] {
  const full = path.join(repo, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return TEXT.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) => (SKIPPED.has(name) ? [] : textFiles(path.join(entry, name))));
}

/** `file:line: text` of every line of `files` that points outside the repository. */
export function outsideReferences(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(path.join(repo, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (OUTSIDE.some((pattern) => pattern.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('a repository that explains itself', () => {
  it('when a comment, test name or document cites a spec section, an issue number, a design file or a folder outside the checkout, then this fails and names the line', () => {
    const files = SCANNED.flatMap(textFiles).filter((file) => file !== SELF);
    expect(files.length).toBeGreaterThan(500);
    expect(outsideReferences(files)).toEqual([]);
  });

  it('when a line cites something outside, then a pattern catches it; a rule in its own words passes', () => {
    for (const line of [
      // Built from parts, so that this file does not itself cite what it refuses.
      `/** Customers orders and checkout (${'DESIGN'}.md). */`,
      `import x from '../${'shared'}/money';`,
      '// Issue 17: searched and paged.',
      ' * The products CSV import (issues 17 and 26, decision 046).',
      '/** Client log entry (customer spec §3). */',
      '/** A price of 0 deletes it (admin spec section 4). */',
      "describe('401 rules of spec section 8', () => {",
      '- Status: accepted (issue "Code health")',
    ])
      expect(
        OUTSIDE.some((pattern) => pattern.test(line)),
        line,
      ).toBe(true);
    for (const line of [
      '// A price of 0 deletes the stored price (decision 077).',
      '/** The key of a schema issue and its params. */',
      'it("when zod reports an issue, then 400", () => {});',
    ])
      expect(
        OUTSIDE.some((pattern) => pattern.test(line)),
        line,
      ).toBe(false);
  });
});
