import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CompiledQuery } from 'kysely';
import {
  addDays,
  adminCreditNoteListQuerySchema,
  adminInvoiceListQuerySchema,
  adminOrderListQuerySchema,
  adminPreInvoiceListQuerySchema,
  adminUserListFilterSchema,
  auditQuerySchema,
  lithuanianDate,
  ownInvoiceListQuerySchema,
  receivablesQuerySchema,
  type User,
} from '@shop/domain';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createDatabase } from '../../apps/api/src/db/database.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts';
import {
  adminCreditNoteList,
  adminInvoiceList,
  adminPreInvoiceList,
  ownInvoiceList,
} from '../../apps/api/src/modules/documents/document-lists.service.ts';
import { auditLog } from '../../apps/api/src/modules/audit/audit.service.ts';
import { accountBalance, allReceivables, receivables } from '../../apps/api/src/modules/receivables/receivables.service.ts';
import { dashboardStats } from '../../apps/api/src/modules/dashboard/dashboard.service.ts';
import { adminOrders, ownOrders } from '../../apps/api/src/modules/orders/orders.service.ts';
import { list as adminUsers } from '../../apps/api/src/modules/users/users.service.ts';
import { seedContext } from '../../apps/api/src/seed/demo-context.ts';
import { DATA_ROOT, serverUrlOf } from './data-sets.ts';
import { SEEDED_FILE, type SeededSet } from './seed.ts';

// `node bench/scale/explain-cli.ts --size 10 --engine postgres|sqlite`: every list and search of decision 073
// run once through the services the API calls, on the kept data set of `npm run bench:scale`, and each
// statement they send explained (PostgreSQL: EXPLAIN ANALYZE with buffers; SQLite: EXPLAIN QUERY PLAN).
// Lines naming a sequential scan of a large table or a sort of one are flagged.
// `--only WORDS` explains only the scenarios whose name holds them (`--only receivables`).
const { values } = parseArgs({
  options: { size: { type: 'string', default: '10' }, engine: { type: 'string', default: 'postgres' }, only: { type: 'string' } },
});
const engine = values.engine === 'sqlite' ? 'sqlite' : 'postgres';
const dataDir = path.join(DATA_ROOT, `main-${engine}-${values.size}`);
const seeded = JSON.parse(readFileSync(path.join(dataDir, SEEDED_FILE), 'utf8')) as SeededSet;
const databaseUrl = engine === 'postgres' ? Object.assign(new URL(serverUrlOf()), { pathname: `/shop_scale_${values.size}` }).toString() : undefined;

const statements: CompiledQuery[] = [];
let capturing = false;
const database = createDatabase({
  databaseUrl,
  dataDir,
  onQuery: (event) => {
    if (capturing && event.level === 'query') statements.push(CompiledQuery.raw(event.query.sql, [...event.query.parameters]));
  },
});
// As the server does at its start: a kept data set gets this checkout's later migrations.
await migrateToLatest(database.db);
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JWT_SECRET: 'explain-secret-of-at-least-32-characters',
  APP_URL: 'http://shop.example',
});
// Every read through the logged connection: the plans are the same on the SQLite readers.
const ctx = { ...seedContext(config, database).as({ id: 1, email: 'admin@didmena.example' }), reads: database.db };
const admin = { id: 1, is_admin: true, staff_role: 'owner' } as User;
const big = { id: seeded.bigCustomerId, is_admin: false } as User;
const today = lithuanianDate(new Date());
const ninetyDaysAgo = addDays(today, -90);

