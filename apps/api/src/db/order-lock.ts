import type { Transaction } from 'kysely';
import type { Engine } from './engine.ts';
import { forUpdate } from './locks.ts';
import type { DB } from './schema.ts';

/**
 * The order row, locked until the transaction ends: the aggregate root of status, items, cancel and
 * documents (decision 016). Every command on an order takes this lock before it reads anything else:
 * the orders' own, and the documents', payments' and notes' that hang under the order. It lives here,
 * under no module, so that those modules depend on it and not on each other (decision 105).
 */
export async function lockOrder(trx: Transaction<DB>, engine: Engine, id: number) {
  return forUpdate(trx.selectFrom('orders').selectAll().where('id', '=', id), engine).executeTakeFirst();
}

/** An order row read under its lock. */
export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;
