import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentBase, Seller } from '@shop/domain';
import { ScrollBox } from '@/components/ui/scroll-box.tsx';
import { formatMoney } from '@/lib/format.ts';
import { countryText } from '@/lib/vocabulary.ts';
import { currentLanguage } from '@/lib/i18n.ts';

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const joined = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(' ');

function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-md border border-slate-200 p-3 text-sm leading-relaxed" data-testid={testId}>
      <h3 className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      {children}
    </section>
  );
}

function Line({ label, value }: { label?: string; value: unknown }) {
  const text = str(value);
  if (!text) return null;
  return (
    <p className="text-slate-800">
      {label ? <span className="text-slate-500">{label}: </span> : null}
      {text}
    </p>
  );
}

/** Seller: the document's frozen seller, else the current company info, else placeholder details (spec 8). */
export function SellerBlock({ seller, company }: { seller?: Seller | null | undefined; company?: Seller | null | undefined }) {
  const { t } = useTranslation();
  const source = seller?.name ? seller : company?.name ? company : null;
  return (
    <Block title={t('documents.view.seller')} testId="document-seller">
      {source ? (
        <>
          <p className="font-semibold text-slate-900">{source.name}</p>
          <Line label={t('documents.view.companyCode')} value={source.company_code} />
          <Line label={t('documents.view.vatCode')} value={source.vat_number} />
          <Line value={source.address} />
          <Line value={joined(source.postal_code, source.city)} />
          <Line value={countryText(source.country)} />
          <Line label={t('documents.view.email')} value={source.email} />
          <Line label={t('documents.view.phone')} value={source.phone} />
          <Line label={t('documents.view.bank')} value={source.bank_name} />
          <Line label={t('documents.view.iban')} value={source.iban} />
        </>
      ) : (
        <>
          <p className="font-semibold text-slate-900">{t('documents.placeholderSeller.name')}</p>
          <Line value={t('documents.placeholderSeller.address')} />
          <Line value={t('documents.placeholderSeller.city')} />
          <Line label={t('documents.view.vatCode')} value={t('documents.placeholderSeller.vat')} />
        </>
      )}
    </Block>
  );
}

/** Buyer: company, codes, the frozen billing address (its country in the reader's language), contact. */
export function BuyerBlock({ document }: { document: DocumentBase }) {
  const { t } = useTranslation();
  const buyer = document.buyer;
  const company = str(document.company_name) || str(buyer.company_name);
  const addressLines = [
    str(buyer.address),
    joined(buyer.postal_code ?? document.postal_code, buyer.city ?? document.city),
    countryText(buyer.country ?? document.country),
  ].filter(Boolean);
  return (
    <Block title={t('documents.view.buyer')} testId="document-buyer">
      <p className="font-semibold text-slate-900">{company}</p>
      <Line label={t('documents.view.companyCode')} value={document.company_reg_number ?? buyer.company_reg_number} />
      <Line label={t('documents.view.vatCode')} value={document.vat_number ?? buyer.vat_number} />
      {addressLines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a frozen document's address lines never move, and two may read the same
        <Line key={index} value={line} />
      ))}
      <Line label={t('documents.view.contact')} value={document.contact_person ?? buyer.contact_person} />
      <Line label={t('documents.view.email')} value={document.email ?? buyer.email} />
      <Line label={t('documents.view.phone')} value={buyer.phone} />
    </Block>
  );
}

