import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../apps/api/src/db/database.ts';
import { nowIso } from '../apps/api/src/lib/clock.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { insertUser } from '../apps/api/src/modules/users/users.repository.ts';
import { migratedDatabase, startServer, stopProcess, withScratchPostgres } from './support.ts';

// `npm run bench` (checkout part): 50 customers placing orders at once against the real server,
// on the embedded database and on PostgreSQL. Stock is scarcer than demand, so refusals happen and
// the oversell count (units sold beyond stock) must stay 0.
const CUSTOMERS = 50;
const ORDERS_EACH = Number(process.env.BENCH_ORDERS_EACH ?? 10);
const PRODUCTS = 10;
const STOCK_EACH = 30;
const PASSWORD = 'bench-password';

async function seed(databaseUrl: string | undefined, dataDir: string) {
  const database = await migratedDatabase(databaseUrl, dataDir);
  const now = nowIso();
  await database.db
    .insertInto('products')
    .values(
      Array.from({ length: PRODUCTS }, (_, i) => ({
        sku: `C-${i}`,
        slug: `checkout-${i}`,
        brand: 'Bench',
        name: `Checkout ${i}`,
        flavor: 'Mint',
        weight: '50g',
        category: null,
        description: null,
        image_url: null,
        stock: STOCK_EACH,
        min_order_quantity: 1,
        price_cents: 2000,
        wholesale_price_cents: 1200,
        price_excl_vat_excise_cents: null,
        is_active: true,
        search_text: `bench checkout ${i}`,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const hash = await hashPassword(PASSWORD);
  for (let i = 0; i < CUSTOMERS; i++) {
    const user = await insertUser(database.db, {
      email: `buyer${i}@bench.lt`,
      password_hash: hash,
      company_name: `Buyer ${i} UAB`,
      company_reg_number: String(i),
      contact_person: `Buyer ${i}`,
      approval_status: 'approved',
      approved_at: now,
      email_verified_at: now,
    });
    await database.db
      .insertInto('addresses')
      .values({
        user_id: user.id,
        address_name: 'Shop',
        street_address: 'Main 1',
        city: 'Vilnius',
        state_province: null,
        postal_code: null,
        country: 'Lithuania',
        tobacco_license: `TL-${i}`,
        is_default: true,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const ids = (await database.db.selectFrom('products').select('id').execute()).map((r) => r.id);
  await database.close();
  return ids;
}

async function scenario(name: string, env: Record<string, string>, databaseUrl: string | undefined, port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-checkout-'));
  const productIds = await seed(databaseUrl, dataDir);
  const server = await startServer(port, { RATE_LIMIT_LOGIN_MAX: '10000', RATE_LIMIT_LOGIN_ADDRESS_MAX: '10000', ...env, DATA_DIR: dataDir });
  const base = `http://127.0.0.1:${port}/api`;
  try {
    const tokens = await Promise.all(
      Array.from({ length: CUSTOMERS }, async (_, i) => {
        const r = await fetch(`${base}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `buyer${i}@bench.lt`, password: PASSWORD }),
        });
        return ((await r.json()) as { token: string }).token;
      }),
    );
    const addressIds = await Promise.all(
      tokens.map(
        async (token) =>
          (
            (await (await fetch(`${base}/users/addresses`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
              addresses: Array<{ id: number }>;
            }
          ).addresses[0]!.id,
      ),
    );
    const latencies: number[] = [];
    let placed = 0;
    let refused = 0;
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      tokens.map(async (token, c) => {
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        for (let n = 0; n < ORDERS_EACH; n++) {
          const productId = productIds[(c + n) % productIds.length]!;
          const add = await fetch(`${base}/cart/add`, { method: 'POST', headers, body: JSON.stringify({ product_id: productId, quantity: 1 }) });
          await add.arrayBuffer();
          if (!add.ok) {
            refused++;
            continue;
          }
          const t0 = performance.now();
          const order = await fetch(`${base}/orders`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ shipping_address_id: addressIds[c], accept_tax_notice: true }),
          });
          latencies.push(performance.now() - t0);
          await order.arrayBuffer();
          if (order.status === 201) placed++;
          else if (order.status === 409) {
            refused++;
            await (await fetch(`${base}/cart/clear`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
          } else failed++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    const database = createDatabase({ databaseUrl, dataDir });
    const sold = await database.db
      .selectFrom('order_items')
      .select(['product_id'])
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .groupBy('product_id')
      .execute();
    const stock = await database.db.selectFrom('products').select(['id', 'stock']).execute();
    await database.close();
    const oversell = sold.reduce((sum, row) => sum + Math.max(0, Number(row.n) - STOCK_EACH), 0) + stock.filter((s) => s.stock < 0).length;
    return {
      name,
      placed,
      refused,
      failed,
      ordersPerSecond: placed / seconds,
      p50: p(0.5),
      p99: p(0.99),
      oversell,
      stockLeft: stock.reduce((s, r) => s + r.stock, 0),
    };
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await scenario('embedded SQLite', {}, undefined, 4421)];
const postgres = await withScratchPostgres('shop_bench', (url) =>
  scenario('PostgreSQL', { DATABASE_URL: url, JWT_SECRET: 'bench-secret-of-at-least-32-characters-long' }, url, 4422),
);
if (postgres) results.push(postgres);

console.log(
  `\nCheckout benchmark: ${CUSTOMERS} customers at once, ${ORDERS_EACH} orders each, ${PRODUCTS} products × ${STOCK_EACH} units (demand exceeds stock)\n`,
);
console.log('database          placed  refused  errors  orders/s   p50 ms   p99 ms  oversell  stock left');
for (const r of results) {
  console.log(
    `${r.name.padEnd(16)} ${String(r.placed).padStart(7)} ${String(r.refused).padStart(8)} ${String(r.failed).padStart(7)} ${r.ordersPerSecond.toFixed(0).padStart(9)} ${r.p50.toFixed(0).padStart(8)} ${r.p99.toFixed(0).padStart(8)} ${String(r.oversell).padStart(9)} ${String(r.stockLeft).padStart(11)}`,
  );
}
for (const r of results) {
  console.log(`${r.ordersPerSecond >= 100 ? 'met    ' : 'MISSED '} ${r.name}: at least 100 orders/s`);
  console.log(`${r.oversell === 0 && r.failed === 0 ? 'met    ' : 'MISSED '} ${r.name}: no oversell, no errors`);
}
