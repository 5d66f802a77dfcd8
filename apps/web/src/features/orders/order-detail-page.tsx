import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link.tsx';
import type { Order, OrderHistoryStep } from '@shop/domain';
import { creditNotePdfPath } from '@/api/documents/document-keys.ts';
import { useCreditNotes } from '@/api/documents/get-credit-notes.ts';
import { CreditNotesTable } from '@/components/documents/credit-notes-table.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Card } from '@/components/ui/card.tsx';
import { OrderStatusBadge, useOrderStatusLabel } from '@/components/ui/order-status-badge.tsx';
import { CustomerReference } from '@/components/ui/customer-reference.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorText, isNotFound } from '@/lib/error-text.ts';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { countryText } from '@/lib/vocabulary.ts';
import { useOrder, useOrderHistory } from './api/get-order.ts';
import { OrderDocuments } from './components/order-documents.tsx';
import { OrderComments } from './components/order-comments.tsx';
import { OrderShipment } from './components/order-shipment.tsx';
import { ReorderButton } from './components/reorder-button.tsx';

/** `/orders/:id`: one of the customer's orders whole — every line, totals, addresses, documents and status history. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const order = useOrder(id);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={order.data ? t('orders.detail.title', { number: order.data.order_number }) : t('orders.title')} noindex />
      <BackLink to="/orders">{t('orders.detail.back')}</BackLink>
      {order.isPending ? (
        <Spinner label={t('orders.loading')} />
      ) : order.isError ? (
        <div className="mt-4">
          <Alert tone="error">{isNotFound(order.error) ? t('orders.detail.notFound') : errorText(order.error, t('orders.errors.fetch'))}</Alert>
        </div>
      ) : (
        <OrderDetail order={order.data} />
      )}
    </div>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (amount: number) => formatMoney(amount, language);
  return (
    <div className="mt-4 space-y-6" data-testid="order-detail" data-order-number={order.order_number}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('orders.detail.title', { number: order.order_number })}</h1>
          <p className="text-sm text-slate-600">{t('orders.card.placed', { date: formatDate(order.created_at, language) })}</p>
          <CustomerReference label={t('orders.card.reference')} reference={order.customer_reference} />
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <ReorderButton order={order} />

      <Card title={t('orders.detail.lines', { count: order.items.length })}>
        <ul className="divide-y divide-slate-100" data-testid="order-lines">
          {order.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm" data-testid="order-line">
              <span className="min-w-0 flex-1">
                <span className="font-medium text-slate-900">
                  {item.brand} {item.name}
                </span>
                <span className="text-slate-600">
                  {item.flavor && item.flavor !== item.name ? ` – ${item.flavor}` : ''} · {item.weight}
                </span>
                <span className="block text-xs text-slate-500">{t('orders.card.sku', { sku: item.sku })}</span>
              </span>
              <span className="whitespace-nowrap text-slate-700">
                {t('orders.card.quantityTimesPrice', { count: item.quantity, price: money(item.unit_price) })}
              </span>
              <span className="w-24 whitespace-nowrap text-right font-semibold text-slate-900">{money(item.total_price)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm" data-testid="order-totals">
          <Total label={t('orders.detail.subtotal')}>{money(order.subtotal)}</Total>
          <Total label={t('orders.detail.fee')}>{money(order.shipping_amount)}</Total>
          <Total label={t('orders.detail.vat')}>{money(order.tax_amount)}</Total>
          <Total label={t('orders.detail.total')} strong>
            {money(order.total_amount)}
          </Total>
        </dl>
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        <Card title={t('orders.detail.shipping')}>
          <Address
            lines={[
              order.shipping_address.address_name,
              order.shipping_address.street_address,
              [order.shipping_address.postal_code, order.shipping_address.city].filter(Boolean).join(' '),
              countryText(order.shipping_address.country),
            ]}
          />
          <p className="mt-2 text-sm text-slate-600">
            {t('addresses.fields.tobaccoLicense')}: <span className="font-medium text-slate-800">{order.shipping_address.tobacco_license}</span>
          </p>
        </Card>
        <Card title={t('orders.detail.billing')}>
          <Address
            lines={[
              order.billing_address.company_name,
              order.billing_address.address ?? '',
              [order.billing_address.postal_code, order.billing_address.city].filter(Boolean).join(' '),
              order.billing_address.vat_number ? t('orders.detail.vatCode', { code: order.billing_address.vat_number }) : '',
            ]}
          />
        </Card>
      </div>
      {order.notes ? <Card title={t('orders.detail.notes')}>{order.notes}</Card> : null}
      <OrderShipment order={order} />
      <OrderComments orderId={order.id} />

      <Card title={t('orders.detail.documents')}>
        <OrderDocuments order={order} sayWhenWaiting />
        <OrderCreditNotes orderId={order.id} />
      </Card>

      <OrderHistory orderId={order.id} />
    </div>
  );
}

function Total({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-bold text-slate-900' : 'text-slate-700'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

function Address({ lines }: { lines: string[] }) {
  return (
    <address className="text-sm not-italic leading-6 text-slate-800">
      {lines.filter(Boolean).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** The credit notes of this order, when there are any. */
function OrderCreditNotes({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const notes = useCreditNotes({ orderId });
  const mine = notes.data?.creditNotes ?? [];
  if (mine.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('documents.creditNotes.title')}</h3>
      <CreditNotesTable
        query={notes}
        notes={mine}
        pdfPath={(note) => creditNotePdfPath(note.id, currentLanguage())}
        emptyTitle={t('documents.creditNotes.none')}
      />
    </div>
  );
}

function OrderHistory({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const history = useOrderHistory(orderId);
  const label = useOrderStatusLabel();
  const steps: OrderHistoryStep[] = history.data ?? [];
  return (
    <Card title={t('orders.detail.history')}>
      {history.isError ? (
        <Alert tone="error">{errorText(history.error, t('orders.detail.historyFailed'))}</Alert>
      ) : (
        <ol className="space-y-2 border-l-2 border-teal-200 pl-4 text-sm" data-testid="order-history">
          {steps.map((step) => (
            <li key={`${step.status}-${step.at}`} className="flex flex-wrap gap-x-3">
              <span className="font-medium text-slate-900">{label(step.status)}</span>
              <time dateTime={step.at} className="text-slate-600">
                {formatDateTime(step.at, currentLanguage())}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