const scenarios: Array<[string, () => Promise<unknown>]> = [
  ['admin orders, page 1', () => adminOrders(ctx, adminOrderListQuerySchema.parse({}))],
  ['admin orders, page 40', () => adminOrders(ctx, adminOrderListQuerySchema.parse({ page: '40' }))],
  ['admin orders, search company words', () => adminOrders(ctx, adminOrderListQuerySchema.parse({ search: seeded.probes.companyWords }))],
  ['admin orders, search by number', () => adminOrders(ctx, adminOrderListQuerySchema.parse({ search: seeded.probes.orderNumber }))],
  ['admin orders, search by e-mail', () => adminOrders(ctx, adminOrderListQuerySchema.parse({ search: seeded.probes.email }))],
  ['admin orders, status + 90 days', () => adminOrders(ctx, adminOrderListQuerySchema.parse({ status: 'ended', from: ninetyDaysAgo, to: today }))],
  ['admin orders, one customer', () => adminOrders(ctx, adminOrderListQuerySchema.parse({ user_id: String(seeded.bigCustomerId) }))],
  ['admin invoices, page 1', () => adminInvoiceList(ctx, adminInvoiceListQuerySchema.parse({}))],
  [
    'admin invoices, status + month',
    () => adminInvoiceList(ctx, adminInvoiceListQuerySchema.parse({ status: 'paid', from: ninetyDaysAgo, to: today })),
  ],
  ['admin invoices, search', () => adminInvoiceList(ctx, adminInvoiceListQuerySchema.parse({ search: seeded.probes.companyWords }))],
  ['admin pre-invoices, page 1', () => adminPreInvoiceList(ctx, adminPreInvoiceListQuerySchema.parse({}))],
  ['admin credit notes, page 1', () => adminCreditNoteList(ctx, adminCreditNoteListQuerySchema.parse({}))],
  ['admin customers, page 1', () => adminUsers(ctx, adminUserListFilterSchema.parse({}))],
  ['admin customers, search', () => adminUsers(ctx, adminUserListFilterSchema.parse({ search: seeded.probes.customerWords }))],
  ['audit log, entity = order', () => auditLog(ctx, auditQuerySchema.parse({ entity: 'order' }))],
  ['audit log, actor', () => auditLog(ctx, auditQuerySchema.parse({ actor: 'vadybininke' }))],
  ['audit log, default (no sign-ins)', () => auditLog(ctx, auditQuerySchema.parse({}))],
  ['audit log, sign-ins', () => auditLog(ctx, auditQuerySchema.parse({ group: 'sign_ins' }))],
  ['audit log, by order number', () => auditLog(ctx, auditQuerySchema.parse({ reference: seeded.probes.orderNumber }))],
  ['audit log, by company', () => auditLog(ctx, auditQuerySchema.parse({ company: seeded.probes.companyWords }))],
  ['dashboard (administrator)', () => dashboardStats(ctx, admin)],
  ['big customer: own orders, page 1', () => ownOrders(ctx, big, {})],
  ['big customer: own invoices', () => ownInvoiceList(ctx, big.id, ownInvoiceListQuerySchema.parse({}))],
  ['receivables, page 1', () => receivables(ctx, receivablesQuerySchema.parse({}))],
  ['receivables by company, page 10', () => receivables(ctx, receivablesQuerySchema.parse({ sort: 'company', page: '10' }))],
  ['receivables CSV (every customer)', () => allReceivables(ctx, receivablesQuerySchema.parse({ sort: 'oldest' }))],
  ['big customer: balance', () => accountBalance(ctx, big.id)],
];

const LARGE = /\b(orders|order_items|invoices|pre_invoices|credit_notes|audit_log|products)\b/;
/** A count reads at most COUNT_CAP + 1 rows, whatever it reads them with. */
const capped = (line: string) => /rows=10001 /.test(line);
const warn = (line: string) =>
  (/Seq Scan on (\w+)/.test(line) && LARGE.test(line)) || (/SCAN (\w+)(?! USING)/.test(line) && LARGE.test(line) && !/USING/.test(line))
    ? capped(line)
      ? '   <- stops at the count cap'
      : '   <- scan of a large table'
    : /TEMP B-TREE/.test(line)
      ? '   <- sort'
      : '';

for (const [name, run] of scenarios.filter(([name]) => !values.only || name.includes(values.only))) {
  statements.length = 0;
  capturing = true;
  const started = performance.now();
  await run();
  const took = performance.now() - started;
  capturing = false;
  console.log(`\n## ${name} (${took.toFixed(1)} ms, ${statements.length} statements)\n`);
  for (const statement of statements) {
    console.log(`  ${statement.sql.replace(/\s+/g, ' ').slice(0, 400)}`);
    const explained = CompiledQuery.raw(
      `${engine === 'postgres' ? 'EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)' : 'EXPLAIN QUERY PLAN'} ${statement.sql}`,
      [...statement.parameters],
    );
    const { rows } = await database.db.executeQuery<Record<string, unknown>>(explained);
    for (const row of rows) {
      const line = String(row['QUERY PLAN'] ?? row.detail);
      console.log(`    ${line}${warn(line)}`);
    }
  }
}
await database.close();
