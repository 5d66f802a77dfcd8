import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { nowIso } from '../apps/api/src/lib/clock.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { insertUser } from '../apps/api/src/modules/users/users.repository.ts';
import { migratedDatabase, startProcess, startServer, stopProcess } from './support.ts';
import { createScratchDatabase, type ScratchDatabase } from '../apps/api/src/test/scratch-database.ts';

// `npm run bench` (catalogue part): 1,000 products and a customer with 300 custom prices in a fresh
// database, on the embedded database and on PostgreSQL side by side; the real server against a bare
// node:http server answering the same number of bytes, 32 connections each, peak RSS of the server.
// The server runs with the Node options of `npm run serve` (support.ts, decision 111).
const CONNECTIONS = 32;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** The targets: a page of 48 at half a bare server's rate, the whole catalogue at 80 %, p99 100 ms, 300 MB at peak. */
const TARGETS = { all: 0.8, page: 0.5, p99: 100, rssMb: 300 };

async function seed(databaseUrl: string | undefined, dataDir: string) {
  const database = await migratedDatabase(databaseUrl, dataDir);
  const now = nowIso();
  const products = Array.from({ length: 1000 }, (_, i) => ({
    sku: `B-${i}`,
    slug: `bench-product-${i}`,
    brand: `Brand ${i % 8}`,
    name: `Flavour ${i}`,
    flavor: 'Mint, lemon',
    weight: '50g',
    category: 'Classic',
    description: 'A hookah tobacco for the benchmark, with a description of ordinary length for a product page.',
    image_url: `/uploads/products/b-${i}.webp`,
    stock: i % 10 === 0 ? 0 : 100,
    min_order_quantity: 5,
    price_cents: 700 + i,
    wholesale_price_cents: 430 + i,
    price_excl_vat_excise_cents: i % 2 ? 500 + i : null,
    is_active: true,
    search_text: `brand ${i % 8} flavour ${i}`,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < products.length; i += 200)
    await database.db
      .insertInto('products')
      .values(products.slice(i, i + 200))
      .execute();
  const customer = await insertUser(database.db, {
    email: 'bench@example.lt',
    password_hash: await hashPassword('bench-password'),
    company_name: 'Bench UAB',
    company_reg_number: '1',
    contact_person: 'Bench',
    user_type: 'BAR',
    approval_status: 'approved',
    approved_at: now,
    email_verified_at: now,
  });
  const ids = (await database.db.selectFrom('products').select('id').orderBy('id').limit(300).execute()).map((r) => r.id);
  await database.db
    .insertInto('customer_prices')
    .values(ids.map((product_id) => ({ user_id: customer.id, product_id, price_cents: 400, created_at: now, updated_at: now })))
    .execute();
  await database.close();
}

function peakRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
}

async function run(name: string, url: string, headers: Record<string, string> = {}): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The bare server answering `bytes` bytes, measured like the shop. */
async function baseline(bytes: number, port: number): Promise<Result> {
  const server = await startProcess(
    path.join(import.meta.dirname, 'baseline-server.ts'),
    [String(bytes), String(port)],
    {},
    `http://127.0.0.1:${port}/`,
  );
  try {
    return await run(`bare node:http, ${(bytes / 1024).toFixed(0)} KB`, `http://127.0.0.1:${port}/`);
  } finally {
    await stopProcess(server);
  }
}

interface EngineReport {
  engine: string;
  results: Array<Result & { vs?: number }>;
  rss: number;
  checks: Array<[string, boolean]>;
}

async function measure(engine: string, databaseUrl: string | undefined, port: number): Promise<EngineReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  await seed(databaseUrl, dataDir);
  const env: Record<string, string> = { DATA_DIR: dataDir, RATE_LIMIT_LOGIN_MAX: '1000' };
  if (databaseUrl) Object.assign(env, { DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-secret-of-at-least-32-characters-long' });
  const server = await startServer(port, env);
  try {
    const base = `http://127.0.0.1:${port}/api`;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.lt', password: 'bench-password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    // What /products loads: the first page of 48; and the whole catalogue at once.
    const page = `${base}/products?limit=48&offset=0`;
    const all = `${base}/products`;
    const pageBytes = Buffer.byteLength(await (await fetch(page, { headers: auth })).text());
    const allBytes = Buffer.byteLength(await (await fetch(all, { headers: auth })).text());

    const guestPage = await run('guest catalogue, page of 48', page);
    const customerPage = await run('customer catalogue, page of 48', page, auth);
    const productPage = await run('customer product page', `${base}/products/slug/bench-product-42`, auth);
    const customerAll = await run('customer catalogue, all 1,000', all, auth);
    const rss = peakRss(server.pid!);
    await stopProcess(server);
    const [pageBase, allBase] = [await baseline(pageBytes, port + 1), await baseline(allBytes, port + 1)];
    const results = [
      { ...guestPage, vs: guestPage.rps / pageBase.rps },
      { ...customerPage, vs: customerPage.rps / pageBase.rps },
      productPage,
      { ...customerAll, vs: customerAll.rps / allBase.rps },
      pageBase,
      allBase,
    ];
    const checks: Array<[string, boolean]> = [
      [`customer catalogue (all) >= ${TARGETS.all * 100} % of bare node:http`, customerAll.rps / allBase.rps >= TARGETS.all],
      [`customer catalogue (page of 48) >= ${TARGETS.page * 100} % of bare node:http`, customerPage.rps / pageBase.rps >= TARGETS.page],
      [
        `customer p99 <= ${TARGETS.p99} ms (page ${customerPage.p99} ms, all ${customerAll.p99} ms)`,
        Math.max(customerPage.p99, customerAll.p99) <= TARGETS.p99,
      ],
      [`peak RSS <= ${TARGETS.rssMb} MB`, rss <= TARGETS.rssMb],
    ];
    return { engine, results, rss, checks };
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fresh database on the PostgreSQL server, or null when none answers. */
async function postgresDatabase(): Promise<ScratchDatabase | null> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    return await createScratchDatabase(serverUrl, 'shop_bench');
  } catch (error) {
    console.log(`PostgreSQL at ${serverUrl} not reachable (${(error as Error).message}): measured on the embedded database only.`);
    return null;
  }
}

const reports = [await measure('embedded (SQLite)', undefined, 4411)];
const postgres = await postgresDatabase();
if (postgres) {
  try {
    reports.push(await measure('PostgreSQL', postgres.url, 4413));
  } finally {
    await postgres.drop();
  }
}

console.log(`\nCatalogue benchmark: 1,000 products, customer with 300 custom prices, ${CONNECTIONS} connections, ${DURATION} s each`);
console.log(`"vs bare" compares with a bare node:http server answering the same number of bytes.\n`);
console.log(`scenario                           ${reports.map((r) => r.engine.padStart(28)).join('')}`);
console.log(`                                   ${reports.map(() => '   req/s  p99 ms   vs bare'.padStart(28)).join('')}`);
for (let i = 0; i < reports[0]!.results.length; i++) {
  const cells = reports.map((report) => {
    const r = report.results[i]!;
    const vs = 'vs' in r && r.vs !== undefined ? `${(r.vs * 100).toFixed(0)} %` : '';
    return `${r.rps.toFixed(0).padStart(8)}${String(r.p99).padStart(8)}${vs.padStart(10)}`.padStart(28);
  });
  console.log(`${reports[0]!.results[i]!.name.padEnd(35)}${cells.join('')}`);
}
console.log(`${'server peak RSS'.padEnd(35)}${reports.map((r) => `${r.rss.toFixed(0)} MB`.padStart(28)).join('')}\n`);
for (const report of reports)
  for (const [label, passed] of report.checks) console.log(`${passed ? 'met    ' : 'MISSED '} ${report.engine}: ${label}`);
