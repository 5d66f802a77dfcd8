import type { Insertable, Kysely } from 'kysely';
import sharp from 'sharp';
import { defaultWholesaleCents, escapeMarkup, eurosToCents, productSearchText, slugify } from '@shop/domain';
import type { DB, UserTypePricesTable } from '../db/schema.ts';
import { nowIso } from '../lib/clock.ts';
import type { FileStore } from '../db/file-store.ts';
import { DEMO_BRANDS } from './demo-catalogue-data.ts';

/** A repeatable pseudo-random sequence, so every fresh demo shop looks the same. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A tin of tobacco drawn as SVG: the brand's colour, a band in a colour of the flavour, the names. */
function productSvg(brand: string, color: string, name: string, weight: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,92%)"/><stop offset="1" stop-color="hsl(${hue},60%,80%)"/></linearGradient></defs>
  <rect width="600" height="600" fill="url(#bg)"/>
  <ellipse cx="300" cy="470" rx="190" ry="38" fill="rgba(0,0,0,0.15)"/>
  <rect x="120" y="150" width="360" height="310" rx="28" fill="${color}"/>
  <ellipse cx="300" cy="150" rx="180" ry="42" fill="${color}" stroke="rgba(255,255,255,0.35)" stroke-width="6"/>
  <rect x="120" y="280" width="360" height="70" fill="hsl(${hue},75%,55%)"/>
  <text x="300" y="245" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="bold" fill="#fff" text-anchor="middle">${escapeMarkup(brand.toUpperCase())}</text>
  <text x="300" y="326" font-family="DejaVu Sans, Arial, sans-serif" font-size="${name.length > 16 ? 26 : 32}" fill="#fff" text-anchor="middle">${escapeMarkup(name)}</text>
  <text x="300" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="rgba(255,255,255,0.85)" text-anchor="middle">${escapeMarkup(weight)}</text>
</svg>`;
}

interface DemoCatalogueResult {
  productIds: number[];
}

/** About 80 products with images, some out of stock, SHOP and BAR prices for some, custom prices for the BAR demo customer. */
export async function seedDemoCatalogue(
  db: Kysely<DB>,
  options: { files: FileStore; barCustomerId?: number | undefined },
): Promise<DemoCatalogueResult> {
  const next = random(20261122);
  const now = nowIso();
  const rows = [];
  let n = 0;
  for (const brand of DEMO_BRANDS) {
    for (const { name, flavor } of brand.flavors) {
      for (const { weight, retail, minOrder } of brand.weights) {
        n += 1;
        const slug = slugify(brand.brand, name, weight);
        const hue = Math.floor(next() * 360);
        const file = `demo-${slug}.webp`;
        const png = await sharp(Buffer.from(productSvg(brand.brand, brand.color, name, weight, hue)))
          .webp({ quality: 80 })
          .toBuffer();
        await options.files.put(`products/${file}`, png);
        const retailCents = eurosToCents(retail + Math.round(next() * 4) / 10);
        const outOfStock = next() < 0.12;
        const sku = `${slugify(brand.brand).replace(/-/g, '').slice(0, 3).toUpperCase()}-${String(n).padStart(3, '0')}-${slugify(weight).toUpperCase()}`;
        rows.push({
          sku,
          slug,
          brand: brand.brand,
          name,
          flavor,
          weight,
          category: brand.category,
          description: `${brand.brand} ${name}: ${flavor.toLowerCase()}. ${weight} pack for hookah, sold to licensed businesses only.`,
          image_url: `/uploads/products/${file}`,
          stock: outOfStock ? 0 : Math.floor(next() * 180) + minOrder,
          min_order_quantity: minOrder,
          price_cents: retailCents,
          wholesale_price_cents: defaultWholesaleCents(retailCents),
          price_excl_vat_excise_cents: next() < 0.6 ? Math.round((retailCents / 1.21) * 0.85) : null,
          is_active: true,
          search_text: productSearchText({ sku, brand: brand.brand, name, flavor, weight, category: brand.category }),
          created_at: now,
          updated_at: now,
        });
      }
    }
  }
  const inserted = await db.insertInto('products').values(rows).returning(['id', 'wholesale_price_cents']).execute();
  const typePrices: Insertable<UserTypePricesTable>[] = [];
  for (const product of inserted) {
    if (next() < 0.4)
      typePrices.push({
        user_type: 'SHOP',
        product_id: product.id,
        price_cents: Math.round(product.wholesale_price_cents * 0.95),
        created_at: now,
        updated_at: now,
      });
    if (next() < 0.4)
      typePrices.push({
        user_type: 'BAR',
        product_id: product.id,
        price_cents: Math.round(product.wholesale_price_cents * 1.05),
        created_at: now,
        updated_at: now,
      });
  }
  if (typePrices.length > 0) await db.insertInto('user_type_prices').values(typePrices).execute();
  if (options.barCustomerId !== undefined) {
    const custom = inserted
      .filter((_, index) => index % 7 === 0)
      .map((product) => ({
        user_id: options.barCustomerId!,
        product_id: product.id,
        price_cents: Math.round(product.wholesale_price_cents * 0.9),
        created_at: now,
        updated_at: now,
      }));
    await db.insertInto('customer_prices').values(custom).execute();
  }
  return { productIds: inserted.map((p) => p.id) };
}
