import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES, type InvoiceListRow, type InvoiceStatus } from '@shop/domain';
import { useUpdateInvoiceStatus } from '@/api/documents/admin/update-invoice-status.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { InlineError } from '@/components/ui/inline-error.tsx';
import type { NoticeMessage } from '@/components/ui/notice.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useCan } from '@/lib/permissions.ts';
import { serverFieldErrors } from '@/lib/form-errors.ts';
import { DocumentStatusBadge, useDocumentStatusLabel } from './document-status-badge.tsx';
import { MarkPaidDialog } from './mark-paid-dialog.tsx';
import { InvoiceStatusNote } from './invoice-status-note.tsx';

/**
 * An administrator's choice of an invoice's status (decision 052): draft, sent and overdue freely, in
 * one step; "paid" records a payment of what is open (decision 078), so it asks the day and a note;
 * "cancelled" asks why in a dialog that says it is final. A cancelled invoice offers no choice.
 * A refusal shows the server's reason in the reader's language (in the dialog for a cancel or paid).
 * Beside it: overdue (computed) and a status set by hand that the money does not bear out.
 */
export function InvoiceStatusControl(props: Parameters<typeof InvoiceStatusSelect>[0]) {
  // A role that may only read documents sees the status, not the control (decision 093).
  if (!useCan('invoices.manage')) return <DocumentStatusBadge status={props.invoice.status} testId="invoice-status" />;
  return <InvoiceStatusSelect {...props} />;
}

function InvoiceStatusSelect({
  invoice,
  onNotice,
}: {
  /** A list row or the whole invoice: its id, number, status and money. */
  invoice: Pick<InvoiceListRow, 'id' | 'invoice_number' | 'status' | 'open_amount' | 'is_overdue' | 'due_date'>;
  onNotice: (notice: NoticeMessage | null) => void;
}) {
  const { t } = useTranslation();
  const label = useDocumentStatusLabel();
  const update = useUpdateInvoiceStatus();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [markingPaid, setMarkingPaid] = useState(false);
  const number = invoice.invoice_number;

  if (invoice.status === 'cancelled')
    return (
      <span className="text-sm text-slate-700" data-testid="invoice-status-final" title={t('adminDocuments.invoiceStatus.finalHint')}>
        {label('cancelled')}
      </span>
    );

  const done = (status: InvoiceStatus) =>
    onNotice({ tone: 'success', text: t('adminDocuments.messages.invoiceStatusUpdated', { number, status: label(status) }) });

  const choose = async (next: InvoiceStatus) => {
    onNotice(null);
    if (next === 'cancelled') {
      setReason('');
      setReasonError(undefined);
      setRefusal(null);
      setCancelling(true);
      return;
    }
    if (next === 'paid') {
      setRefusal(null);
      setMarkingPaid(true);
      return;
    }
    try {
      await update.mutateAsync({ id: invoice.id, status: next });
      done(next);
    } catch (error) {
      onNotice({ tone: 'error', text: errorText(error, t('adminDocuments.errors.updateInvoiceStatus')) });
    }
  };

  const cancel = async () => {
    setRefusal(null);
    setReasonError(undefined);
    if (!reason.trim()) {
      setReasonError(t('staffValidation.cancelReasonRequired'));
      return;
    }
    try {
      await update.mutateAsync({ id: invoice.id, status: 'cancelled', reason: reason.trim() });
      setCancelling(false);
      done('cancelled');
    } catch (error) {
      setReasonError(serverFieldErrors(t, error).reason);
      setRefusal(errorText(error, t('adminDocuments.errors.updateInvoiceStatus')));
    }
  };

  const markPaid = async (change: { paid_on: string; note?: string }) => {
    setRefusal(null);
    try {
      await update.mutateAsync({ id: invoice.id, status: 'paid', ...change });
      setMarkingPaid(false);
      done('paid');
    } catch (error) {
      setRefusal(errorText(error, t('adminDocuments.errors.updateInvoiceStatus')));
    }
  };

  return (
    <>
      <select
        data-testid="invoice-status-select"
        aria-label={t('adminDocuments.list.changeInvoiceStatus', { number })}
        value={invoice.status}
        disabled={update.isPending}
        onChange={(event) => void choose(event.target.value as InvoiceStatus)}
        className="block min-w-28 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm shadow-sm focus:outline-2 focus:outline-teal-600 disabled:bg-slate-100"
      >
        {INVOICE_STATUSES.map((value) => (
          <option key={value} value={value}>
            {label(value)}
          </option>
        ))}
      </select>
      <InvoiceStatusNote invoice={invoice} />
      {markingPaid ? (
        <MarkPaidDialog
          onOpenChange={setMarkingPaid}
          number={number}
          openAmount={invoice.open_amount}
          busy={update.isPending}
          refusal={refusal}
          onConfirm={(change) => void markPaid(change)}
        />
      ) : null}
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t('adminDocuments.cancelInvoice.title', { number })}
        description={t('adminDocuments.cancelInvoice.description')}
        confirmLabel={update.isPending ? t('adminDocuments.cancelInvoice.cancelling') : t('adminDocuments.cancelInvoice.confirm')}
        cancelLabel={t('adminDocuments.cancelInvoice.keep')}
        onConfirm={() => void cancel()}
        busy={update.isPending}
      >
        <TextareaField
          label={t('adminDocuments.cancelInvoice.reason')}
          rows={3}
          maxLength={500}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={reasonError}
          data-testid="cancel-invoice-reason"
        />
        <div data-testid="cancel-invoice-refusal">
          <InlineError error={refusal} className="mt-3" />
        </div>
      </ConfirmDialog>
    </>
  );
}
