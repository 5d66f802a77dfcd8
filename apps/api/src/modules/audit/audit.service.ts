import {
  auditGroupOf,
  redactSecrets,
  type AuditAction,
  type AuditChanges,
  type AuditEntity,
  type AuditEntry,
  type AuditQuery,
  type Pagination,
} from '@shop/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Actor, AppContext } from '../../app-context.ts';
import { paginationOf } from '../../db/bounded-count.ts';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { auditFilterOf, readableEntry } from './audit-filter.ts';
import { findAuditEntries, insertAuditEntries, insertAuditEntry, namesOfRecord, productNames, type RecordNames } from './audit.repository.ts';

type Executor = Kysely<DB> | Transaction<DB>;
type Fields = Record<string, unknown>;

/** Bookkeeping columns that change with every write and say nothing of what changed. */
const NOT_RECORDED = new Set(['updated_at', 'version', 'created_at']);
/** Secrets never enter the log, not even as their hash. */
const SECRET = /password|token|secret|hash/i;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const normalised = (value: unknown) => (typeof value === 'string' ? redactSecrets(value) : (value ?? null));

/**
 * Field by field, what differs between two states of a record: `{field: {from, to}}`. A creation has
 * no `before`, a deletion no `after`. Bookkeeping columns are left out; secrets show as changed, never
 * their values.
 */
export function changesBetween(before: Fields | null | undefined, after: Fields | null | undefined): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (NOT_RECORDED.has(field)) continue;
    const from = before?.[field];
    const to = after?.[field];
    if (same(from, to)) continue;
    changes[field] = SECRET.test(field) ? { from: '[redacted]', to: '[redacted]' } : { from: normalised(from), to: normalised(to) };
  }
  return changes;
}

export interface AuditRecord {
  /** One of the domain's AUDIT_ACTIONS: each is worded on the screens in both languages. */
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | number | null | undefined;
  before?: Fields | null | undefined;
  after?: Fields | null | undefined;
  /** Changes given as they are (an event, a bulk change), instead of `before`/`after`. */
  changes?: AuditChanges | undefined;
}

/**
 * Records a change in the audit log, inside the transaction that makes it (both commit or neither),
 * under the person the context acts for. A write that changes no field leaves no entry. The entry
 * names its record as people do, as the record is in this transaction (decision 095): an order's or a
 * document's number, a SKU, the company's name; item lines carry their product's SKU.
 */
export async function audit(db: Executor, ctx: { actor?: Actor | undefined }, record: AuditRecord): Promise<void> {
  const changes = record.changes ?? changesBetween(record.before, record.after);
  if (Object.keys(changes).length === 0) return;
  const lineProducts = productIdsOfLines(changes);
  // One after the other: a transaction is one connection.
  const names = await namesOf(db, record);
  const products = lineProducts.length ? await productNames(db, lineProducts) : new Map<number, { sku: string; name: string }>();
  await insertAuditEntry(db, entryOf(ctx, record, nowIso(), withSkus(changes, products), names));
}

/** `audit` for many records at once, in as few statements as the rows allow (an import's batch, decision 071). */
export async function auditAll(db: Executor, ctx: { actor?: Actor | undefined }, records: readonly AuditRecord[]): Promise<void> {
  const at = nowIso();
  const products = await productNames(
    db,
    records.flatMap((record) => (PRODUCT_ENTITIES.has(record.entity) ? (numericId(record) ?? []) : [])),
  );
  const entries = [];
  for (const record of records) {
    const changes = record.changes ?? changesBetween(record.before, record.after);
    if (Object.keys(changes).length === 0) continue;
    const names = PRODUCT_ENTITIES.has(record.entity) ? productNamesOf(record, products) : await namesOf(db, record);
    entries.push(entryOf(ctx, record, at, changes, names));
  }
  await insertAuditEntries(db, entries);
}

