import { type Kysely, sql } from 'kysely';

// Frozen. Decision 046: a SKU is unique ignoring case ("HW-1" and "hw-1" are one SKU), held
// by a unique index on lower(sku) on both engines (SKUs are ASCII letters, digits, ".", "_" and "-",
// which SQLite's lower() folds too). SKUs that already differ only in case keep the oldest product's;
// each later one gets "-<id>" added, so the index can be built and no product is lost.

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; sku: string }>`
    select p.id, p.sku from products p
    where exists (select 1 from products q where lower(q.sku) = lower(p.sku) and q.id < p.id)
    order by p.id`.execute(db);
  for (const row of rows) {
    const renamed = `${row.sku.slice(0, 50)}-${row.id}`;
    await sql`update products set sku = ${renamed} where id = ${row.id}`.execute(db);
  }
  await sql`create unique index products_sku_lower_idx on products (lower(sku))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index products_sku_lower_idx`.execute(db);
}
