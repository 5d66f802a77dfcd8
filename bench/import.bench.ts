import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decimalComma, parseMoneyInput, readCsv, toCsv } from '@shop/domain';
import { nowIso } from '../apps/api/src/lib/clock.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { insertUser } from '../apps/api/src/modules/users/users.repository.ts';
import { migratedDatabase, startServer, stopProcess, withScratchPostgres } from './support.ts';

// `npm run bench:import` (decision 071): a wholesaler's whole catalogue as one products CSV
// against the real server, on the embedded database and on PostgreSQL. For each engine: the dry run
// and the import of ROWS new products into an empty shop, then of the same ROWS rows changed (the
// export with every price raised: updates), then SAME rows sharing brand, name and weight (the slug
// numbering). Meanwhile GET /api/health is asked every 20 ms; its slowest and p99 answers are printed.
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000);
const SAME = Number(process.env.BENCH_IMPORT_SAME ?? 1000);
const PASSWORD = 'bench-password';
const EMAIL = 'admin@bench.lt';
const HEADER = 'sku;brand;name;flavor;weight;category;price;wholesale_price;shop_price;stock;min_order_quantity;is_active';
const BRANDS = ['Al Fakher', 'Adalya', 'Darkside', 'Fumari', 'Starbuzz', 'Tangiers', 'Element', 'MustHave', 'Black Burn', 'Serbetli'];
const FLAVORS = ['Mint', 'Double Apple', 'Grape', 'Watermelon', 'Lemon', 'Blueberry', 'Peach', 'Cola', 'Mango', 'Cherry'];
const WEIGHTS = ['50g', '100g', '200g', '250g', '1kg'];

/** ROWS hookah tobacco products, all different (brand × flavour × weight × a line number in the name). */
function catalogueCsv(rows: number, prefix: string, sameName = false): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const brand = sameName ? 'Al Fakher' : BRANDS[i % BRANDS.length]!;
    const flavor = FLAVORS[Math.floor(i / BRANDS.length) % FLAVORS.length]!;
    const weight = sameName ? '50g' : WEIGHTS[i % WEIGHTS.length]!;
    const name = sameName ? 'Mint' : `${flavor} ${Math.floor(i / 100)}`;
    const price = (20 + (i % 50)).toFixed(2).replace('.', ',');
    lines.push(`${prefix}-${String(i).padStart(5, '0')};${brand};${name};${flavor};${weight};Tobacco;${price};12,00;16,00;${i % 300};1;true`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The export with every retail price raised by 1 €: an update of every row, at the export's versions. */
function raisedPrices(exported: string): string {
  const read = readCsv(exported);
  if (!read.ok) throw new Error(`The export is unreadable from line ${read.line}`);
  const [header = [], ...rows] = read.records.map((record) => record.cells);
  const price = header.indexOf('price');
  const raised = rows.map((cells) => cells.map((cell, at) => (at === price ? decimalComma((parseMoneyInput(cell) ?? 0) / 100 + 1) : cell)));
  return toCsv([header, ...raised]);
}

interface Run {
  ms: number;
  status: number;
  answer: { created?: number; updated?: number; unchanged?: number; error_count?: number };
  health: { max: number; p99: number; count: number };
}

/** Posts the file (dry run or not) while asking for health every 20 ms; the health answers' latencies beside the import's time. */
async function timedImport(base: string, token: string, body: string, dryRun: boolean): Promise<Run> {
  const form = new FormData();
  form.append('file', new Blob([body], { type: 'text/csv' }), 'catalogue.csv');
  const latencies: number[] = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const response = await fetch(`${base}/api/products/admin/import?dry_run=${dryRun}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = await response.json();
  const ms = performance.now() - started;
  done = true;
  await probe;
  const sorted = latencies.sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
  return { ms, status: response.status, answer, health: { max: sorted.at(-1) ?? 0, p99, count: sorted.length } };
}

async function scenario(name: string, env: Record<string, string>, databaseUrl: string | undefined, port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-import-'));
  const database = await migratedDatabase(databaseUrl, dataDir);
  const now = nowIso();
  await insertUser(database.db, {
    email: EMAIL,
    password_hash: await hashPassword(PASSWORD),
    company_name: 'Bench Admin',
    company_reg_number: '1',
    contact_person: 'Bench Admin',
    is_admin: true,
    staff_role: 'owner',
    approval_status: 'approved',
    approved_at: now,
    email_verified_at: now,
  });
  await database.close();
  const server = await startServer(port, { DATA_DIR: dataDir, RATE_LIMIT_LOGIN_MAX: '1000', ...env });
  const base = `http://127.0.0.1:${port}`;
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const runs: Array<[string, Run]> = [];
    const both = async (label: string, body: string) => {
      runs.push([`${label}, dry run`, await timedImport(base, token, body, true)]);
      runs.push([label, await timedImport(base, token, body, false)]);
    };
    await both(`${ROWS} new products`, catalogueCsv(ROWS, 'HK'));
    const exported = await (await fetch(`${base}/api/products/admin/export.csv`, { headers: { authorization: `Bearer ${token}` } })).text();
    await both(`${ROWS} products changed`, raisedPrices(exported));
    await both(`${SAME} new sharing brand, name, weight`, catalogueCsv(SAME, 'SAME', true));
    return { name, runs };
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await scenario('embedded SQLite', {}, undefined, 4376)];
const postgres = await withScratchPostgres('shop_bench_import', (url) =>
  scenario('PostgreSQL', { DATABASE_URL: url, JWT_SECRET: 'bench-secret-of-at-least-32-characters-long' }, url, 4376),
);
if (postgres) results.push(postgres);

const s = (ms: number) => (ms / 1000).toFixed(2).padStart(7);
const ms = (value: number) => value.toFixed(0).padStart(6);
console.log(`\nImport benchmark: one products CSV (decision 071); health asked every 20 ms meanwhile\n`);
console.log('database         file                                           status  time s  health max ms  p99 ms  created  updated');
for (const { name, runs } of results) {
  for (const [label, run] of runs) {
    console.log(
      `${name.padEnd(16)} ${label.padEnd(46)} ${String(run.status).padStart(6)} ${s(run.ms)} ${ms(run.health.max).padStart(14)} ${ms(run.health.p99)} ${String(run.answer.created ?? '-').padStart(8)} ${String(run.answer.updated ?? '-').padStart(8)}`,
    );
  }
}
const slowest = Math.max(...results.flatMap(({ runs }) => runs.filter(([label]) => !label.includes('dry')).map(([, run]) => run.ms)));
const health = Math.max(...results.flatMap(({ runs }) => runs.map(([, run]) => run.health.max)));
console.log(`\n${slowest < 30_000 ? 'met    ' : 'MISSED '} every import under 30 s (slowest ${s(slowest).trim()} s)`);
console.log(`${health < 100 ? 'met    ' : 'MISSED '} health under 100 ms throughout (slowest ${health.toFixed(0)} ms)`);
