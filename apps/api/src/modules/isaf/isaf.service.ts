import { billingSnapshotSchema, countryCodeOf, VAT_RATE, type BillingSnapshot } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { fail } from '../../http/app-error.ts';
import { readCompany } from '../documents/settings.repository.ts';
import { isafFile, overlongText, type IsafBuyer, type IsafDocument } from './isaf-file.ts';
import { creditNotesIssuedIn, invoicesIssuedIn } from './isaf.repository.ts';

/** i.SAF names the software that made the file. */
const SOFTWARE = { company: 'Hookah Wholesale', name: 'Wholesale shop', version: '1.0' };
const VAT_PERCENT = Math.round(VAT_RATE * 100);

interface Issued {
  number: string;
  issue_date: string;
  customer_snapshot: string;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
}

/**
 * The buyer as frozen on a document, as i.SAF reports it. A stored country is written as its ISO code;
 * one that names no country refuses the export, never guessed. None stored is written nil.
 */
function buyerOf(number: string, buyer: BillingSnapshot): IsafBuyer {
  const stored = buyer.country?.trim() ?? '';
  const country = stored ? countryCodeOf(stored) : null;
  if (stored && !country) throw fail('isafBuyerCountry', { number, country: stored });
  return { vatCode: buyer.vat_number, companyCode: buyer.company_reg_number, country, name: buyer.company_name };
}

/** What i.SAF reports of one document: its buyer, its one VAT rate's taxable value and VAT; refused when a text is too long for i.SAF. */
function documentOf(row: Issued, type: IsafDocument['type'], reference: IsafDocument['reference'] = null): IsafDocument {
  const document: IsafDocument = {
    number: row.number,
    type,
    date: row.issue_date,
    supplyDate: null,
    buyer: buyerOf(row.number, billingSnapshotSchema.parse(JSON.parse(row.customer_snapshot))),
    reference,
    totals: [{ taxableCents: row.subtotal_cents + row.shipping_cents, vatCents: row.tax_cents, ratePercent: VAT_PERCENT, taxCode: 'PVM1' }],
  };
  const overlong = overlongText(document);
  if (overlong) throw fail('isafTooLong', { number: row.number, ...overlong });
  return document;
}

/**
 * The i.SAF 1.2 sales file of a period (decisions 039, 051): every invoice issued in it (SF; AN when it was
 * cancelled) and every credit note (KS, naming the invoice it corrects), by date and number.
 */
export async function isafExport(ctx: AppContext, period: { from: string; to: string }): Promise<{ filename: string; xml: string }> {
  const company = await readCompany(ctx.db);
  const companyCode = company.company_code?.replace(/\s+/g, '') ?? '';
  if (!/^\d{9}$/.test(companyCode)) throw fail('isafCompanyCode');
  const [invoices, creditNotes] = await Promise.all([
    invoicesIssuedIn(ctx.db, period.from, period.to),
    creditNotesIssuedIn(ctx.db, period.from, period.to),
  ]);
  const documents = [
    ...invoices.map((row) => documentOf(row, row.status === 'cancelled' ? 'AN' : 'SF')),
    ...creditNotes.map((row) => documentOf(row, 'KS', { number: row.invoice_number, date: row.invoice_date })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number));
  const xml = isafFile({ sellerCode: companyCode, from: period.from, to: period.to, createdAt: ctx.now(), software: SOFTWARE, documents });
  const name =
    period.from.slice(0, 7) === period.to.slice(0, 7) && period.from.endsWith('-01') ? period.from.slice(0, 7) : `${period.from}_${period.to}`;
  return { filename: `isaf-${name}.xml`, xml };
}
