import { type Insertable, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import { countUpTo } from '../../db/bounded-count.ts';
import type { AuditLogTable, DB } from '../../db/schema.ts';
import { everyWordIn } from '../../db/search-text.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export async function insertAuditEntry(db: Executor, entry: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

/** Many entries in statements of at most 1000 rows (an import's batch, decision 071). */
export async function insertAuditEntries(db: Executor, entries: Insertable<AuditLogTable>[]): Promise<void> {
  for (let at = 0; at < entries.length; at += 1000)
    await db
      .insertInto('audit_log')
      .values(entries.slice(at, at + 1000))
      .execute();
}

export interface AuditFilter {
  entity?: string | undefined;
  entityId?: string | undefined;
  /** A user id, or (a part of) an e-mail: a substring (on PostgreSQL served by the e-mail's trigram index, decision 074). */
  actor?: string | undefined;
  action?: string | undefined;
  /** An order's or a document's number or a SKU, whole or its beginning, any case (decision 095). */
  reference?: string | undefined;
  /** The customers whose entries are asked for (found by their company's name); empty finds none. */
  customerIds?: readonly number[] | undefined;
  /** The action group; without it (and without an action or entity), sign-ins are left out. */
  group?: string | undefined;
  /** ISO moments: from inclusive, to exclusive. */
  fromAt?: string | undefined;
  toAt?: string | undefined;
}

/** Above every character a reference holds: `prefix` ≤ r < `prefix + TOP` is "r begins with prefix" (bytewise, as the index sorts). */
const TOP = '\u{10FFFF}';

/** The log's rows matching `filter`, unordered: the list, its count and the CSV's count build on it. */
export function filteredAuditEntries(db: Kysely<DB>, filter: AuditFilter) {
  let q = db.selectFrom('audit_log');
  if (filter.entity) q = q.where('entity', '=', filter.entity);
  if (filter.entityId) q = q.where('entity_id', '=', filter.entityId);
  if (filter.action) q = q.where('action', '=', filter.action);
  if (filter.group) q = q.where('action_group', '=', filter.group);
  // Written as the partial index audit_log_work_at_idx has it, so the default view is its range read.
  else if (!filter.action && !filter.entity) q = q.where(sql<SqlBool>`action_group <> 'sign_ins'`);
  if (filter.reference) {
    const prefix = filter.reference.toLowerCase();
    q = q.where(sql<SqlBool>`lower(reference) >= ${prefix}`).where(sql<SqlBool>`lower(reference) < ${prefix + TOP}`);
  }
  if (filter.customerIds) q = filter.customerIds.length ? q.where('customer_id', 'in', [...filter.customerIds]) : q.where(sql<SqlBool>`1 = 0`);
  if (filter.fromAt) q = q.where('at', '>=', filter.fromAt);
  if (filter.toAt) q = q.where('at', '<', filter.toAt);
  const actor = filter.actor;
  if (actor) q = /^\d+$/.test(actor) ? q.where('actor_id', '=', Number(actor)) : q.where(everyWordIn(db, 'audit_log', [actor.toLowerCase()]));
  return q;
}

/** The customers whose company's name has every word (the users' word index, decision 064), at most `limit`. */
export async function customersNamed(db: Kysely<DB>, words: readonly string[], limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(everyWordIn(db, 'users', words))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The statement of a page of entries, newest first: each filter one index range read (decision 095). */
export function auditPageQuery(db: Kysely<DB>, filter: AuditFilter, page: { limit: number; offset: number }) {
  return filteredAuditEntries(db, filter).selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset);
}

/** A page of entries, newest first, and how many match, counted up to the cap (decision 066). */
export async function findAuditEntries(db: Kysely<DB>, filter: AuditFilter, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([auditPageQuery(db, filter, page).execute(), countUpTo(db, filteredAuditEntries(db, filter))]);
  return { rows, count };
}

/** What the log holds of a record for the given actions, oldest first (an order's status history). */
export async function entriesOf(db: Kysely<DB>, entity: string, entityId: string, actions: readonly string[]) {
  return db
    .selectFrom('audit_log')
    .select(['at', 'action', 'changes'])
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .where('action', 'in', [...actions])
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** Entries in keyset batches, newest first, for a file written as it is read (the CSV export). */
export async function auditEntriesAfter(db: Kysely<DB>, filter: AuditFilter, after: { at: string; id: number } | null, limit: number) {
  let q = filteredAuditEntries(db, filter).selectAll();
  if (after) q = q.where((eb) => eb.or([eb('at', '<', after.at), eb.and([eb('at', '=', after.at), eb('id', '<', after.id)])]));
  return q.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** What an entry names its record by, as the record is now (in the transaction that writes the entry). */
export interface RecordNames {
  reference: string | null;
  label: string | null;
  customerId: number | null;
}

const NONE: RecordNames = { reference: null, label: null, customerId: null };

/** The names of one record of an entity: its number or SKU, its company's or its own name, its customer. */
export async function namesOfRecord(db: Executor, entity: string, id: number): Promise<RecordNames> {
  switch (entity) {
    case 'order': {
      const row = await db.selectFrom('orders').select(['order_number', 'buyer_company', 'user_id']).where('id', '=', id).executeTakeFirst();
      return row ? { reference: row.order_number, label: row.buyer_company, customerId: row.user_id } : NONE;
    }
    case 'pre_invoice': {
      const row = await db.selectFrom('pre_invoices').select(['pre_invoice_number', 'buyer_name', 'user_id']).where('id', '=', id).executeTakeFirst();
      return row ? { reference: row.pre_invoice_number, label: row.buyer_name, customerId: row.user_id } : NONE;
    }
    case 'invoice': {
      const row = await db.selectFrom('invoices').select(['invoice_number', 'buyer_name', 'user_id']).where('id', '=', id).executeTakeFirst();
      return row ? { reference: row.invoice_number, label: row.buyer_name, customerId: row.user_id } : NONE;
    }
    case 'credit_note': {
      const row = await db.selectFrom('credit_notes').select(['credit_note_number', 'buyer_name', 'user_id']).where('id', '=', id).executeTakeFirst();
      return row ? { reference: row.credit_note_number, label: row.buyer_name, customerId: row.user_id } : NONE;
    }
    case 'user':
    case 'session': {
      const row = await db.selectFrom('users').select(['email', 'company_name', 'id']).where('id', '=', id).executeTakeFirst();
      return row ? { reference: row.email, label: row.company_name, customerId: row.id } : NONE;
    }
    case 'licence': {
      const row = await db
        .selectFrom('addresses')
        .innerJoin('users', 'users.id', 'addresses.user_id')
        .select(['addresses.tobacco_license', 'users.company_name', 'users.id'])
        .where('addresses.id', '=', id)
        .executeTakeFirst();
      return row ? { reference: row.tobacco_license, label: row.company_name, customerId: row.id } : NONE;
    }
    default:
      return NONE;
  }
}

/** Products' SKUs and names by id (one statement per 1000 ids): what a product's, price's or stock's entry is named by. */
export async function productNames(db: Executor, ids: readonly number[]): Promise<Map<number, { sku: string; name: string }>> {
  const names = new Map<number, { sku: string; name: string }>();
  const unique = [...new Set(ids)];
  for (let at = 0; at < unique.length; at += 1000) {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'sku', 'name'])
      .where('id', 'in', unique.slice(at, at + 1000))
      .execute();
    for (const row of rows) names.set(row.id, { sku: row.sku, name: row.name });
  }
  return names;
}
