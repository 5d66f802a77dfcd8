import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link.tsx';
import { ORDER_STATUSES, type AdminOrderListRow, type OrderStatus } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ListCountBar } from '@/components/ui/list-count-bar.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { countText } from '@/lib/count-text.ts';
import { SelectField } from '@/components/ui/select-field.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { PeriodFilter } from '@/components/filters/period-filter.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useBulkOrderStatus } from './api/bulk-order-status.ts';
import { useOrders, type OrdersListParams } from './api/get-orders.ts';
import { useOrderStatusLabel } from '@/components/ui/order-status-badge.tsx';
import { BulkStatusBar } from './components/bulk-status-bar.tsx';
import { BulkStatusResults, type BulkOutcome } from './components/bulk-status-results.tsx';
import { CustomerFilter } from '@/components/filters/customer-filter.tsx';
import { GenerateInvoiceButton } from './components/generate-invoice-button.tsx';
import { OrderCards, OrderTable, type RowSelection } from './components/order-list-views.tsx';
import { StatusSelect } from './components/status-select.tsx';
import { offersInvoiceGeneration } from './order-rules.ts';
import { useOrderMove } from './use-order-move.tsx';
import { useCan } from '@/lib/permissions.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { errorText } from '@/lib/error-text.ts';
import { useAddressFilters } from '@/lib/use-address-filters.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';
import { TableState } from '@/components/ui/table-state.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';

/** The list's filters, all kept in the address with the page (decision 045). */
const FILTER_KEYS = ['search', 'status', 'from', 'to', 'user_id'] as const;

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export default function OrdersListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('adminOrders.list.title')} noindex />
      <OrdersListPageContent />
    </>
  );
}

/** The chosen orders of the list: kept for one list (filters and page); another list starts with none. */
function useSelection(listKey: string, orders: readonly AdminOrderListRow[]) {
  const [chosen, setChosen] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: listKey, ids: new Set() });
  const ids = chosen.key === listKey ? chosen.ids : new Set<number>();
  // Only orders on the page count: one that left it (a refresh, another status) is no longer chosen.
  const selected = orders.filter((order) => ids.has(order.id));
  const set = (next: Iterable<number>) => setChosen({ key: listKey, ids: new Set(next) });
  const selection: RowSelection = {
    isSelected: (order) => ids.has(order.id),
    toggle: (order) => set(ids.has(order.id) ? [...ids].filter((id) => id !== order.id) : [...ids, order.id]),
    page: selected.length === 0 ? 'none' : selected.length === orders.length ? 'all' : 'some',
    togglePage: () => set(selected.length === orders.length ? [] : orders.map((order) => order.id)),
  };
  return { selected, selection, clear: () => set([]) };
}

