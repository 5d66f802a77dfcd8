import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashPassword } from '../../apps/api/src/lib/passwords.ts';
import { DEFAULT_SETTINGS, settingsColumns } from '../../apps/api/src/modules/settings/seller.repository.ts';
import { auditEntries } from './audit-entries.ts';
import { postgresWriter, sqliteWriter, type BulkWriter, type Row } from './bulk-writer.ts';
import { addMonths, lithuanianDayStart } from '@shop/domain';
import { calendarOf, isoOf } from './calendar.ts';
import { catalogue } from './catalogue.ts';
import { Counters, orderMaker, type Batch } from './orders.ts';
import { ADMIN_LOGIN, BIG_CUSTOMER_LOGIN, ISSUER, accounts, type Login } from './people.ts';

/**
 * Fills an empty shop database with a wholesaler's five years: size 1 is 2,000 products,
 * 500 customers, 50,000 orders with 255,000 lines, 45,600 invoices, 15,000 pre-invoices, 1,100
 * credit notes, the payments received against them (about 50,000) and 100,000 audit entries; size 10
 * ten times all of it. The schema is made by the
 * migrations of the checkout that will serve it (`serverDir`), so the data fits that code.
 */

interface SeedOptions {
  size: number;
  databaseUrl?: string | undefined;
  dataDir: string;
  /** The checkout whose migrations make the schema (its server will read the data). */
  serverDir: string;
  log?: (line: string) => void;
}

/** What the bench needs to know of a seeded data set: who signs in, and what to search for. */
export interface SeededSet {
  size: number;
  engine: 'sqlite' | 'postgres';
  seededAt: string;
  seconds: number;
  logins: Login[];
  bigCustomerId: number;
  latestFullMonth: string;
  probes: { companyWords: string; orderNumber: string; email: string; customerWords: string };
  counts: Record<string, number>;
}

export const SEEDED_FILE = 'scale-seeded.json';

const SELLER = {
  name: 'UAB Kaljanų didmena',
  company_code: '305123456',
  vat_number: 'LT100012345612',
  address: 'Savanorių pr. 178',
  city: 'Vilnius',
  postal_code: 'LT-03154',
  country: 'Lithuania',
  email: 'saskaitos@didmena.example',
  phone: '+370 5 210 4400',
  bank_name: 'AB SEB bankas',
  iban: 'LT12 7044 0600 0123 4567',
};

const TABLES_WITH_IDS = ['users', 'addresses', 'products', 'orders', 'order_items', 'pre_invoices', 'invoices', 'credit_notes', 'audit_log'];

async function migratedAndEmpty(options: SeedOptions): Promise<void> {
  const source = (file: string) => pathToFileURL(path.join(options.serverDir, 'apps/api/src/db', file)).href;
  const { createDatabase } = (await import(source('database.ts'))) as typeof import('../../apps/api/src/db/database.ts');
  const { migrateToLatest } = (await import(source('migrate.ts'))) as typeof import('../../apps/api/src/db/migrate.ts');
  const database = createDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    await migrateToLatest(database.db);
    const held: string[] = [];
    for (const table of ['users', 'products', 'orders'] as const) {
      const { n } = await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(n) > 0) held.push(`${n} ${table}`);
    }
    if (held.length > 0)
      throw new Error(
        `The database ${options.databaseUrl ?? path.join(options.dataDir, 'shop.sqlite')} is not empty (${held.join(', ')}): ` +
          'seed:scale fills only an empty one. Give another --data-dir or drop the database first.',
      );
  } finally {
    await database.close();
  }
}

/** Figures the app keeps up to date by triggers (the dashboard's, decision 066), set from the seeded orders by the checkout's own function where it has one. */
async function rebuildMaintainedFigures(options: SeedOptions): Promise<void> {
  const file = path.join(options.serverDir, 'apps/api/src/modules/dashboard/dashboard-figures.repository.ts');
  if (!existsSync(file)) return;
  const { createDatabase } = (await import(
    pathToFileURL(path.join(options.serverDir, 'apps/api/src/db/database.ts')).href
  )) as typeof import('../../apps/api/src/db/database.ts');
  const { rebuildDashboardFigures } = (await import(pathToFileURL(file).href)) as { rebuildDashboardFigures?: (db: unknown) => Promise<void> };
  if (!rebuildDashboardFigures) return;
  const database = createDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    await rebuildDashboardFigures(database.db);
  } finally {
    await database.close();
  }
}

