import type { Insertable, Kysely, Transaction } from 'kysely';
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
  /** ISO moments: from inclusive, to exclusive. */
  fromAt?: string | undefined;
  toAt?: string | undefined;
}

function filtered(db: Kysely<DB>, filter: AuditFilter) {
  let q = db.selectFrom('audit_log');
  if (filter.entity) q = q.where('entity', '=', filter.entity);
  if (filter.entityId) q = q.where('entity_id', '=', filter.entityId);
  if (filter.action) q = q.where('action', '=', filter.action);
  if (filter.fromAt) q = q.where('at', '>=', filter.fromAt);
  if (filter.toAt) q = q.where('at', '<', filter.toAt);
  const actor = filter.actor;
  if (actor) q = /^\d+$/.test(actor) ? q.where('actor_id', '=', Number(actor)) : q.where(everyWordIn(db, 'audit_log', [actor.toLowerCase()]));
  return q;
}

/** A page of entries, newest first, and how many match, counted up to the cap (decision 066). */
export async function findAuditEntries(db: Kysely<DB>, filter: AuditFilter, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    filtered(db, filter).selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    countUpTo(db, filtered(db, filter)),
  ]);
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
