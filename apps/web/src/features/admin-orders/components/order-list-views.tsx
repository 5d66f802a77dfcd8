import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminOrderListRow } from '@shop/domain';
import { DataTable } from '@/components/ui/data-table.tsx';
import { OrderStatusBadge } from '@/components/ui/order-status-badge.tsx';
import { CustomerReference } from '@/components/ui/customer-reference.tsx';
import { formatDateTime, formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { DocumentFlags } from './document-flags.tsx';
import { SelectBox } from './select-box.tsx';

/** What a list entry of an order shows, in the table and on a card alike. */
function useOrderParts() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (order: AdminOrderListRow) => ({
    number: (
      <>
        <Link to={`/admin/orders/${order.id}`} className="font-medium text-teal-800 hover:underline">
          {order.order_number}
        </Link>
        <CustomerReference
          label={t('adminOrders.columns.customerReference')}
          reference={order.customer_reference}
          className="max-w-56 whitespace-normal text-xs"
        />
      </>
    ),
    company: order.company_name,
    email: order.email,
    date: formatDateTime(order.created_at, language),
    amount: formatMoney(order.total_amount, language),
    status: <OrderStatusBadge status={order.status} />,
    documents: <DocumentFlags order={order} />,
  });
}

/** Which orders of the page are chosen for a bulk change. */
export interface RowSelection {
  isSelected: (order: AdminOrderListRow) => boolean;
  toggle: (order: AdminOrderListRow) => void;
  /** Every order of the page, some of them, or none. */
  page: 'all' | 'some' | 'none';
  togglePage: () => void;
}

interface OrderListViewProps {
  orders: readonly AdminOrderListRow[];
  busy: boolean;
  /** An order's actions (view, generate invoice, change status). */
  actions: (order: AdminOrderListRow) => ReactNode;
  /** Null for a role that may not move orders: no check boxes (decision 093). */
  selection: RowSelection | null;
}

/** The check box that chooses one order. */
function RowBox({ order, selection }: { order: AdminOrderListRow; selection: RowSelection }) {
  const { t } = useTranslation();
  return (
    <SelectBox
      checked={selection.isSelected(order)}
      onChange={() => selection.toggle(order)}
      label={t('adminOrders.bulk.selectOrder', { number: order.order_number })}
      testId="select-order"
    />
  );
}

/** The check box that chooses every order of the page. */
function PageBox({ selection, id }: { selection: RowSelection; id?: string }) {
  const { t } = useTranslation();
  return (
    <SelectBox
      {...(id ? { id } : {})}
      checked={selection.page === 'all'}
      indeterminate={selection.page === 'some'}
      onChange={selection.togglePage}
      label={t('adminOrders.bulk.selectPage')}
      testId="select-page"
    />
  );
}

/** The orders as a table (wide screens). */
export function OrderTable({ orders, busy, actions, selection }: OrderListViewProps) {
  const { t } = useTranslation();
  const partsOf = useOrderParts();
  return (
    <DataTable
      caption={t('adminOrders.list.title')}
      busy={busy}
      columns={[
        selection ? { key: 'select', label: <PageBox selection={selection} />, className: 'w-10' } : false,
        { key: 'number', label: t('adminOrders.columns.orderNumber') },
        { key: 'company', label: t('adminOrders.columns.company') },
        { key: 'email', label: t('adminOrders.columns.email') },
        { key: 'date', label: t('adminOrders.columns.date') },
        { key: 'amount', label: t('adminOrders.columns.amount'), align: 'right' },
        { key: 'status', label: t('adminOrders.columns.status') },
        { key: 'documents', label: t('adminOrders.columns.documents') },
        { key: 'actions', label: t('adminOrders.columns.actions') },
      ]}
    >
      {orders.map((order) => {
        const parts = partsOf(order);
        return (
          <tr
            key={order.id}
            data-testid="order-row"
            className={selection?.isSelected(order) ? 'bg-teal-50/60 hover:bg-teal-50' : 'hover:bg-slate-50'}
          >
            {selection ? (
              <td className="px-4 py-3">
                <RowBox order={order} selection={selection} />
              </td>
            ) : null}
            <td className="whitespace-nowrap px-4 py-3">{parts.number}</td>
            <td className="px-4 py-3 text-slate-800">{parts.company}</td>
            <td className="px-4 py-3 text-slate-700">{parts.email}</td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">{parts.date}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right font-medium tabular-nums">{parts.amount}</td>
            <td className="px-4 py-3">{parts.status}</td>
            <td className="px-4 py-3">{parts.documents}</td>
            <td className="px-4 py-3">
              <div className="flex flex-col items-start gap-2">{actions(order)}</div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/** The orders as cards (narrow screens). */
export function OrderCards({ orders, busy, actions, selection }: OrderListViewProps) {
  const { t } = useTranslation();
  const partsOf = useOrderParts();
  const pageBoxId = useId();
  return (
    <div>
      {selection ? (
        <div className="mb-2 flex items-center gap-2 px-1">
          <PageBox selection={selection} id={pageBoxId} />
          <label htmlFor={pageBoxId} className="text-sm font-medium text-slate-700">
            {t('adminOrders.bulk.selectPage')}
          </label>
        </div>
      ) : null}
      <ul className="space-y-3" aria-busy={busy || undefined}>
        {orders.map((order) => {
          const parts = partsOf(order);
          return (
            <li
              key={order.id}
              data-testid="order-row"
              className={`rounded-lg border p-4 shadow-sm ${selection?.isSelected(order) ? 'border-teal-300 bg-teal-50/60' : 'border-slate-200 bg-white'}`}
            >
              <div className="flex items-start justify-between gap-3">
                <div className="flex min-w-0 items-start gap-3">
                  {selection ? <RowBox order={order} selection={selection} /> : null}
                  <div className="min-w-0">
                    {parts.number}
                    <p className="truncate text-sm text-slate-800">{parts.company}</p>
                    <p className="truncate text-sm text-slate-600">{parts.email}</p>
                    <p className="text-xs text-slate-500">{parts.date}</p>
                  </div>
                </div>
                <div className="shrink-0 text-right">
                  <p className="font-semibold tabular-nums">{parts.amount}</p>
                  <div className="mt-1">{parts.status}</div>
                </div>
              </div>
              <div className="mt-3">{parts.documents}</div>
              <div className="mt-3 flex flex-wrap items-center gap-2">{actions(order)}</div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
