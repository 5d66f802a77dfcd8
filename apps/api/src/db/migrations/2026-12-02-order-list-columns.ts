import { type Kysely, sql } from 'kysely';

// Frozen. Decision 075: the administrators' orders list answers rows, not whole orders. What a
// row shows of the buyer (company, e-mail, contact person) was read from the order's JSON snapshot of its
// buyer; it is kept beside it in plain columns, so a page of the list reads one table's plain columns and
// parses nothing. Existing orders are written from their frozen buyer, 500 at a time.

type Fields = Record<string, unknown>;
const fieldsOf = (json: string | null): Fields => {
  try {
    const value: unknown = JSON.parse(json ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Fields) : {};
  } catch {
    return {};
  }
};
const text = (fields: Fields, key: string) => (typeof fields[key] === 'string' ? fields[key] : '');

const COLUMNS = ['buyer_company', 'buyer_email', 'buyer_contact'] as const;

type Row = { id: number; customer_snapshot: string };

/** Writes the buyer's columns of every order (exported for its test: orders written before the columns). */
export async function backfill(db: Kysely<unknown>) {
  for (let afterId = 0; ; ) {
    const { rows } = await sql<Row>`select id, customer_snapshot from orders where id > ${afterId} order by id limit 500`.execute(db);
    if (rows.length === 0) return;
    // One statement per batch: 500,000 orders are 1,000 updates, not 500,000.
    const values = rows.map((row) => {
      const buyer = fieldsOf(row.customer_snapshot);
      return sql`(cast(${row.id} as integer), ${text(buyer, 'company_name')}, ${text(buyer, 'email')}, ${text(buyer, 'contact_person')})`;
    });
    // A VALUES list names its columns column1, column2… on both engines (SQLite takes no column aliases).
    await sql`update orders set buyer_company = v.column2, buyer_email = v.column3, buyer_contact = v.column4
      from (values ${sql.join(values)}) as v
      where orders.id = v.column1`.execute(db);
    afterId = rows.at(-1)!.id;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // Not null with a default: a row written by older code (or a bulk seeder) is still valid, and shows blanks.
  for (const column of COLUMNS)
    await db.schema
      .alterTable('orders')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  await backfill(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('orders').dropColumn(column).execute();
}
