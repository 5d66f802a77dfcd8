import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATUSES, type OrderStatus } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { useOrderStatusLabel } from '@/components/ui/order-status-badge.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TabPanel, Tabs } from '@/components/ui/tabs.tsx';
import { useOrders } from './api/get-orders.ts';
import { InvoicesTab } from './components/invoices-tab.tsx';
import { OrderCard } from './components/order-card.tsx';
import { errorText } from '@/lib/error-text.ts';

type Tab = 'orders' | 'invoices';

const isStatus = (value: string | null): value is OrderStatus => value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

/** /orders: the customer's orders (status filter) and, in the second tab, invoices. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'invoices' ? 'invoices' : 'orders';
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : null;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

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
        onValueChange={(next) => update({ tab: next === 'invoices' ? 'invoices' : null })}
        tabs={[
          { id: 'orders', label: t('orders.tabs.orders'), testId: 'tab-orders' },
          { id: 'invoices', label: t('orders.tabs.invoices'), testId: 'tab-invoices' },
        ]}
      >
        <TabPanel value="orders">
          <OrdersTab status={status} onStatus={(value) => update({ status: value })} />
        </TabPanel>
        <TabPanel value="invoices">
          <InvoicesTab status={params.get('invoiceStatus')} onStatus={(value) => update({ invoiceStatus: value })} />
        </TabPanel>
      </Tabs>
    </div>
  );
}

function OrdersTab({ status, onStatus }: { status: OrderStatus | null; onStatus: (status: string | null) => void }) {
  const { t } = useTranslation();
  const orders = useOrders(status);
  const statusLabel = useOrderStatusLabel();
  const list = orders.data ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          className="w-full sm:w-64"
          label={t('orders.filter.label')}
          data-testid="order-status-filter"
          value={status ?? ''}
          onChange={(event) => onStatus(event.target.value || null)}
          options={[{ value: '', label: t('orders.filter.all') }, ...ORDER_STATUSES.map((value) => ({ value, label: statusLabel(value) }))]}
        />
        {orders.isSuccess ? <p className="text-sm text-slate-600">{t('orders.count', { count: list.length })}</p> : null}
      </div>

      {orders.isPending ? (
        <Spinner label={t('orders.loading')} />
      ) : orders.isError ? (
        <Alert tone="error" title={errorText(orders.error, t('orders.errors.fetch'))}>
          <Button variant="secondary" className="mt-2" onClick={() => void orders.refetch()}>
            {t('orders.retry')}
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <div data-testid="orders-empty" className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{status ? t('orders.empty.filteredTitle') : t('orders.empty.title')}</h2>
          <p className="mt-1 text-sm text-slate-600">{status ? t('orders.empty.filteredBody') : t('orders.empty.body')}</p>
          {status ? (
            <Button variant="secondary" className="mt-5" onClick={() => onStatus(null)}>
              {t('orders.filter.showAll')}
            </Button>
          ) : (
            <Link
              to="/products"
              className="mt-5 inline-flex items-center justify-center rounded-md bg-teal-700 px-4 py-2 text-sm font-medium text-white hover:bg-teal-800"
            >
              {t('orders.browseProducts')}
            </Link>
          )}
        </div>
      ) : (
        <ul className={`space-y-4 ${orders.isFetching ? 'opacity-70' : ''}`} aria-busy={orders.isFetching}>
          {list.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </div>
  );
}
