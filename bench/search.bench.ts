import { foldText, orderNumber, productSearchText, searchWords, type BillingSnapshot, type ShippingSnapshot } from '@shop/domain';
import type { LogEvent } from 'kysely';
import pg from 'pg';
import { countUpTo } from '../apps/api/src/db/bounded-count.ts';
import { createDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { countProducts, listProducts } from '../apps/api/src/modules/catalog/catalog.repository.ts';
import { listOrderRows, matchingOrders, orderListedColumns } from '../apps/api/src/modules/orders/orders.repository.ts';
import { insertUser } from '../apps/api/src/modules/users/users.repository.ts';
import { createScratchDatabase } from '../apps/api/src/test/scratch-database.ts';

// `npm run bench:search` (decision 064): 20,000 products and 500,000 orders in a scratch PostgreSQL
// database (BENCH_DATABASE_URL or TEST_DATABASE_URL), searched by words through the repositories the
// API uses; prints each statement's plan (EXPLAIN ANALYZE) and the median time of five runs. Every
// search must answer within TARGET_MS and never read the orders whole (a trigram or date index).
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 500_000);
const TARGET_MS = 200;

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('bench:search needs a PostgreSQL server: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)');

const BRANDS = ['Al Fakher', 'Adalya', 'Darkside', 'Fumari', 'Starbuzz', 'Tangiers', 'Element', 'Serbetli', 'Musthave', 'Black Burn'];
const FLAVOURS = ['Double Apple', 'Šaltmėtė', 'Love 66', 'Blue Mist', 'Bananapapa', 'Grape Mint', 'Lemon', 'Watermelon', 'Peach Ice', 'Kiwi'];
const WEIGHTS = ['25g', '50g', '100g', '200g', '250g', '1kg', '1 kg', '1000 g'];
const FIRST = ['Lounge', 'Hookah', 'Dūmų', 'Kaljanų', 'Smoke', 'Shisha', 'Nakties', 'Baltic', 'Oazė', 'Vėjo'];
const SECOND = ['Bar', 'Namai', 'Kampas', 'Klubas', 'House', 'Point', 'Spot', 'Room', 'Pasaulis', 'Centras'];
const FORMS = ['UAB', 'MB', 'IĮ'];
const CITIES = ['Vilnius', 'Kaunas', 'Klaipėda', 'Šiauliai', 'Panevėžys', 'Alytus', 'Marijampolė', 'Mažeikiai', 'Jonava', 'Utena'];

const scratch = await createScratchDatabase(serverUrl, 'shop_bench');
let last: { sql: string; parameters: readonly unknown[] }[] = [];
const database = createDatabase({
  databaseUrl: scratch.url,
  dataDir: '/nonexistent',
  onQuery: (event: LogEvent) => void last.push({ sql: event.query.sql, parameters: event.query.parameters }),
});
const client = new pg.Client({ connectionString: scratch.url });

