import type { Kysely } from 'kysely';

// Frozen. Five years of data: a customer's own orders page reads one page of its orders,
// newest first, optionally of one status (decision 068). The initial (user_id, created_at) index stops
// before the list's tie-breaker `id`, so PostgreSQL sorted every order of the customer of that moment,
// and a status filter read every order of the customer to find the few of that status. These two end
// in (created_at, id), the list's order, and replace the old one, whose reads they both serve.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_user_created_id_idx').on('orders').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('orders_user_status_created_idx').on('orders').columns(['user_id', 'status', 'created_at', 'id']).execute();
  await db.schema.dropIndex('orders_user_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.dropIndex('orders_user_status_created_idx').execute();
  await db.schema.dropIndex('orders_user_created_id_idx').execute();
}
