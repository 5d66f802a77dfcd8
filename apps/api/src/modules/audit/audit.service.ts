import { addDays, redactSecrets, type AuditChanges, type AuditEntity, type AuditEntry, type AuditQuery, type Pagination } from '@shop/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Actor, AppContext } from '../../app-context.ts';
import { paginationOf } from '../../db/bounded-count.ts';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { findAuditEntries, insertAuditEntries, insertAuditEntry } from './audit.repository.ts';

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
  action: string;
  entity: AuditEntity;
  entityId?: string | number | null | undefined;
  before?: Fields | null | undefined;
  after?: Fields | null | undefined;
  /** Changes given as they are (an event, a bulk change), instead of `before`/`after`. */
  changes?: AuditChanges | undefined;
}

/**
 * Records a change in the audit log, inside the transaction that makes it (both commit or neither),
 * under the person the context acts for. A write that changes no field leaves no entry.
 */
export async function audit(db: Executor, ctx: { actor?: Actor | undefined }, record: AuditRecord): Promise<void> {
  const entry = entryOf(ctx, record, nowIso());
  if (entry) await insertAuditEntry(db, entry);
}

/** The log's row of a record, null when it changes nothing. */
function entryOf(ctx: { actor?: Actor | undefined }, record: AuditRecord, at: string) {
  const changes = record.changes ?? changesBetween(record.before, record.after);
  if (Object.keys(changes).length === 0) return null;
  return {
    at,
    actor_id: ctx.actor?.id ?? null,
    actor_email: ctx.actor?.email ?? null,
    action: record.action,
    entity: record.entity,
    entity_id: record.entityId === undefined || record.entityId === null ? null : String(record.entityId),
    changes: JSON.stringify(changes),
  };
}

/** `audit` for many records at once, in as few statements as the rows allow (an import's batch, decision 071). */
export async function auditAll(db: Executor, ctx: { actor?: Actor | undefined }, records: readonly AuditRecord[]): Promise<void> {
  const at = nowIso();
  await insertAuditEntries(
    db,
    records.flatMap((record) => entryOf(ctx, record, at) ?? []),
  );
}

/** Midnight in Lithuania at the start of a day `YYYY-MM-DD`, as an ISO moment (the log's `at`). */
function lithuanianMidnight(day: string): string {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Vilnius', timeZoneName: 'longOffset' })
    .formatToParts(noonUtc)
    .find((part) => part.type === 'timeZoneName')
    ?.value.replace('GMT', '');
  return new Date(`${day}T00:00:00${offset || '+00:00'}`).toISOString();
}

export async function auditLog(ctx: AppContext, query: AuditQuery): Promise<{ entries: AuditEntry[]; pagination: Pagination }> {
  const { rows, count } = await findAuditEntries(
    ctx.reads,
    {
      entity: query.entity,
      entityId: query.entity_id || undefined,
      actor: query.actor || undefined,
      action: query.action || undefined,
      fromAt: query.from ? lithuanianMidnight(query.from) : undefined,
      toAt: query.to ? lithuanianMidnight(addDays(query.to, 1)) : undefined,
    },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return {
    entries: rows.map((row) => ({ ...row, at: new Date(row.at).toISOString(), changes: JSON.parse(row.changes) as AuditChanges })),
    pagination: paginationOf(query.page, query.limit, count),
  };
}