/** Shipping address with the tobacco licence number (from the buyer snapshot, else the address text). */
export function ShippingBlock({ document }: { document: DocumentBase }) {
  const { t } = useTranslation();
  const shipping = document.buyer.shipping;
  if (shipping.street_address || shipping.address_name) {
    return (
      <Block title={t('documents.view.shippingAddress')} testId="document-shipping">
        <p className="font-semibold text-slate-900">{str(shipping.address_name)}</p>
        <Line value={shipping.street_address} />
        <Line value={joined(shipping.postal_code, shipping.city)} />
        <Line value={shipping.state_province} />
        <Line value={countryText(shipping.country)} />
        <Line label={t('documents.view.tobaccoLicence')} value={shipping.tobacco_license || '—'} />
      </Block>
    );
  }
  const lines = str(document.shipping_address)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <Block title={t('documents.view.shippingAddress')} testId="document-shipping">
      {lines.length === 0 ? (
        <p className="text-slate-500">—</p>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: a frozen document's address lines never move, and two may read the same
        lines.map((line, index) => <Line key={index} value={line} />)
      )}
    </Block>
  );
}

export function DetailRow({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div className="flex justify-between gap-3 py-0.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

const ITEM_COLUMNS = [
  { key: 'product', numeric: false },
  { key: 'sku', numeric: false },
  { key: 'quantity', numeric: true },
  { key: 'unitPrice', numeric: true },
  { key: 'lineTotal', numeric: true },
] as const;

/** Items: name, brand, flavour and weight; SKU; quantity; unit price excl. VAT; line total. */
export function ItemsTable({ document }: { document: DocumentBase }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currentLanguage());
  return (
    <ScrollBox label={t('documents.items.caption')}>
      <table className="w-full text-left text-sm" data-testid="document-items">
        <thead>
          <tr className="border-b border-slate-300 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            {ITEM_COLUMNS.map(({ key, numeric }) => (
              <th key={key} scope="col" className={numeric ? 'px-2 py-2 text-right' : 'px-2 py-2'}>
                {t(`documents.items.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {document.items.map((item, index) => {
            const name = joined(item.brand, item.name) || str(item.product_name);
            const extra = [item.flavor && item.flavor !== item.name ? item.flavor : '', item.weight].map(str).filter(Boolean).join(' · ');
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a document's items are frozen in their order and carry no id
              <tr key={index} className="border-b border-slate-100 align-top">
                <td className="px-2 py-1.5">
                  <span className="font-medium text-slate-900">{name}</span>
                  {extra ? <span className="block text-xs text-slate-500">{extra}</span> : null}
                </td>
                <td className="px-2 py-1.5 text-slate-700">{str(item.sku) || str(item.product_sku)}</td>
                <td className="px-2 py-1.5 text-right">{t('documents.items.pcs', { count: item.quantity })}</td>
                <td className="whitespace-nowrap px-2 py-1.5 text-right">{money(item.unit_price)}</td>
                <td className="whitespace-nowrap px-2 py-1.5 text-right font-medium">{money(item.total_price)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/** Totals: taxable value, the order completion fee when charged, VAT 21 %, total. */
export function Totals({ document, children }: { document: DocumentBase; children?: ReactNode }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currentLanguage());
  const fee = document.shipping_amount;
  const rate = Math.round(document.tax_rate * 100);
  const taxable = document.subtotal + Math.max(fee, 0);
  return (
    <dl className="ml-auto w-full max-w-sm text-sm" data-testid="document-totals">
      <DetailRow label={t('documents.totals.subtotal')} value={money(document.subtotal)} />
      {fee > 0 ? <DetailRow label={t('documents.totals.completionFee')} value={money(fee)} /> : null}
      <DetailRow label={t('documents.totals.taxableValue')} value={money(taxable)} />
      <DetailRow label={t('documents.totals.vat', { rate })} value={money(document.tax_amount)} />
      <div className="mt-1 flex justify-between gap-3 border-t-2 border-slate-800 pt-1.5 text-base font-bold">
        <dt>{t('documents.totals.total')}</dt>
        <dd data-testid="document-total">{money(document.total_amount)}</dd>
      </div>
      {children}
    </dl>
  );
}

export function Notes({ notes }: { notes: string | null | undefined }) {
  const { t } = useTranslation();
  if (!notes?.trim()) return null;
  return (
    <Block title={t('documents.view.notes')}>
      <p className="whitespace-pre-wrap text-slate-800">{notes}</p>
    </Block>
  );
}