async function seed(): Promise<void> {
  await migrateToLatest(database.db);
  const now = new Date('2026-11-29T10:00:00Z');
  const products = Array.from({ length: PRODUCTS }, (_, i) => {
    const named = {
      sku: `B-${i}`,
      brand: BRANDS[i % BRANDS.length]!,
      name: `${FLAVOURS[Math.floor(i / BRANDS.length) % FLAVOURS.length]} ${Math.floor(i / 100)}`,
      flavor: 'Mint, lemon',
      weight: WEIGHTS[Math.floor(i / 7) % WEIGHTS.length]!,
      category: 'Classic',
    };
    return {
      ...named,
      slug: `bench-${i}`,
      description: null,
      image_url: null,
      stock: i % 10 === 0 ? 0 : 100,
      min_order_quantity: 1,
      price_cents: 700 + (i % 500),
      wholesale_price_cents: 500 + (i % 500),
      price_excl_vat_excise_cents: null,
      is_active: true,
      search_text: productSearchText(named),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
  });
  for (let i = 0; i < products.length; i += 1000)
    await database.db
      .insertInto('products')
      .values(products.slice(i, i + 1000))
      .execute();
  const buyers: Array<{ id: number; billing: BillingSnapshot }> = [];
  for (let i = 0; i < FIRST.length * SECOND.length * FORMS.length; i++) {
    const company = `${FIRST[i % FIRST.length]} ${SECOND[Math.floor(i / FIRST.length) % SECOND.length]} ${FORMS[i % FORMS.length]}`;
    const city = CITIES[(i * 7) % CITIES.length]!;
    const email = `${foldText(company).replace(/\W+/g, '-')}-${i}@example.lt`;
    const user = await insertUser(database.db, {
      email,
      password_hash: '-',
      company_name: company,
      company_reg_number: String(300000000 + i),
      contact_person: 'Jonas Jonaitis',
      billing_city: city,
    });
    buyers.push({
      id: user.id,
      billing: {
        company_name: company,
        company_reg_number: user.company_reg_number,
        vat_number: null,
        contact_person: 'Jonas Jonaitis',
        phone: null,
        email,
        address: 'Laisvės al. 10',
        city,
        postal_code: 'LT-44240',
        country: 'LT',
      },
    });
  }
  for (let start = 1; start <= ORDERS; start += 2000) {
    const rows = [];
    for (let id = start; id < Math.min(start + 2000, ORDERS + 1); id++) {
      const buyer = buyers[id % buyers.length]!;
      const shipping: ShippingSnapshot = {
        address_name: 'Baras',
        street_address: `Gedimino pr. ${id % 90}`,
        city: CITIES[Math.floor(id / buyers.length) % CITIES.length]!,
        state_province: null,
        postal_code: null,
        country: 'LT',
        tobacco_license: `TL-${id % 5000}`,
      };
      const created = new Date(now.getTime() - (ORDERS - id) * 60_000);
      const number = orderNumber(id, created);
      rows.push({
        id,
        order_number: number,
        user_id: buyer.id,
        status: 'ended' as const,
        subtotal_cents: 10_000,
        shipping_cents: 0,
        tax_cents: 2100,
        total_cents: 12_100,
        shipping_address: JSON.stringify(shipping),
        billing_address: null,
        notes: null,
        customer_snapshot: JSON.stringify(buyer.billing),
        ...orderListedColumns(number, buyer.billing, shipping),
        created_at: created.toISOString(),
        updated_at: created.toISOString(),
      });
    }
    await database.db.insertInto('orders').values(rows).execute();
  }
  await client.query('analyze');
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The plan of one statement (EXPLAIN ANALYZE), with the planner's settings `settings` for this statement only. */
async function explain(statement: { sql: string; parameters: readonly unknown[] }, settings: string[] = []): Promise<string[]> {
  await client.query('begin');
  try {
    for (const setting of settings) await client.query(`set local ${setting}`);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.sql}`, [...statement.parameters]);
    return rows.map((row) => row['QUERY PLAN']);
  } finally {
    await client.query('rollback');
  }
}

const summary = (plan: string[]) =>
  `${
    plan
      .find((line) => /Scan/.test(line))
      ?.trim()
      .replace(/\s+\(cost.*$/, '') ?? '?'
  }; ${plan.at(-1)}`;

/**
 * Runs `search` five times (median ms), then explains every statement it sent as the planner chose it,
 * and for comparison with the trigram index forced (no sequential scan) and without it (no bitmap
 * scan: a GIN index serves only those). A sequential scan of orders fails the bench; products (a few MB)
 * may be read whole when the planner finds that cheaper.
 */
async function measure(title: string, table: 'products' | 'orders', search: () => Promise<unknown>): Promise<boolean> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    last = [];
    const started = performance.now();
    await search();
    times.push(performance.now() - started);
  }
  const statements = last.filter((statement) => statement.sql.includes('search_text'));
  let indexed = true;
  console.log(`\n=== ${title}: median ${median(times).toFixed(1)} ms of 5 (target ${TARGET_MS} ms)`);
  for (const statement of statements) {
    const plan = await explain(statement);
    console.log(`-- ${statement.sql.replace(/\s+/g, ' ')}\n-- ${JSON.stringify(statement.parameters)}\n${plan.join('\n')}`);
    console.log(`-- trigram index forced: ${summary(await explain(statement, ['enable_seqscan = off']))}`);
    console.log(`-- without the trigram index: ${summary(await explain(statement, ['enable_bitmapscan = off']))}`);
    if (table === 'orders' && plan.some((line) => line.includes('Seq Scan on orders'))) indexed = false;
  }
  return indexed && median(times) <= TARGET_MS;
}

try {
  await client.connect();
  const seeding = performance.now();
  await seed();
  console.log(`seeded ${PRODUCTS} products and ${ORDERS} orders in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
  const catalogue = (search: string) => async () => {
    const query = { search, limit: 48, offset: 0 };
    await Promise.all([listProducts(database.db, query, true), countProducts(database.db, query)]);
  };
  const orders = (search: string) => async () => {
    const filter = { search: { words: searchWords(search) }, limit: 50 };
    await Promise.all([listOrderRows(database.db, filter), countUpTo(database.db, matchingOrders(database.db, filter))]);
  };
  const checks = [
    await measure('catalogue "darkside saltmete"', 'products', catalogue('darkside saltmete')),
    await measure('catalogue "adalya 1kg"', 'products', catalogue('adalya 1kg')),
    await measure('catalogue "double apple 250g"', 'products', catalogue('double apple 250g')),
    await measure('orders "lounge kaunas"', 'orders', orders('lounge kaunas')),
    await measure('orders "tl-4242 dumu"', 'orders', orders('tl-4242 dumu')),
  ];
  console.log(`\n${checks.every(Boolean) ? 'PASS' : 'FAIL'}: every search within ${TARGET_MS} ms, no sequential scan of orders`);
  if (!checks.every(Boolean)) process.exitCode = 1;
} finally {
  await client.end();
  await database.close();
  await scratch.drop();
}
