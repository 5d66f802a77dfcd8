import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../support.ts';
import { DATA_ROOT, dataSet, forgetImportedProducts, labelOf, type DataSet, type Engine } from './data-sets.ts';
import { measureSet, type Outcome } from './scenarios.ts';

// `npm run bench:scale [-- --sizes 1,10 --engines sqlite,postgres --server-dir DIR --only WORDS,…]`: for each size and
// engine, the seeded data set (made once, then kept under bench/.scale-data), the real server of the
// checkout in DIR (this one by default) started on it, and the screens of decision 073 measured through its API.
// One table at the end, also written to bench/.scale-data/results-<timestamp>.md (and .json).
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1' },
    engines: { type: 'string', default: 'sqlite,postgres' },
    'server-dir': { type: 'string', default: root },
    port: { type: 'string', default: '4471' },
    /** Only the scenarios whose name holds one of these comma-separated words (`--only receivables,balance`). */
    only: { type: 'string' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const engines = values.engines.split(',').map((e) => e.trim()) as Engine[];
if (sizes.some((s) => !Number.isInteger(s) || s < 1 || s > 10) || engines.some((e) => e !== 'sqlite' && e !== 'postgres')) {
  console.error('--sizes takes whole numbers 1–10 (1,10), --engines sqlite and/or postgres.');
  process.exit(2);
}
const serverDir = path.resolve(values['server-dir']);
const label = labelOf(serverDir);
const log = (line: string) => console.log(`  ${line}`);

const outcomes: Outcome[] = [];
const sets: DataSet[] = [];
for (const size of sizes)
  for (const engine of engines) {
    console.log(`\n${label}: size ${size}, ${engine}`);
    let set: DataSet;
    try {
      set = await dataSet(serverDir, engine, size, log);
    } catch (error) {
      outcomes.push({
        scenario: 'seeding',
        size,
        engine,
        median: null,
        p99: null,
        rss: null,
        note: `failed: ${(error as Error).message}`,
        target: '',
        met: false,
      });
      continue;
    }
    sets.push(set);
    log(`data set ${set.reused ? 'reused' : 'made'}: ${set.diskMb.toFixed(0)} MB on disk, seeded in ${set.seedSeconds} s`);
    outcomes.push(...(await measureSet(set, serverDir, Number(values.port), log, values.only)));
    await forgetImportedProducts(set).catch((error) => log(`could not remove the imported products: ${(error as Error).message}`));
  }

const ms = (n: number | null) => (n === null || Number.isNaN(n) ? '—' : n >= 10_000 ? `${(n / 1000).toFixed(1)} s` : `${n.toFixed(0)} ms`);
const header = ['scenario', 'size', 'engine', 'one user (median)', 'p99 @10', 'peak RSS', 'target', 'met', 'note'];
const lines = outcomes.map((o) => [
  o.scenario,
  String(o.size),
  o.engine,
  ms(o.median),
  ms(o.p99),
  o.rss === null || Number.isNaN(o.rss) ? '—' : `${o.rss.toFixed(0)} MB`,
  o.target,
  o.met === null ? '' : o.met ? 'yes' : 'NO',
  o.note,
]);
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
const text = [header, widths.map((w) => '-'.repeat(w)), ...lines].map((l) => l.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')).join('\n');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const setsText = sets
  .map(
    (s) =>
      `- ${label} ${s.engine} size ${s.size}: ${s.diskMb.toFixed(0)} MB on disk, seeded in ${s.seedSeconds} s${s.reused ? ' (kept from an earlier run)' : ''}`,
  )
  .join('\n');
const markdown = `# Scale bench, ${new Date().toISOString()}\n\nServer: ${serverDir} (${label}). Machine: shared, 2 cores: numbers are noisy.\n\n${setsText}\n\n| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |\n${lines.map((l) => `| ${l.join(' | ')} |`).join('\n')}\n`;
mkdirSync(DATA_ROOT, { recursive: true });
writeFileSync(path.join(DATA_ROOT, `results-${label}-${stamp}.md`), markdown);
writeFileSync(path.join(DATA_ROOT, `results-${label}-${stamp}.json`), `${JSON.stringify({ serverDir, sets, outcomes }, null, 2)}\n`);
console.log(
  `\nScale bench (${label}): targets of decision 073\n${setsText}\n\n${text}\n\nWritten to ${path.join(DATA_ROOT, `results-${label}-${stamp}.md`)}`,
);