/** The log's row of a record's changes. */
function entryOf(ctx: { actor?: Actor | undefined }, record: AuditRecord, at: string, changes: AuditChanges, names: RecordNames) {
  return {
    at,
    actor_id: ctx.actor?.id ?? null,
    actor_email: ctx.actor?.email ?? null,
    action: record.action,
    action_group: auditGroupOf(record.action),
    entity: record.entity,
    entity_id: record.entityId === undefined || record.entityId === null ? null : String(record.entityId),
    reference: names.reference?.slice(0, 80) ?? null,
    label: names.label?.slice(0, 200) ?? null,
    customer_id: names.customerId,
    changes: JSON.stringify(changes),
  };
}

/** The entities a product's id names: its fields, its prices, its stock. */
const PRODUCT_ENTITIES: ReadonlySet<AuditEntity> = new Set(['product', 'price', 'stock']);
/** The entities whose id is itself what people call them (a month, a statement, a setting's key). */
const ID_IS_NAME: ReadonlySet<AuditEntity> = new Set(['isaf_period', 'bank_statement', 'settings', 'invoice_settings', 'translation']);

function numericId(record: AuditRecord): number | null {
  const id = record.entityId;
  if (typeof id === 'number') return id;
  return typeof id === 'string' && /^\d{1,15}$/.test(id) ? Number(id) : null;
}

/** A text field of the record's own data (after, then before, then its changes), for a record already gone. */
function fieldOf(record: AuditRecord, field: string): string | null {
  const change = record.changes?.[field];
  const value = record.after?.[field] ?? record.before?.[field] ?? change?.to ?? change?.from;
  return typeof value === 'string' && value !== '' && value !== '[redacted]' ? value : null;
}

/** The record's names as the record's own data has them: what a deleted product or account is still called. */
function ownNames(record: AuditRecord): RecordNames {
  return {
    reference: fieldOf(record, 'sku') ?? fieldOf(record, 'number') ?? fieldOf(record, 'email'),
    label: fieldOf(record, 'company_name') ?? fieldOf(record, 'name'),
    customerId: null,
  };
}

function productNamesOf(record: AuditRecord, products: Map<number, { sku: string; name: string }>): RecordNames {
  const id = numericId(record);
  const product = id === null ? undefined : products.get(id);
  return product ? { reference: product.sku, label: product.name, customerId: null } : ownNames(record);
}

async function namesOf(db: Executor, record: AuditRecord): Promise<RecordNames> {
  if (ID_IS_NAME.has(record.entity))
    return { reference: record.entityId === undefined || record.entityId === null ? null : String(record.entityId), label: null, customerId: null };
  const id = numericId(record);
  if (id === null) return ownNames(record);
  if (PRODUCT_ENTITIES.has(record.entity)) return productNamesOf(record, await productNames(db, [id]));
  const names = await namesOfRecord(db, record.entity, id);
  const own = ownNames(record);
  return { reference: names.reference ?? own.reference, label: names.label ?? own.label, customerId: names.customerId };
}

type Line = Record<string, unknown> & { product_id: number };
const isLine = (value: unknown): value is Line =>
  typeof value === 'object' && value !== null && typeof (value as { product_id?: unknown }).product_id === 'number';
const linesOf = (value: unknown): Line[] => (Array.isArray(value) ? value.filter(isLine) : []);

/** The products named by item lines (`[{product_id, quantity}]`) in the changes. */
function productIdsOfLines(changes: AuditChanges): number[] {
  return Object.values(changes).flatMap((change) => [...linesOf(change.from), ...linesOf(change.to)].map((line) => line.product_id));
}

/** Item lines with their product's SKU as it is now, so the entry reads "ALF-002-250G: 8 → 10" for good. */
function withSkus(changes: AuditChanges, products: Map<number, { sku: string; name: string }>): AuditChanges {
  if (products.size === 0) return changes;
  const named = (value: unknown) =>
    Array.isArray(value)
      ? value.map((line) => (isLine(line) && products.has(line.product_id) ? { ...line, sku: products.get(line.product_id)?.sku } : line))
      : value;
  return Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, { from: named(change.from), to: named(change.to) }]));
}

export async function auditLog(ctx: AppContext, query: AuditQuery): Promise<{ entries: AuditEntry[]; pagination: Pagination }> {
  const { rows, count } = await findAuditEntries(ctx.reads, await auditFilterOf(ctx, query), {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { entries: rows.map(readableEntry), pagination: paginationOf(query.page, query.limit, count) };
}
