import { useTranslation } from 'react-i18next';

/** Placeholder until the documents issue fills this tab with the customer's invoices. */
export function InvoicesTab() {
  const { t } = useTranslation();
  return (
    <div data-testid="invoices-empty" className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{t('orders.invoices.emptyTitle')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('orders.invoices.emptyBody')}</p>
    </div>
  );
}
