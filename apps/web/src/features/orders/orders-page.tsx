import { useAddressParams } from '@/lib/use-address-params.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/card.tsx';
import { TabPanel, Tabs } from '@/components/ui/tabs.tsx';
import { InvoicesTab } from './components/invoices-tab.tsx';
import { OrdersTab } from './components/orders-tab.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';

type Tab = 'orders' | 'invoices';

/** /orders: the customer's orders (status filter, paged) and, in the second tab, invoices. */
export default function OrdersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('orders.title')} noindex />
      <OrdersPageContent />
    </>
  );
}

function OrdersPageContent() {
  const { t } = useTranslation();
  const { params, change } = useAddressParams();
  const tab: Tab = params.get('tab') === 'invoices' ? 'invoices' : 'orders';

  const update = (changes: Record<string, string | null>) => change(changes, { replace: true });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageTitle subtitle={t('orders.subtitle')}>{t('orders.title')}</PageTitle>
        <Link
          to="/products"
          className="inline-flex items-center justify-center rounded-md bg-teal-700 px-4 py-2 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          {t('orders.browseProducts')}
        </Link>
      </div>

      <Tabs
        label={t('orders.tabsLabel')}
        value={tab}
        // The orders' page number belongs to the orders tab: another tab starts at its own first page.
        onValueChange={(next) => update({ tab: next === 'invoices' ? 'invoices' : null, page: null })}
        tabs={[
          { id: 'orders', label: t('orders.tabs.orders'), testId: 'tab-orders' },
          { id: 'invoices', label: t('orders.tabs.invoices'), testId: 'tab-invoices' },
        ]}
      >
        <TabPanel value="orders">
          <OrdersTab />
        </TabPanel>
        <TabPanel value="invoices">
          <InvoicesTab status={params.get('invoiceStatus')} onStatus={(value) => update({ invoiceStatus: value })} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
