import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen. Decision 064: every search matches each typed word anywhere in a folded search
// text. The products' text gains the SKU and the weight in grams (" 1000g" for "1kg"), the orders'
// the buyer's contact, phone, codes and city and the shipping address's name, street, city and postal
// code, the customers' the phone and billing address; existing rows are written anew. On PostgreSQL
// every search text gets a trigram index (extension pg_trgm), which serves `like '%word%'`.

/** The fold of packages/domain fold-text.ts as it is today (a migration never changes). */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
const foldAll = (...parts: Array<string | null | undefined>) => fold(parts.filter(Boolean).join(' '));

const UNIT_GRAMS: Record<string, number> = { mg: 0.001, g: 1, gr: 1, kg: 1000 };

/** The weight in grams after a space, as the domain's productSearchText writes it today. */
function weightWord(weight: string): string {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(mg|gr|g|kg)\.?\s*$/i.exec(weight);
  if (!match) return '';
  return ` ${Number((Number(match[1]!.replace(',', '.')) * UNIT_GRAMS[match[2]!.toLowerCase()]!).toFixed(3))}g`;
}

type Fields = Record<string, unknown>;

const fieldsOf = (json: string | null): Fields => {
  try {
    const value: unknown = JSON.parse(json ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Fields) : {};
  } catch {
    return {};
  }
};
const text = (fields: Fields, key: string) => (typeof fields[key] === 'string' ? fields[key] : null);

/** Every row of `table` in id order, 500 at a time, each written its new search text. */
async function rewrite<Row extends { id: number }>(
  db: Kysely<unknown>,
  select: (afterId: number) => Promise<Row[]>,
  table: string,
  of: (row: Row) => string,
) {
  for (let afterId = 0; ; ) {
    const rows = await select(afterId);
    if (rows.length === 0) return;
    for (const row of rows) await sql`update ${sql.table(table)} set search_text = ${of(row)} where id = ${row.id}`.execute(db);
    afterId = rows.at(-1)!.id;
  }
}

type ProductRow = { id: number; sku: string; brand: string; name: string; flavor: string; weight: string; category: string | null };
type OrderRow = { id: number; order_number: string; customer_snapshot: string; shipping_address: string };
type UserRow = {
  id: number;
  company_name: string;
  contact_person: string;
  email: string;
  company_reg_number: string;
  tax_id: string | null;
  phone: string | null;
  billing_address: string | null;
  billing_city: string | null;
  billing_postal_code: string | null;
};

const TRIGRAM_INDEXED = ['products', 'orders', 'users', 'gallery_images', 'bug_reports'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite<ProductRow>(
    db,
    async (afterId) =>
      (
        await sql<ProductRow>`select id, sku, brand, name, flavor, weight, category from products where id > ${afterId} order by id limit 500`.execute(
          db,
        )
      ).rows,
    'products',
    (p) => `${foldAll(p.sku, p.brand, p.name, p.flavor, p.weight, p.category)}${weightWord(p.weight)}`,
  );
  await rewrite<OrderRow>(
    db,
    async (afterId) =>
      (
        await sql<OrderRow>`select id, order_number, customer_snapshot, shipping_address from orders where id > ${afterId} order by id limit 500`.execute(
          db,
        )
      ).rows,
    'orders',
    (o) => {
      const [buyer, shipping] = [fieldsOf(o.customer_snapshot), fieldsOf(o.shipping_address)];
      const buyerWords = ['company_name', 'contact_person', 'email', 'phone', 'company_reg_number', 'vat_number', 'city'].map((key) =>
        text(buyer, key),
      );
      const shippingWords = ['address_name', 'street_address', 'city', 'postal_code', 'tobacco_license'].map((key) => text(shipping, key));
      return foldAll(o.order_number, ...buyerWords, ...shippingWords);
    },
  );
  await rewrite<UserRow>(
    db,
    async (afterId) =>
      (
        await sql<UserRow>`select id, company_name, contact_person, email, company_reg_number, tax_id, phone, billing_address, billing_city, billing_postal_code
          from users where id > ${afterId} and anonymised_at is null order by id limit 500`.execute(db)
      ).rows,
    'users',
    (u) =>
      foldAll(
        u.company_name,
        u.contact_person,
        u.email,
        u.company_reg_number,
        u.tax_id,
        u.phone,
        u.billing_address,
        u.billing_city,
        u.billing_postal_code,
      ),
  );
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // A trusted extension since PostgreSQL 13: the database's owner may create it (decision 064).
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const table of TRIGRAM_INDEXED)
    await sql`create index ${sql.id(`${table}_search_trgm_idx`)} on ${sql.table(table)} using gin (search_text gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The longer search texts stay: they only find more.
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of TRIGRAM_INDEXED) await sql`drop index if exists ${sql.id(`${table}_search_trgm_idx`)}`.execute(db);
}
