import { useAddressParams } from '@/lib/use-address-params.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_STATUSES, type OrderStatus } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { EmptyBox } from '@/components/ui/empty-box.tsx';
import { useOrderStatusLabel } from '@/components/ui/order-status-badge.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { useAddressFilters } from '@/lib/use-address-filters.ts';
import { useOrders } from '../api/get-orders.ts';
import { OrderCard } from './order-card.tsx';
import { StatusFilter } from './status-filter.tsx';

const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * The orders tab of /orders: one page of the customer's orders (decision 068), the status and the page
 * in the address (`?status=sent&page=2`), so a reload or a link shows the same page.
 */
export function OrdersTab() {
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();
  const { filters, page, setFilter, goToPage } = useAddressFilters(['status'] as const);
  const status = isStatus(filters.status) ? filters.status : null;
  const orders = useOrders({ status, page });
  const list = orders.data?.orders ?? [];
  const pagination = orders.data?.pagination;
  const top = useRef<HTMLDivElement>(null);
  usePastTheLastPage(page, pagination);

  const onStatus = (value: string | null) => setFilter('status', value ?? '');
  const onPage = (target: number) => {
    goToPage(target);
    // The pager is under the list: the next page starts at the top.
    top.current?.scrollIntoView({ block: 'start' });
  };
  const countText = pagination
    ? pagination.capped
      ? t('orders.countCapped', { count: pagination.total })
      : t('orders.count', { count: pagination.total })
    : null;

  return (
    <div className="space-y-4" ref={top}>
      <StatusFilter
        label={t('orders.filter.label')}
        testId="order-status-filter"
        status={status}
        statuses={ORDER_STATUSES}
        statusLabel={statusLabel}
        onStatus={onStatus}
        countText={orders.isSuccess ? countText : null}
      />

      <TableState
        query={orders}
        empty={list.length === 0 && (pagination?.total ?? 0) === 0}
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
        <ul className={`space-y-4 ${orders.isFetching ? 'opacity-70' : ''}`} aria-busy={orders.isFetching} data-testid="order-list">
          {list.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
        <Pager page={page} pages={pagination?.pages ?? 1} onPage={onPage} busy={orders.isFetching} capped={pagination?.capped ?? false} />
      </TableState>
    </div>
  );
}

/**
 * An address past the last page (an old link, or orders that changed status since) shows the last
 * page instead, replacing the address rather than adding a step Back would return to.
 */
function usePastTheLastPage(page: number, pagination: { pages: number; capped?: boolean | undefined } | undefined) {
  const { change } = useAddressParams();
  const last = pagination && !pagination.capped && page > pagination.pages ? pagination.pages : null;
  useEffect(() => {
    if (last === null) return;
    change({ page: last > 1 ? String(last) : null }, { replace: true, atOnce: false });
  }, [last, change]);
}