export async function seedScale(options: SeedOptions): Promise<SeededSet> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const s = options.size;
  mkdirSync(options.dataDir, { recursive: true });
  await migratedAndEmpty(options);
  const writer: BulkWriter = options.databaseUrl
    ? await postgresWriter(options.databaseUrl)
    : sqliteWriter(path.join(options.dataDir, 'shop.sqlite'));
  try {
    const plan = {
      orders: 50_000 * s,
      invoices: 45_600 * s,
      preInvoices: 15_000 * s,
      creditNotes: 1_100 * s,
      bigCustomerOrders: 3_000 * s,
    };
    // The latest full month's orders: with the ones of the month before invoiced into it, about 2,000 documents a size unit.
    const calendar = calendarOf(plan.orders, 2_300 * s);
    const firstDay = isoOf(calendar.moments[0]! - 30 * 86_400_000);
    const [adminHash, customerHash] = await Promise.all([hashPassword(ADMIN_LOGIN.password), hashPassword(BIG_CUSTOMER_LOGIN.password)]);
    const people = accounts(500 * s, { admin: adminHash, customer: customerHash }, firstDay);
    const { rows: productRows, products } = catalogue(2_000 * s, firstDay);

    await writer.write('company_info', [{ id: 1, version: 1, ...SELLER, updated_at: firstDay }]);
    await writer.write('invoice_settings', [
      {
        id: 1,
        version: 1,
        ...settingsColumns({ ...DEFAULT_SETTINGS, issuer_name: ISSUER.name, issuer_position: ISSUER.position }),
        updated_at: firstDay,
      },
    ]);
    await writer.write('users', [...people.admins, ...people.customers.map((c) => c.row)]);
    await writer.write(
      'addresses',
      people.customers.map((c, i) => ({ id: i + 1, ...c.address })),
    );
    await writer.write('products', productRows);
    await writer.flush();
    log(`accounts and ${products.length} products written (${((Date.now() - started) / 1000).toFixed(0)} s)`);

    const counters = new Counters();
    const make = orderMaker({
      plan,
      moments: calendar.moments,
      now: calendar.now,
      customers: people.customers,
      products,
      seller: JSON.stringify(SELLER),
      adminId: 1,
      counters,
    });
    const CHUNK = 5_000;
    // A checkout from before the payments ledger (decision 078) has no table to write them to.
    const keepsPayments = (await writer.columnsOf('payments')).length > 0;
    const tables = ['orders', 'order_items', 'pre_invoices', 'invoices', 'credit_notes', ...(keepsPayments ? (['payments'] as const) : [])] as const;
    for (let from = 0; from < plan.orders; from += CHUNK) {
      const batch: Batch = { orders: [], order_items: [], pre_invoices: [], invoices: [], credit_notes: [], payments: [] };
      for (let i = from; i < Math.min(plan.orders, from + CHUNK); i++) make(i, batch);
      for (const table of tables) await writer.write(table, batch[table]);
      await writer.flush();
      if ((from / CHUNK) % 10 === 9) log(`${from + CHUNK} orders written (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    await auditEntries({
      count: 100_000 * s,
      moments: calendar.moments,
      admins: people.admins,
      customers: people.customers.map((c) => ({ id: c.id, email: c.row.email })),
      products: products.length,
      write: async (rows: Row[]) => {
        await writer.write('audit_log', rows);
        await writer.flush();
      },
    });
    await writer.write('document_counters', counters.rows());
    // Every month before the latest full one is filed with VMI (decision 052).
    const filed: Row[] = [];
    for (let month = firstDay.slice(0, 7); month < calendar.latestFullMonth; month = addMonths(`${month}-01`, 1).slice(0, 7)) {
      filed.push({ month, closed_at: lithuanianDayStart(addMonths(`${month}-18`, 1)), closed_by: 1 });
    }
    await writer.write('isaf_periods', filed);
    await writer.flush();
    if (writer.engine === 'postgres')
      for (const table of [...TABLES_WITH_IDS, ...(keepsPayments ? ['payments'] : [])])
        await writer.run(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM "${table}"))`);
    const counts: Record<string, number> = {};
    for (const table of ['products', 'users', 'orders', 'order_items', 'invoices', 'pre_invoices', 'credit_notes', 'audit_log'])
      counts[table] = await writer.count(table);
    if (keepsPayments) counts.payments = await writer.count('payments');
    await writer.close();
    await rebuildMaintainedFigures(options);
    const middle = people.customers[Math.floor(people.customers.length / 2)]!;
    const seeded: SeededSet = {
      size: s,
      engine: writer.engine,
      seededAt: new Date().toISOString(),
      seconds: 0,
      logins: [ADMIN_LOGIN, BIG_CUSTOMER_LOGIN],
      bigCustomerId: people.customers[0]!.id,
      latestFullMonth: calendar.latestFullMonth,
      probes: {
        companyWords: middle.row.company_name.split(' ').slice(1).join(' ').toLowerCase(),
        orderNumber: `ORD-${isoOf(calendar.moments[Math.floor(plan.orders / 2)]!)
          .slice(0, 7)
          .replace('-', '')}-${String(Math.floor(plan.orders / 2) + 1).padStart(4, '0')}`,
        email: middle.row.email,
        customerWords: `${middle.row.contact_person.split(' ')[1]} ${middle.row.billing_city}`,
      },
      counts,
    };
    seeded.seconds = Math.round((Date.now() - started) / 100) / 10;
    writeFileSync(path.join(options.dataDir, SEEDED_FILE), `${JSON.stringify(seeded, null, 2)}\n`);
    return seeded;
  } catch (error) {
    await writer.close().catch(() => {});
    throw error;
  }
}
