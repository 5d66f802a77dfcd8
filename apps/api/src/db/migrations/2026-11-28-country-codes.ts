import { type Kysely, sql } from 'kysely';
import { countryCodeOf } from '@shop/domain';

// Decision 053: countries are stored as ISO 3166-1 alpha-2 codes. Texts stored before
// ("Lithuania", "Lietuva", "lt") become their code through the domain's reading (countryCodeOf).
// - A customer's billing country that names no country becomes null: the address is incomplete,
//   the administrators' list flags it and no document is issued until the customer or an
//   administrator chooses a country.
// - A shipping address's country that names no country ("Other", a typed text) is kept as it was:
//   it is all the shop knows of that place; screens and documents show it as entered, and the
//   address form asks for a country at its next edit. (The column is NOT NULL.)
// Orders and documents keep their snapshots as written; countryText reads both forms.

/** A customer's billing country as it is stored from now on: its code, or null when it names no country. */
export function billingCountryCode(stored: string | null): string | null {
  return countryCodeOf(stored);
}

/** A shipping address's country as it is stored from now on: its code, or the stored text when it names no country. */
export function shippingCountryCode(stored: string): string {
  return countryCodeOf(stored) ?? stored;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const users = await sql<{ id: number; billing_country: string }>`
    select id, billing_country from users where billing_country is not null`.execute(db);
  for (const row of users.rows) {
    const code = billingCountryCode(row.billing_country);
    if (code !== row.billing_country) await sql`update users set billing_country = ${code} where id = ${row.id}`.execute(db);
  }
  const addresses = await sql<{ id: number; country: string }>`select id, country from addresses`.execute(db);
  for (const row of addresses.rows) {
    const code = shippingCountryCode(row.country);
    if (code !== row.country) await sql`update addresses set country = ${code} where id = ${row.id}`.execute(db);
  }
}

/** Codes are valid stored countries for the code before this migration too (countryText reads them): nothing to undo. */
export async function down(_db: Kysely<unknown>): Promise<void> {}