function OrdersListPageContent() {
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();
  const wide = useMediaQuery('(min-width: 768px)');
  const { filters: typed, page, setFilter, goToPage, change } = useAddressFilters(FILTER_KEYS);
  const status = isOrderStatus(typed.status) ? typed.status : '';
  const rangeReversed = typed.from !== '' && typed.to !== '' && typed.from > typed.to;
  // The search waits for a pause in typing before it asks the server.
  const params: OrdersListParams = {
    search: useDebouncedValue(typed.search, 300).trim(),
    status,
    from: typed.from,
    to: typed.to,
    user_id: /^\d+$/.test(typed.user_id) ? typed.user_id : '',
    page,
  };
  const filtered = Boolean(params.search || params.status || params.from || params.to || params.user_id);

  const orders = useOrders(params, !rangeReversed);
  const bulk = useBulkOrderStatus();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const staleWrite = useStaleWrite();
  const move = useOrderMove({ onNotice: setNotice, staleWrite });
  // What the role may do from the list (decision 093): moves with orders.progress, invoices with invoices.manage.
  const progress = useCan('orders.progress');
  const invoices = useCan('invoices.manage');
  const customers = useCan('customers.read');

  const list = orders.data?.orders ?? [];
  const { selected, selection, clear } = useSelection(JSON.stringify(params), list);

  const applyBulk = async (next: OrderStatus) => {
    setNotice(null);
    setOutcome(null);
    try {
      const results = await bulk.mutateAsync({ ids: selected.map((order) => order.id), status: next });
      setOutcome({ status: next, results });
      clear();
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('adminOrders.errors.bulkStatus')) });
    }
  };

  const filterOptions = [
    { value: '', label: t('adminOrders.list.allStatuses') },
    ...ORDER_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
  ];

  const viewLink = (order: AdminOrderListRow) => (
    <Link
      to={`/admin/orders/${order.id}`}
      className="inline-flex items-center whitespace-nowrap rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
      aria-label={t('adminOrders.list.viewDetailsFor', { number: order.order_number })}
    >
      {t('adminOrders.list.viewDetails')}
    </Link>
  );

  const actions = (order: AdminOrderListRow) => (
    <>
      {viewLink(order)}
      {invoices && offersInvoiceGeneration(order) ? <GenerateInvoiceButton order={order} onNotice={setNotice} /> : null}
      {progress ? (
        <StatusSelect
          key={`${order.version}-${order.status}-${move.declined}`}
          order={order}
          disabled={move.busyId === order.id || bulk.isPending}
          onApply={(next) => move.request(order, next)}
        />
      ) : null}
    </>
  );

  // A reversed range is not asked (the query is off), and the last answer kept on screen is not its count nor its pages: the error alone shows.
  const pagination = rangeReversed ? undefined : orders.data?.pagination;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink to="/dashboard" className="mb-2">
        {t('adminOrders.list.backToDashboard')}
      </BackLink>
      <PageTitle subtitle={t('adminOrders.list.subtitle')}>{t('adminOrders.list.title')}</PageTitle>

      <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-6" aria-label={t('adminOrders.filters.title')}>
        <TextField
          className="sm:col-span-2"
          type="search"
          label={t('adminOrders.filters.search')}
          placeholder={t('adminOrders.filters.searchPlaceholder')}
          value={typed.search}
          onChange={(event) => setFilter('search', event.target.value)}
          data-testid="orders-search"
        />
        <SelectField
          label={t('adminOrders.list.statusFilter')}
          value={status}
          options={filterOptions}
          onChange={(event) => setFilter('status', event.target.value)}
          data-testid="orders-status-filter"
        />
        <PeriodFilter
          from={typed.from}
          to={typed.to}
          labels={{ from: t('adminOrders.filters.from'), to: t('adminOrders.filters.to') }}
          testIdPrefix="orders"
          onChange={setFilter}
        />
        {customers ? <CustomerFilter userId={typed.user_id} onChange={(value) => setFilter('user_id', value)} /> : null}
      </search>

      <ListCountBar count={pagination ? countText(t, 'adminOrders.list.count', pagination) : ''} countTestId="orders-count">
        {filtered || typed.search ? (
          <Button
            variant="ghost"
            onClick={() => change(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])), { replace: true })}
            data-testid="orders-clear-filters"
          >
            {t('adminOrders.filters.clear')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => void orders.refetch()} disabled={orders.isFetching || rangeReversed}>
          <span aria-hidden="true" className={orders.isFetching ? 'animate-spin' : ''}>
            ↻
          </span>
          {orders.isFetching ? t('adminOrders.list.refreshing') : t('adminOrders.list.refresh')}
        </Button>
      </ListCountBar>

      <Notice notice={notice} className="mb-4" />
      {outcome ? <BulkStatusResults outcome={outcome} onDismiss={() => setOutcome(null)} /> : null}
      {staleWrite.stale ? (
        <div className="mb-4">
          <StaleWriteNotice onReload={() => void staleWrite.reload(() => orders.refetch())} reloading={staleWrite.reloading} />
        </div>
      ) : null}
      {progress && selected.length > 0 ? (
        <BulkStatusBar orders={selected} busy={bulk.isPending} onApply={(next) => void applyBulk(next)} onClear={clear} />
      ) : null}

      {rangeReversed ? (
        <Alert tone="warning">{t('validation.periodOrder')}</Alert>
      ) : (
        <TableState
          query={orders}
          empty={list.length === 0}
          loadingLabel={t('adminOrders.list.loading')}
          errorFallback={t('adminOrders.errors.fetchList')}
          onRetry={() => void orders.refetch()}
          emptyTitle={filtered ? t('adminOrders.list.emptyMatching') : t('adminOrders.list.empty')}
        >
          {wide ? (
            <OrderTable orders={list} busy={orders.isFetching} actions={actions} selection={progress ? selection : null} />
          ) : (
            <OrderCards orders={list} busy={orders.isFetching} actions={actions} selection={progress ? selection : null} />
          )}
        </TableState>
      )}
      <Pager page={page} pages={pagination?.pages ?? 1} capped={pagination?.capped} onPage={goToPage} busy={orders.isFetching} />

      {move.dialog}
    </div>
  );
}
