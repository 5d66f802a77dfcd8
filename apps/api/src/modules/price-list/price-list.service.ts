import { centsToEuros, lithuanianDate, type Language, type User } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { pricedProducts, priceViewerOf, unitCentsOf } from './customer-products.repository.ts';
import { decimalComma, toCsv } from './price-list.csv.ts';
import { renderPriceListPdf } from './price-list.pdf.ts';
import { PRICE_LIST_TEXTS, type PriceListTexts } from './price-list.texts.ts';

export interface PriceListRow {
  sku: string;
  brand: string;
  name: string;
  flavor: string;
  weight: string;
  min_order_quantity: number;
  stock: number;
  /** Euros excl. VAT, at the reader's own price. */
  price: number;
}

export interface PriceList {
  texts: PriceListTexts;
  /** The Lithuanian calendar day it was made. */
  date: string;
  /** The customer's company; null for an administrator's wholesale list. */
  customer: string | null;
  rows: PriceListRow[];
  /** A price as the PDF shows it in the reader's language (the CSV has its own fixed form). */
  money: (euros: number) => string;
}

export interface PriceListFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

/**
 * Every product on sale at the reader's own price (the cart's resolution), sorted by brand, name,
 * flavour and weight. A customer gets their prices; an administrator the wholesale prices (decision 042).
 */
export async function priceList(ctx: AppContext, user: User, language: Language): Promise<PriceList> {
  const viewer = priceViewerOf(user);
  const rows = await pricedProducts(ctx.db, viewer, { active: true });
  const number = new Intl.NumberFormat(language === 'lt' ? 'lt-LT' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    texts: PRICE_LIST_TEXTS[language],
    date: lithuanianDate(ctx.now()),
    customer: user.is_admin ? null : user.company_name,
    rows: rows.map((row) => ({
      sku: row.sku,
      brand: row.brand,
      name: row.name,
      flavor: row.flavor,
      weight: row.weight,
      min_order_quantity: row.min_order_quantity,
      stock: row.stock,
      price: centsToEuros(unitCentsOf(row, viewer)),
    })),
    money: (euros) => number.format(euros),
  };
}

const fileName = (list: PriceList, extension: string) => `${list.texts.file}-${list.date}.${extension}`;

/** `price-list-2026-11-26.csv` (`kainorastis-…` in Lithuanian): headers in the reader's language, `;` and a decimal comma. */
export async function priceListCsv(ctx: AppContext, user: User, language: Language): Promise<PriceListFile> {
  const list = await priceList(ctx, user, language);
  const lines = list.rows.map((row) => [
    row.sku,
    row.brand,
    row.name,
    row.flavor,
    row.weight,
    row.min_order_quantity,
    row.stock,
    decimalComma(row.price),
  ]);
  return {
    filename: fileName(list, 'csv'),
    contentType: 'text/csv; charset=utf-8',
    body: Buffer.from(toCsv([list.texts.columns, ...lines]), 'utf8'),
  };
}

/** The same list as an A4 PDF table (made after the read, outside any transaction). */
export async function priceListPdf(ctx: AppContext, user: User, language: Language): Promise<PriceListFile> {
  const list = await priceList(ctx, user, language);
  return { filename: fileName(list, 'pdf'), contentType: 'application/pdf', body: await renderPriceListPdf(list) };
}
