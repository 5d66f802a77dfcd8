import { billingSnapshotSchema, VAT_RATE } from '@shop/domain';
import type { AppContext } from '../../app-context.ts';
import { fail } from '../../http/app-error.ts';
import { readCompany } from '../documents/settings.repository.ts';
import { isafFile, type IsafDocument } from './isaf-file.ts';
import { creditNotesIssuedIn, invoicesIssuedIn } from './isaf.repository.ts';

/** i.SAF names the software that made the file. */
const SOFTWARE = { company: 'Hookah Wholesale', name: 'Wholesale shop', version: '1.0' };
const VAT_PERCENT = Math.round(VAT_RATE * 100);

interface Issued {
  number: string;
  issue_date: string;
  user_id: number;
  customer_snapshot: string;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
}

/** What i.SAF reports of one document: the buyer as frozen on it, its one VAT rate's taxable value and VAT. */
function documentOf(row: Issued, type: IsafDocument['type'], reference: IsafDocument['reference'] = null): IsafDocument {
  const buyer = billingSnapshotSchema.parse(JSON.parse(row.customer_snapshot));
  return {
    number: row.number,
    type,
    date: row.issue_date,
    supplyDate: null,
    customer: {
      id: String(row.user_id),
      vatCode: buyer.vat_number,
      companyCode: buyer.company_reg_number,
      country: buyer.country,
      name: buyer.company_name,
    },
    reference,
    totals: [{ taxableCents: row.subtotal_cents + row.shipping_cents, vatCents: row.tax_cents, ratePercent: VAT_PERCENT, taxCode: 'PVM1' }],
  };
}

/**
 * The i.SAF 1.2 sales file of a period (decision 039): every invoice issued in it (SF; AN when it was
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
  const xml = isafFile({ seller: { companyCode }, from: period.from, to: period.to, createdAt: ctx.now(), software: SOFTWARE, documents });
  const name =
    period.from.slice(0, 7) === period.to.slice(0, 7) && period.from.endsWith('-01') ? period.from.slice(0, 7) : `${period.from}_${period.to}`;
  return { filename: `isaf-${name}.xml`, xml };
}
