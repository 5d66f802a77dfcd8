import { centsToEuros, decimalComma, lithuanianDate, type Language, toCsv, type User } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { hasOwnPrices, pricedProducts, priceViewerOf, unitCentsOf } from './customer-products.repository.ts';
import type { PriceListCache } from './price-list.cache.ts';
import type { PriceListRow } from './price-list.pdf.ts';
import { PRICE_LIST_TEXTS } from './price-list.texts.ts';

export interface PriceListFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

/**
 * Whose prices a list shows, as the cache tells lists apart (decision 070): an administrator's is
 * the wholesale list; a customer with a price of their own for any product has a list of their own;
 * every other customer of a type (SHOP, BAR) shares the type's list, so its heading names no company.
 */
async function priceLevelOf(ctx: AppContext, user: User, language: Language): Promise<{ level: string; heading: string }> {
  const t = PRICE_LIST_TEXTS[language];
  if (user.is_admin) return { level: 'wholesale', heading: t.wholesale };
  if (await hasOwnPrices(ctx.reads, user.id)) return { level: `customer:${user.id}`, heading: `${t.customer}: ${user.company_name}` };
  return { level: `type:${user.user_type ?? 'none'}`, heading: t.group };
}

/**
 * Every product on sale at the reader's own price (the cart's resolution), sorted by brand, name,
 * flavour and weight. A customer gets their prices; an administrator the wholesale prices (decision 042).
 */
async function priceListRows(ctx: AppContext, user: User): Promise<PriceListRow[]> {
  const viewer = priceViewerOf(user);
  const rows = await pricedProducts(ctx.reads, viewer, { active: true });
  return rows.map((row) => ({
    sku: row.sku,
    brand: row.brand,
    name: row.name,
    flavor: row.flavor,
    weight: row.weight,
    min_order_quantity: row.min_order_quantity,
    stock: row.stock,
    price: centsToEuros(unitCentsOf(row, viewer)),
  }));
}

type Format = 'csv' | 'pdf';

/**
 * The list's file from the cache, or made and kept: the catalogue's version is read before anything
 * the file depends on (whether the customer has own prices included), so nothing is kept under a
 * version older than what it shows (decision 022).
 */
async function priceListFile(
  ctx: AppContext,
  cache: PriceListCache,
  user: User,
  language: Language,
  format: Format,
  make: (list: { date: string; heading: string; rows: () => Promise<PriceListRow[]> }) => Promise<Buffer>,
): Promise<{ date: string; body: Buffer }> {
  const version = ctx.catalogCache.version('catalogue');
  const date = lithuanianDate(ctx.now());
  const { level, heading } = await priceLevelOf(ctx, user, language);
  const body = await cache.file(version, JSON.stringify([format, language, date, level, heading]), () =>
    make({ date, heading, rows: () => priceListRows(ctx, user) }),
  );
  return { date, body };
}

const fileName = (language: Language, date: string, extension: Format) => `${PRICE_LIST_TEXTS[language].file}-${date}.${extension}`;

/** `price-list-2026-11-26.csv` (`kainorastis-…` in Lithuanian): headers in the reader's language, `;` and a decimal comma. */
export async function priceListCsv(ctx: AppContext, cache: PriceListCache, user: User, language: Language): Promise<PriceListFile> {
  const { date, body } = await priceListFile(ctx, cache, user, language, 'csv', async (list) => {
    const lines = (await list.rows()).map((row) => [
      row.sku,
      row.brand,
      row.name,
      row.flavor,
      row.weight,
      row.min_order_quantity,
      row.stock,
      decimalComma(row.price),
    ]);
    return Buffer.from(toCsv([PRICE_LIST_TEXTS[language].columns, ...lines]), 'utf8');
  });
  return { filename: fileName(language, date, 'csv'), contentType: 'text/csv; charset=utf-8', body };
}

/** The same list as an A4 PDF table, drawn by the PDF pool's threads (decision 070). */
export async function priceListPdf(ctx: AppContext, cache: PriceListCache, user: User, language: Language): Promise<PriceListFile> {
  // The rows are read when a drawing thread is free, not while the list waits for one.
  const { date, body } = await priceListFile(ctx, cache, user, language, 'pdf', async (list) =>
    ctx.pdf.pool.draw(async () => ({ kind: 'price-list', list: { language, date: list.date, heading: list.heading, rows: await list.rows() } })),
  );
  return { filename: fileName(language, date, 'pdf'), contentType: 'application/pdf', body };
}
