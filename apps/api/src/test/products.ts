import type { Kysely } from 'kysely';
import { defaultWholesaleCents, productSearchText } from '@shop/domain';
import type { DB } from '../db/schema.ts';
import { nowIso } from '../lib/clock.ts';

let counter = 0;

/** Inserts products straight into the database (many at once for the size tests). */
export async function createProducts(
  db: Kysely<DB>,
  count: number,
  overrides: Partial<{
    brand: string;
    stock: number;
    price_cents: number;
    wholesale_price_cents: number;
    price_excl_vat_excise_cents: number | null;
    min_order_quantity: number;
    is_active: boolean;
    image_url: string | null;
  }> = {},
) {
  const now = nowIso();
  const rows = Array.from({ length: count }, () => {
    const n = ++counter;
    const price = overrides.price_cents ?? 2000;
    const named = {
      sku: `T-${process.pid}-${n}`,
      brand: overrides.brand ?? 'Testbrand',
      name: `Product ${n}`,
      flavor: 'Mint',
      weight: '50g',
      category: null,
    };
    return {
      ...named,
      slug: `test-product-${process.pid}-${n}`,
      description: null,
      image_url: overrides.image_url ?? null,
      stock: overrides.stock ?? 100,
      min_order_quantity: overrides.min_order_quantity ?? 1,
      price_cents: price,
      wholesale_price_cents: overrides.wholesale_price_cents ?? defaultWholesaleCents(price),
      price_excl_vat_excise_cents: overrides.price_excl_vat_excise_cents ?? null,
      is_active: overrides.is_active ?? true,
      search_text: productSearchText(named),
      created_at: now,
      updated_at: now,
    };
  });
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const inserted = await db
      .insertInto('products')
      .values(rows.slice(i, i + 200))
      .returning('id')
      .execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
