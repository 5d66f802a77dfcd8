import type { BillingSnapshot } from '@shop/domain';
import { foldForSearch } from '../../db/search-text.ts';

/** The buyer's fields a document's list shows or searches. */
type ListedBuyer = Pick<BillingSnapshot, 'company_name' | 'company_reg_number' | 'vat_number' | 'email' | 'city'>;

/**
 * What the administrators' search matches of an invoice, pre-invoice or credit note (decisions 064,
 * 067), folded: its number, its order's number, and its buyer's company, company code, VAT code,
 * e-mail and city. The one function that writes `search_text` of the three tables: the buyer is frozen
 * at issue, so the text never goes stale.
 */
const documentSearchText = (number: string, orderNumber: string, buyer: ListedBuyer) =>
  foldForSearch(number, orderNumber, buyer.company_name, buyer.company_reg_number, buyer.vat_number, buyer.email, buyer.city);

/** The columns a document's list reads instead of its snapshots, written in the insert that issues it. */
export const listedColumns = (number: string, orderNumber: string, buyer: ListedBuyer) => ({
  buyer_name: buyer.company_name,
  buyer_email: buyer.email,
  search_text: documentSearchText(number, orderNumber, buyer),
});
export type Listed = ReturnType<typeof listedColumns>;
