import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { nowIso } from '../apps/api/src/lib/clock.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { insertUser } from '../apps/api/src/modules/users/users.repository.ts';

// `npm run bench`: 1,000 products and a customer with 300 custom prices in a fresh database, the real
// server against a bare Fastify baseline, 32 connections each, peak RSS of the server.
const CONNECTIONS = 32;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
const PORT = 4411;
const BASE_PORT = 4412;

async function seed() {
  const database = createDatabase({ dataDir });
  await migrateToLatest(database.db);
  const now = nowIso();
  const products = Array.from({ length: 1000 }, (_, i) => ({
    sku: `B-${i}`, slug: `bench-product-${i}`, brand: `Brand ${i % 8}`, name: `Flavour ${i}`, flavor: 'Mint, lemon', weight: '50g', category: 'Classic',
    description: 'A hookah tobacco for the benchmark, with a description of ordinary length for a product page.', image_url: `/uploads/products/b-${i}.webp`,
    stock: i % 10 === 0 ? 0 : 100, min_order_quantity: 5, price_cents: 700 + i, wholesale_price_cents: 430 + i, price_excl_vat_excise_cents: i % 2 ? 500 + i : null,
    is_active: true, search_text: `brand ${i % 8} flavour ${i}`, created_at: now, updated_at: now,
  }));
  for (let i = 0; i < products.length; i += 200) await database.db.insertInto('products').values(products.slice(i, i + 200)).execute();
  const customer = await insertUser(database.db, {
    email: 'bench@example.lt', password_hash: await hashPassword('bench-password'), company_name: 'Bench UAB', company_reg_number: '1', contact_person: 'Bench',
    phone: null, tax_id: null, billing_address: null, billing_city: null, billing_postal_code: null, billing_country: null, payment_terms: null, user_type: 'BAR',
    is_active: true, is_admin: false, approval_status: 'approved', approved_at: now, rejection_reason: null, email_verified_at: now, language: 'en', anonymised_at: null,
  });
  const ids = (await database.db.selectFrom('products').select('id').orderBy('id').limit(300).execute()).map((r) => r.id);
  await database.db.insertInto('customer_prices').values(ids.map((product_id) => ({ user_id: customer.id, product_id, price_cents: 400, created_at: now, updated_at: now }))).execute();
  await database.close();
}

function start(script: string, args: string[], env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = fork(script, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 30_000;
    const poll = async () => {
      try {
        if ((await fetch(readyUrl)).ok) return resolve(child);
      } catch {}
      if (Date.now() > deadline) return reject(new Error(`${script} did not start`));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

function peakRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function run(name: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bytes: result.throughput.average / Math.max(1, result.requests.average) };
}

await seed();
const server = await start(path.join(root, 'apps/api/src/server.ts'), [], { DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', RATE_LIMIT_LOGIN_MAX: '1000' }, `http://127.0.0.1:${PORT}/api/health`);
try {
  const login = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@example.lt', password: 'bench-password' }) });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  // What /products loads: the first page of 48 (the page pages through 1,000 or 5,000 products).
  const page = `http://127.0.0.1:${PORT}/api/products?limit=48&offset=0`;
  const customerBody = await (await fetch(page, { headers: auth })).text();

  const results = [
    await run('guest catalogue (page of 48)', page),
    await run('customer catalogue (page of 48)', page, auth),
    await run('product page', `http://127.0.0.1:${PORT}/api/products/slug/bench-product-42`, auth),
    await run('all 1,000 products at once (information)', `http://127.0.0.1:${PORT}/api/products`, auth),
  ];
  const rss = peakRss(server.pid!);
  const baselineServer = await start(path.join(import.meta.dirname, 'baseline-server.ts'), [String(customerBody.length), String(BASE_PORT)], {}, `http://127.0.0.1:${BASE_PORT}/`);
  const baseline = await run('baseline (bare Fastify, same payload size)', `http://127.0.0.1:${BASE_PORT}/`);
  baselineServer.kill();

  console.log(`\nCatalogue benchmark: 1,000 products, customer with 300 custom prices, ${CONNECTIONS} connections, ${DURATION} s each`);
  console.log(`customer catalogue page payload: ${(customerBody.length / 1024).toFixed(1)} KB (the baseline answers the same size)\n`);
  console.log('scenario                                     req/s    p50 ms   p99 ms   vs baseline');
  for (const r of [...results, baseline]) {
    console.log(`${r.name.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)}   ${((r.rps / baseline.rps) * 100).toFixed(0).padStart(5)} %`);
  }
  console.log(`\nserver peak RSS: ${rss.toFixed(0)} MB`);
  const customer = results[1]!;
  const checks = [
    [`customer catalogue >= 40 % of baseline req/s`, customer.rps / baseline.rps >= 0.4],
    [`customer catalogue p99 <= 100 ms`, customer.p99 <= 100],
    [`peak RSS <= 350 MB`, rss <= 350],
  ] as const;
  for (const [label, passed] of checks) console.log(`${passed ? 'met    ' : 'MISSED '} ${label}`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
