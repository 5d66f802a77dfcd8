import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CUSTOMER_PRE_INVOICE_STATUSES, SHOP_PRE_INVOICE_TERMS, type Order } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { useCreateInvoice } from '@/api/documents/create-invoice.ts';
import { useCreatePreInvoice } from '@/api/documents/create-pre-invoice.ts';
import { getInvoiceByOrder } from '@/api/documents/get-invoice-by-order.ts';
import { InvoiceModal } from '@/components/documents/invoice-modal.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';

/** Statuses that count as delivered (ours is `ended`; the legacy display values too). */
const DELIVERED = ['ended', 'delivered', 'completed'];
const PRE_INVOICE_ALLOWED: readonly string[] = CUSTOMER_PRE_INVOICE_STATUSES;

/**
 * An order card's document buttons (spec 2 "Orders"): view / generate invoice, generate pre-invoice on
 * the shop's terms. With `sayWhenWaiting` (the order's own page, whose documents section would
 * otherwise stand empty) an order with no document yet says what it waits for (decision 091).
 */
export function OrderDocuments({ order, sayWhenWaiting = false }: { order: Order; sayWhenWaiting?: boolean }) {
  const { t } = useTranslation();
  const [invoiceId, setInvoiceId] = useState<number | null>(null);
  const [loadingInvoice, setLoadingInvoice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [createdNumber, setCreatedNumber] = useState<string | null>(null);
  const [generatingPreInvoice, setGeneratingPreInvoice] = useState(false);
  const createInvoice = useCreateInvoice();
  const createPreInvoice = useCreatePreInvoice();
  const termsId = useId();

  const delivered = DELIVERED.includes(order.status);
  const canPreInvoice = PRE_INVOICE_ALLOWED.includes(order.status) && !order.has_pre_invoice && !createdNumber;
  const showPreInvoiceLink = order.has_pre_invoice || createdNumber !== null;
  if (!delivered && !canPreInvoice && !showPreInvoiceLink) return sayWhenWaiting ? <DocumentsWaiting order={order} /> : null;

  const viewInvoice = async () => {
    setError(null);
    setLoadingInvoice(true);
    try {
      const invoice = await getInvoiceByOrder(order.id);
      setInvoiceId(invoice.id);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 404
          ? t('orders.documents.invoiceNotFound')
          : errorText(failure, t('orders.documents.fetchInvoiceFailed')),
      );
    } finally {
      setLoadingInvoice(false);
    }
  };

  const generateInvoice = () => {
    setError(null);
    createInvoice.mutate(order.id, {
      onSuccess: (invoice) => setInvoiceId(invoice.id),
      onError: (failure) => setError(errorText(failure, t('orders.documents.generateInvoiceFailed'))),
    });
  };

  // Disabled from the first click on, before the request's state reaches the screen: a double click
  // asks once, and a twin request refused as "exists already" shows the pre-invoice made (createOrderPreInvoice).
  const generatePreInvoice = async () => {
    if (generatingPreInvoice) return;
    setGeneratingPreInvoice(true);
    setError(null);
    try {
      setCreatedNumber((await createPreInvoice.mutateAsync(order.id)).pre_invoice_number);
    } catch (failure) {
      setError(errorText(failure, t('orders.documents.generatePreInvoiceFailed')));
    } finally {
      setGeneratingPreInvoice(false);
    }
  };

  return (
    <div className="mt-3 space-y-2 border-t border-slate-100 pt-3" data-testid="order-documents">
      <div className="flex flex-wrap items-center gap-2">
        {delivered && order.has_invoice ? (
          <Button variant="secondary" className="px-3 py-1.5" data-testid="view-invoice" disabled={loadingInvoice} onClick={() => void viewInvoice()}>
            {loadingInvoice ? t('orders.documents.loadingInvoice') : t('orders.documents.viewInvoice')}
          </Button>
        ) : null}
        {delivered && !order.has_invoice ? (
          <Button className="px-3 py-1.5" data-testid="generate-invoice" disabled={createInvoice.isPending} onClick={generateInvoice}>
            {createInvoice.isPending ? t('orders.documents.generating') : t('orders.documents.generateInvoice')}
          </Button>
        ) : null}
        {canPreInvoice ? (
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            data-testid="generate-pre-invoice"
            aria-describedby={termsId}
            disabled={generatingPreInvoice}
            onClick={() => void generatePreInvoice()}
          >
            {generatingPreInvoice ? t('orders.documents.generating') : t('orders.documents.generatePreInvoice')}
          </Button>
        ) : null}
        {showPreInvoiceLink ? (
          <Link
            to="/pre-invoices"
            data-testid="pre-invoices-link"
            className="inline-flex min-h-11 items-center text-sm font-medium text-teal-700 underline-offset-2 hover:underline"
          >
            {t('orders.documents.viewPreInvoices')}
          </Link>
        ) : null}
      </div>
      {canPreInvoice ? (
        // The customer cannot choose terms (decision 019): the shop's are shown, read-only.
        <p id={termsId} className="text-xs text-slate-600" data-testid="pre-invoice-terms">
          {t('orders.documents.preInvoiceTerms', {
            percentage: SHOP_PRE_INVOICE_TERMS.prepayment_percentage,
            count: SHOP_PRE_INVOICE_TERMS.validity_days,
          })}
        </p>
      ) : null}
      {createdNumber !== null ? (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800" data-testid="pre-invoice-created">
          {t('orders.documents.preInvoiceCreated', { number: createdNumber })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="order-documents-error">
          {error}
        </p>
      ) : null}
      <InvoiceModal invoiceId={invoiceId} onClose={() => setInvoiceId(null)} />
    </div>
  );
}

/** What an order without documents waits for: its confirmation (then a pre-invoice can be made) and delivery (the invoice); a cancelled order gets none. */
function DocumentsWaiting({ order }: { order: Order }) {
  const { t } = useTranslation();
  const cancelled = order.status === 'cancelled';
  return (
    <p className="text-sm text-slate-600" data-testid="order-documents-waiting" data-status={order.status}>
      {cancelled ? t('orders.documents.noneCancelled') : t('orders.documents.waiting')}
    </p>
  );
}
