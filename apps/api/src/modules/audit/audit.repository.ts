import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AuditLogTable, DB } from '../../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export async function insertAuditEntry(db: Executor, entry: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

export interface AuditFilter {
  entity?: string | undefined;
  entityId?: string | undefined;
  /** A user id, or (a part of) an e-mail. */
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
  if (actor)
    q = /^\d+$/.test(actor)
      ? q.where('actor_id', '=', Number(actor))
      : q.where('actor_email', 'like', `%${actor.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return q;
}

/** A page of entries, newest first, and how many match. */
export async function findAuditEntries(db: Kysely<DB>, filter: AuditFilter, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    filtered(db, filter).selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
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
