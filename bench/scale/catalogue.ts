import { defaultWholesaleCents, productSearchText, slugify } from '@shop/domain';
import type { Selectable } from 'kysely';
import type { ProductsTable } from '../../apps/api/src/db/schema.ts';
import { randomOf } from './calendar.ts';
import { BRANDS, CATEGORIES, LINES } from './names.ts';

/** The catalogue: `count` hookah tobaccos, brand × flavour × pack, with flavour lines and yearly batches at the larger sizes. */

/** What the orders of the data set copy of a product. */
export type Product = Pick<
  Selectable<ProductsTable>,
  'id' | 'sku' | 'brand' | 'name' | 'flavor' | 'weight' | 'wholesale_price_cents' | 'min_order_quantity'
>;

const COMBOS = BRANDS.flatMap((brand) => brand.flavours.flatMap((flavour) => brand.weights.map((weight) => ({ brand, flavour, weight }))));

const grams = (weight: string) => (weight.endsWith('kg') ? Number.parseFloat(weight) * 1000 : Number.parseFloat(weight));

export function catalogue(count: number, createdAt: string): { rows: Array<Record<string, unknown>>; products: Product[] } {
  const random = randomOf(5);
  const rows: Array<Record<string, unknown>> = [];
  const products: Product[] = [];
  for (let n = 0; n < count; n++) {
    const { brand, flavour, weight } = COMBOS[n % COMBOS.length]!;
    const line = LINES[Math.floor(n / COMBOS.length) % LINES.length]!;
    const batch = Math.floor(n / (COMBOS.length * LINES.length));
    const name = [flavour, line, batch > 0 ? `${2019 + batch} batch` : ''].filter(Boolean).join(' ');
    const flavor = flavour.toLowerCase().includes('mint') ? `${flavour}, fresh mint` : flavour;
    const sku = `${brand.code}-${String(n + 1).padStart(5, '0')}`;
    const category = CATEGORIES[n % CATEGORIES.length]!;
    const price = Math.round((brand.cents * grams(weight)) / 50 / 10) * 10 + 90;
    const min = grams(weight) >= 1000 ? 1 : grams(weight) >= 200 ? 2 : 5;
    const id = n + 1;
    const product: Product = {
      id,
      sku,
      brand: brand.brand,
      name,
      flavor,
      weight,
      wholesale_price_cents: defaultWholesaleCents(price),
      min_order_quantity: min,
    };
    products.push(product);
    rows.push({
      id,
      sku,
      slug: slugify(brand.brand, name, weight, sku),
      brand: brand.brand,
      name,
      flavor,
      weight,
      category,
      description: `${brand.brand} ${name}: ${flavor.toLowerCase()}, ${weight}. Kaljanų tabakas su akcizo ženklais.`,
      image_url: null,
      stock: random() < 0.08 ? 0 : Math.floor(random() * 400),
      min_order_quantity: min,
      price_cents: price,
      wholesale_price_cents: product.wholesale_price_cents,
      price_excl_vat_excise_cents: null,
      // A few old lines are no longer sold: the catalogue shows the rest.
      is_active: random() > 0.05,
      search_text: productSearchText({ sku, brand: brand.brand, name, flavor, weight, category }),
      low_stock_threshold: null,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  return { rows, products };
}
