import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentRow } from './document-row.tsx';
import { DOCUMENT_CONSEQUENCES, type Order } from '@shop/domain';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useCreateAdminInvoice } from '@/api/documents/admin/create-invoice.ts';
import { useCreateAdminPreInvoice } from '@/api/documents/admin/create-pre-invoice.ts';
import { orderPreInvoiceId } from '@/api/documents/admin/get-pre-invoices.ts';
import { getInvoiceByOrder } from '@/api/documents/get-invoice-by-order.ts';
import { AdminDocumentModal, type DocumentTarget } from '@/components/documents/admin-document-modal.tsx';
import { type PayableTarget, PaymentsDialog } from '@/components/documents/payments-dialog.tsx';
import { ConsequenceDialog } from '@/components/documents/consequence-dialog.tsx';
import { errorText, isNotFound } from '@/lib/error-text.ts';
import { useRoleCan } from '@/lib/permissions.ts';

/**
 * The order's documents: Generate pre-invoice only for a confirmed order without one,
 * Generate invoice only for an ended order without one; view either in the document modal, or its
 * payments (decision 078). Each Generate asks first, naming the document it issues and e-mails.
 */
export function DocumentsPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const createPreInvoice = useCreateAdminPreInvoice();
  const createInvoice = useCreateAdminInvoice();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [target, setTarget] = useState<DocumentTarget | null>(null);
  const [payments, setPayments] = useState<PayableTarget | null>(null);
  const [opening, setOpening] = useState<'invoice' | 'pre-invoice' | null>(null);
  /** What the document being fetched is opened for: the viewer or its payments. */
  const show = (kind: 'invoice' | 'pre-invoice', id: number, purpose: 'view' | 'payments') =>
    purpose === 'view' ? setTarget({ kind, id }) : setPayments({ kind, id });
  const [asking, setAsking] = useState<'invoice' | 'pre-invoice' | null>(null);

  // Each document is issued, and its payments recorded, by a role that may (decision 093).
  const can = useRoleCan();
  const canGeneratePreInvoice = can('preInvoices.manage') && order.status === 'confirmed' && !order.has_pre_invoice;
  const canGenerateInvoice = can('invoices.manage') && order.status === 'ended' && !order.has_invoice;
  const paymentsOf = (kind: 'invoice' | 'pre-invoice') =>
    can('payments.manage') ? () => void (kind === 'invoice' ? onViewInvoice('payments') : onViewPreInvoice('payments')) : undefined;
  // Set in the click itself: the buttons are disabled before the request's state reaches the screen.
  const [generatingPreInvoice, setGeneratingPreInvoice] = useState(false);
  const busy = generatingPreInvoice || createPreInvoice.isPending || createInvoice.isPending || opening !== null;

  // A double click asks once; a twin request refused as "exists already" shows the pre-invoice made (createAdminOrderPreInvoice).
  const onGeneratePreInvoice = async () => {
    if (busy) return;
    setGeneratingPreInvoice(true);
    setNotice(null);
    try {
      const preInvoice = await createPreInvoice.mutateAsync(order.id);
      setNotice({ tone: 'success', text: t('adminOrders.documents.preInvoiceGenerated', { number: preInvoice.pre_invoice_number }) });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('adminOrders.documents.errors.generatePreInvoice')) });
    } finally {
      setGeneratingPreInvoice(false);
    }
  };

  const onGenerateInvoice = async () => {
    setNotice(null);
    try {
      const answer = await createInvoice.mutateAsync(order.id);
      setNotice({ tone: 'success', text: t('adminOrders.documents.invoiceGenerated', { number: answer.invoice.invoice_number }) });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('adminOrders.documents.errors.generateInvoice')) });
    }
  };

  const onViewInvoice = async (purpose: 'view' | 'payments') => {
    setNotice(null);
    setOpening('invoice');
    try {
      const invoice = await getInvoiceByOrder(order.id);
      show('invoice', invoice.id, purpose);
    } catch (error) {
      setNotice({
        tone: 'error',
        text: isNotFound(error)
          ? t('adminOrders.documents.errors.invoiceNotFound')
          : errorText(error, t('adminOrders.documents.errors.fetchInvoice')),
      });
    } finally {
      setOpening(null);
    }
  };

  const onViewPreInvoice = async (purpose: 'view' | 'payments') => {
    setNotice(null);
    setOpening('pre-invoice');
    try {
      // A pre-invoice of another order is discarded.
      const preInvoiceId = await orderPreInvoiceId(order.id);
      if (preInvoiceId !== null) show('pre-invoice', preInvoiceId, purpose);
      else setNotice({ tone: 'error', text: t('adminOrders.documents.errors.preInvoiceNotFound') });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('adminOrders.documents.errors.fetchPreInvoice')) });
    } finally {
      setOpening(null);
    }
  };

  return (
    <Card title={t('adminOrders.detail.documents')}>
      <Notice notice={notice} className="mb-4" testId="documents-notice" />
      <div className="space-y-4">
        <DocumentRow
          kind="pre-invoice"
          exists={order.has_pre_invoice}
          canGenerate={canGeneratePreInvoice}
          generating={generatingPreInvoice || createPreInvoice.isPending}
          onGenerate={() => setAsking('pre-invoice')}
          opening={opening === 'pre-invoice'}
          onView={() => void onViewPreInvoice('view')}
          onPayments={paymentsOf('pre-invoice')}
          busy={busy}
          cancelled={order.status === 'cancelled'}
        />
        <DocumentRow
          kind="invoice"
          exists={order.has_invoice}
          canGenerate={canGenerateInvoice}
          generating={createInvoice.isPending}
          onGenerate={() => setAsking('invoice')}
          opening={opening === 'invoice'}
          onView={() => void onViewInvoice('view')}
          onPayments={paymentsOf('invoice')}
          busy={busy}
          cancelled={order.status === 'cancelled'}
        />
      </div>
      <ConsequenceDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        consequences={asking === 'invoice' ? DOCUMENT_CONSEQUENCES.invoice : DOCUMENT_CONSEQUENCES.preInvoice}
        title={t(asking === 'invoice' ? 'irreversible.issueInvoiceTitle' : 'irreversible.issuePreInvoiceTitle', { number: order.order_number })}
        confirmLabel={t(asking === 'invoice' ? 'irreversible.issueInvoiceConfirm' : 'irreversible.issuePreInvoiceConfirm')}
        onConfirm={() => {
          const kind = asking;
          setAsking(null);
          void (kind === 'invoice' ? onGenerateInvoice() : onGeneratePreInvoice());
        }}
      />
      <AdminDocumentModal target={target} onClose={() => setTarget(null)} canConvert={!order.has_invoice} />
      <PaymentsDialog target={payments} onClose={() => setPayments(null)} />
    </Card>
  );
}
