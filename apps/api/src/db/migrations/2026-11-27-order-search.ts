import { type Kysely, sql } from 'kysely';

// Frozen. Decision 045: the administrators search orders by number, company, e-mail and
// licence number, ignoring case and Lithuanian letters. SQLite's lower() ignores ą, č, š…, so each
// order keeps a folded copy of those words, written with the order (its snapshots never change).

/** The fold of packages/domain fold-text.ts as it is today (a migration never changes). */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const field = (json: string, key: string): string => {
  try {
    const value: unknown = (JSON.parse(json) as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const { rows } = await sql<{
    id: number;
    order_number: string;
    customer_snapshot: string;
    shipping_address: string;
  }>`select id, order_number, customer_snapshot, shipping_address from orders`.execute(db);
  for (const row of rows) {
    const words = [
      row.order_number,
      field(row.customer_snapshot, 'company_name'),
      field(row.customer_snapshot, 'email'),
      field(row.shipping_address, 'tobacco_license'),
    ];
    await sql`update orders set search_text = ${fold(words.filter(Boolean).join(' '))} where id = ${row.id}`.execute(db);
  }
  // The list's default order (newest first) without sorting the whole table.
  await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_created_idx').execute();
  await db.schema.alterTable('orders').dropColumn('search_text').execute();
}
