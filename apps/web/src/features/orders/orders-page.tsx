import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATUSES, type OrderStatus } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { useOrderStatusLabel } from '@/components/ui/order-status-badge.tsx';
import { TabPanel, Tabs } from '@/components/ui/tabs.tsx';
import { useOrders } from './api/get-orders.ts';
import { InvoicesTab } from './components/invoices-tab.tsx';
import { OrderCard } from './components/order-card.tsx';
import { EmptyBox } from '@/components/ui/empty-box.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { StatusFilter } from './components/status-filter.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';

type Tab = 'orders' | 'invoices';

const isStatus = (value: string | null): value is OrderStatus => value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

/** /orders: the customer's orders (status filter) and, in the second tab, invoices. */
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
      <StatusFilter
        label={t('orders.filter.label')}
        testId="order-status-filter"
        status={status}
        statuses={ORDER_STATUSES}
        statusLabel={statusLabel}
        onStatus={onStatus}
        countText={orders.isSuccess ? t('orders.count', { count: list.length }) : null}
      />

      <TableState
        query={orders}
        empty={list.length === 0}
        loadingLabel={t('orders.loading')}
        errorFallback={t('orders.errors.fetch')}
        onRetry={() => void orders.refetch()}
        emptyContent={
          <EmptyBox
            testId="orders-empty"
            title={status ? t('orders.empty.filteredTitle') : t('orders.empty.title')}
            body={status ? t('orders.empty.filteredBody') : t('orders.empty.body')}
            action={
              status ? (
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
              )
            }
          />
        }
      >
        <ul className={`space-y-4 ${orders.isFetching ? 'opacity-70' : ''}`} aria-busy={orders.isFetching}>
          {list.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      </TableState>
    </div>
  );
}
