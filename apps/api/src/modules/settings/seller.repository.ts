import type { Kysely, Transaction } from 'kysely';
import {
  DEFAULT_PAYMENT_TERMS_RULE,
  parseStoredPaymentTermsRule,
  paymentTermsText,
  storedPaymentTermsRule,
  type CompanyInfo,
  type InvoiceSettings,
} from '@shop/domain';
import type { Engine } from '../../db/engine.ts';
import { forUpdate } from '../../db/locks.ts';
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
  credit_note_prefix: 'KS',
  number_padding: 5,
  number_pattern: '{prefix}-{year}-{number}',
  yearly_reset: true,
  default_payment_terms: paymentTermsText(DEFAULT_PAYMENT_TERMS_RULE),
  default_payment_terms_rule: DEFAULT_PAYMENT_TERMS_RULE,
  seller_company_details: null,
  issuer_position: null,
  issuer_name: null,
};

type Versioned<T> = T & { version: number };

/** The seller; version 0 until the operator first saves it. */
export async function readCompany(db: Executor, lock?: Engine): Promise<Versioned<CompanyInfo>> {
  const query = db.selectFrom('company_info').selectAll().where('id', '=', 1);
  const row = await (lock ? forUpdate(query, lock) : query).executeTakeFirst();
  if (!row) return { ...DEFAULT_COMPANY, version: 0 };
  const { id: _id, updated_at: _u, ...company } = row;
  return company;
}

export async function writeCompany(trx: Transaction<DB>, company: CompanyInfo): Promise<void> {
  const values = { ...company, updated_at: nowIso() };
  await trx
    .insertInto('company_info')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ ...values, version: eb('company_info.version', '+', 1) })))
    .execute();
}

/**
 * Both singleton rows locked until the transaction ends: a missing one is first written with the
 * defaults at version 0 ("never saved"), so two first saves take turns too.
 */
export async function lockSellerSettings(
  trx: Transaction<DB>,
  engine: Engine,
): Promise<{ settings: Versioned<InvoiceSettings>; company: Versioned<CompanyInfo> }> {
  const now = nowIso();
  await trx
    .insertInto('invoice_settings')
    .values({ id: 1, ...settingsColumns(DEFAULT_SETTINGS), version: 0, updated_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('company_info')
    .values({ id: 1, ...DEFAULT_COMPANY, version: 0, updated_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return { settings: await readInvoiceSettings(trx, engine), company: await readCompany(trx, engine) };
}

export async function readInvoiceSettings(db: Executor, lock?: Engine): Promise<Versioned<InvoiceSettings>> {
  const query = db.selectFrom('invoice_settings').selectAll().where('id', '=', 1);
  const row = await (lock ? forUpdate(query, lock) : query).executeTakeFirst();
  if (!row) return { ...DEFAULT_SETTINGS, version: 0 };
  return {
    version: row.version,
    invoice_prefix: row.invoice_prefix,
    pre_invoice_prefix: row.pre_invoice_prefix,
    credit_note_prefix: row.credit_note_prefix,
    number_padding: row.number_padding,
    number_pattern: row.number_pattern,
    yearly_reset: Boolean(row.yearly_reset),
    default_payment_terms: row.default_payment_terms,
    default_payment_terms_rule: parseStoredPaymentTermsRule(row.default_payment_terms_rule),
    seller_company_details: row.seller_company_details,
    issuer_position: row.issuer_position,
    issuer_name: row.issuer_name,
  };
}

/** The settings as their row stores them (the rule as JSON text). */
export const settingsColumns = (settings: InvoiceSettings) => ({
  ...settings,
  default_payment_terms_rule: storedPaymentTermsRule(settings.default_payment_terms_rule),
});

export async function writeInvoiceSettings(trx: Transaction<DB>, settings: InvoiceSettings): Promise<void> {
  const values = { ...settingsColumns(settings), updated_at: nowIso() };
  await trx
    .insertInto('invoice_settings')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ ...values, version: eb('invoice_settings.version', '+', 1) })))
    .execute();
}
