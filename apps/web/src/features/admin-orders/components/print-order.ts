import type { TFunction } from 'i18next';
import { escapeMarkup, orderStatusLabelKey, type Language, type Order, type Seller } from '@shop/domain';
import { printHtml } from '@/components/documents/print-document.ts';
import { formatDateTime, formatMoney } from '@/lib/format.ts';
import { countryText } from '@/lib/vocabulary.ts';

/** Any value of the order as the page's text (nothing for null). */
const escapeHtml = (value: unknown): string => escapeMarkup(String(value ?? ''));

function lines(values: Array<string | null | undefined>): string {
  return values
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map(escapeHtml)
    .join('<br>');
}

/** The seller's block at the head of the sheet, with the details the documents show (GET /company/info); nothing when unknown. */
function sellerHtml(seller: Seller | null | undefined, t: TFunction): string {
  if (!seller?.name) return '';
  const labelled = (label: string, value: string | null) => (value ? `${t(label)}: ${value}` : null);
  return `<div class="seller" data-testid="print-seller">
      <strong>${escapeHtml(seller.name)}</strong><br>
      ${lines([
        labelled('documents.view.companyCode', seller.company_code),
        labelled('documents.view.vatCode', seller.vat_number),
        seller.address,
        [seller.postal_code, seller.city].filter(Boolean).join(' '),
        countryText(seller.country),
        labelled('documents.view.email', seller.email),
        labelled('documents.view.phone', seller.phone),
      ])}
    </div>`;
}

/** The printable order sheet: a complete HTML document, every value escaped; the seller heads it as on the documents. */
export function orderSheetHtml(order: Order, t: TFunction, language: Language, seller?: Seller | null): string {
  const money = (amount: number) => escapeHtml(formatMoney(amount, language));
  const shipping = order.shipping_address;
  const billing = order.billing_address;
  const itemRows = order.items
    .map(
      (item) => `<tr>
        <td>${escapeHtml(item.brand)} ${escapeHtml(item.name)}<div class="muted">${escapeHtml([item.flavor, item.weight].filter(Boolean).join(' · '))}</div></td>
        <td>${escapeHtml(item.sku)}</td>
        <td class="num">${escapeHtml(item.quantity)}</td>
        <td class="num">${money(item.unit_price)}</td>
        <td class="num">${money(item.total_price)}</td>
      </tr>`,
    )
    .join('');
  const statusKey = orderStatusLabelKey(order.status);
  const status = statusKey ? t(statusKey) : order.status;
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(t('adminOrders.print.title', { number: order.order_number }))}</title>
<style>
  @page { size: A4; margin: 0.4in; }
  * { box-sizing: border-box; }
  body { font-family: Arial, Helvetica, sans-serif; font-size: 12px; color: #111; margin: 0; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  h2 { font-size: 13px; margin: 0 0 6px; text-transform: uppercase; letter-spacing: .04em; color: #333; }
  .seller { text-align: right; font-size: 11px; }
  .head { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #111; padding-bottom: 8px; margin-bottom: 12px; }
  .grid { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 12px; margin-bottom: 12px; }
  .box { border: 1px solid #ccc; padding: 8px; border-radius: 4px; }
  .muted { color: #555; font-size: 11px; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 12px; }
  th, td { border-bottom: 1px solid #ddd; padding: 5px 4px; text-align: left; vertical-align: top; }
  th { background: #f3f3f3; font-size: 11px; }
  .num { text-align: right; white-space: nowrap; }
  .totals { width: 45%; margin-left: auto; }
  .totals td { border: none; padding: 3px 4px; }
  .totals .grand td { border-top: 2px solid #111; font-weight: bold; font-size: 14px; }
  .notes { white-space: pre-wrap; }
  @media print { .box { break-inside: avoid; } tr { break-inside: avoid; } }
</style>
</head>
<body>
  <div class="head">
    <div>
      <h1>${escapeHtml(t('adminOrders.print.heading'))} ${escapeHtml(order.order_number)}</h1>
      <div>${escapeHtml(t('adminOrders.detail.date'))}: ${escapeHtml(formatDateTime(order.created_at, language))}</div>
      ${order.customer_reference ? `<div>${escapeHtml(t('adminOrders.columns.customerReference'))}: ${escapeHtml(order.customer_reference)}</div>` : ''}
    </div>
    <div>
      ${sellerHtml(seller, t)}
      <div><strong>${escapeHtml(t('adminOrders.detail.status'))}:</strong> ${escapeHtml(status)}</div>
    </div>
  </div>
  <div class="grid">
    <div class="box">
      <h2>${escapeHtml(t('adminOrders.detail.customer'))}</h2>
      ${lines([order.company_name ?? billing.company_name, order.contact_person ?? billing.contact_person, order.email ?? billing.email, billing.phone])}
    </div>
    <div class="box">
      <h2>${escapeHtml(t('adminOrders.detail.shippingAddress'))}</h2>
      ${lines([shipping.address_name, shipping.street_address, [shipping.postal_code, shipping.city].filter(Boolean).join(' '), shipping.state_province, countryText(shipping.country)])}
      <div class="muted">${escapeHtml(t('adminOrders.detail.tobaccoLicense'))}: ${escapeHtml(shipping.tobacco_license)}</div>
    </div>
    <div class="box">
      <h2>${escapeHtml(t('adminOrders.detail.billingDetails'))}</h2>
      ${lines([billing.company_name, billing.address, [billing.postal_code, billing.city].filter(Boolean).join(' '), countryText(billing.country)])}
      <div class="muted">${lines([
        billing.company_reg_number ? `${t('adminOrders.detail.companyCode')}: ${billing.company_reg_number}` : null,
        billing.vat_number ? `${t('adminOrders.detail.vatCode')}: ${billing.vat_number}` : null,
      ])}</div>
    </div>
  </div>
  <table>
    <thead><tr>
      <th>${escapeHtml(t('adminOrders.items.product'))}</th>
      <th>${escapeHtml(t('adminOrders.items.sku'))}</th>
      <th class="num">${escapeHtml(t('adminOrders.items.quantity'))}</th>
      <th class="num">${escapeHtml(t('adminOrders.items.unitPrice'))}</th>
      <th class="num">${escapeHtml(t('adminOrders.items.lineTotal'))}</th>
    </tr></thead>
    <tbody>${itemRows}</tbody>
  </table>
  <table class="totals">
    <tr><td>${escapeHtml(t('adminOrders.totals.subtotal'))}</td><td class="num">${money(order.subtotal)}</td></tr>
    <tr><td>${escapeHtml(t('adminOrders.totals.completionFee'))}</td><td class="num">${money(order.shipping_amount)}</td></tr>
    <tr><td>${escapeHtml(t('adminOrders.totals.vat'))}</td><td class="num">${money(order.tax_amount)}</td></tr>
    <tr class="grand"><td>${escapeHtml(t('adminOrders.totals.total'))}</td><td class="num">${money(order.total_amount)}</td></tr>
  </table>
  ${order.notes ? `<div class="box"><h2>${escapeHtml(t('adminOrders.detail.notes'))}</h2><div class="notes">${escapeHtml(order.notes)}</div></div>` : ''}
</body>
</html>`;
}

/** Prints the order sheet in the print window. Returns false when the browser blocked the pop-up. */
export function printOrder(order: Order, t: TFunction, language: Language, seller?: Seller | null): boolean {
  return printHtml(orderSheetHtml(order, t, language, seller));
}
