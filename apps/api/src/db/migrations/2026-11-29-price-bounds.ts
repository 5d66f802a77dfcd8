import type { Kysely } from 'kysely';

// Frozen. Decision 061: a public price may not fall below a product's highest customer
// price without a confirmation; this index finds that price per product without reading every
// customer's prices.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('customer_prices_product_price_idx').on('customer_prices').columns(['product_id', 'price_cents']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('customer_prices_product_price_idx').execute();
}
