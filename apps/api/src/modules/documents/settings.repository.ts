import type { Kysely, Transaction } from 'kysely';
import type { CompanyInfo, InvoiceSettings } from '@shop/domain';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** Until the operator fills in the settings screen, documents carry these placeholders. */
export const DEFAULT_COMPANY: CompanyInfo = {
  name: 'Hookah Wholesale UAB',
  company_code: '305000001',
  vat_number: 'LT100000000001',
  address: 'Gedimino pr. 1',
  city: 'Vilnius',
  postal_code: 'LT-01103',
  country: 'Lithuania',
  email: 'info@hookah-wholesale.example',
  phone: '+370 600 00000',
  bank_name: 'AB SEB bankas',
  iban: 'LT00 7044 0000 0000 0000',
};

export const DEFAULT_SETTINGS: InvoiceSettings = {
  invoice_prefix: 'HW',
  pre_invoice_prefix: 'HWP',
  number_padding: 5,
  number_pattern: '{prefix}-{year}-{number}',
  yearly_reset: true,
  default_payment_terms: 'Net 30 days',
  seller_company_details: null,
};

export async function readCompany(db: Executor): Promise<CompanyInfo> {
  const row = await db.selectFrom('company_info').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return DEFAULT_COMPANY;
  const { id: _id, updated_at: _u, ...company } = row;
  return company;
}

export async function writeCompany(db: Executor, company: CompanyInfo): Promise<void> {
  const values = { ...company, updated_at: nowIso() };
  await db.insertInto('company_info').values({ id: 1, ...values }).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
}

export async function readSettings(db: Executor): Promise<InvoiceSettings> {
  const row = await db.selectFrom('invoice_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  return {
    invoice_prefix: row.invoice_prefix,
    pre_invoice_prefix: row.pre_invoice_prefix,
    number_padding: row.number_padding,
    number_pattern: row.number_pattern,
    yearly_reset: Boolean(row.yearly_reset),
    default_payment_terms: row.default_payment_terms,
    seller_company_details: row.seller_company_details,
  };
}

export async function writeSettings(db: Executor, settings: InvoiceSettings): Promise<void> {
  const values = { ...settings, updated_at: nowIso() };
  await db.insertInto('invoice_settings').values({ id: 1, ...values }).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
}
