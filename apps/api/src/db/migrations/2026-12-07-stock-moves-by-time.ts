import type { Kysely } from 'kysely';

// Frozen. Decision 099: the warehouse's stock history lists every product's stock changes newest
// first, and by a period: one index range read on (at, id), never a sort of the whole table.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('stock_moves_at_idx').on('stock_moves').columns(['at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('stock_moves_at_idx').execute();
}
