import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/permissions.ts';
import { DOCUMENT_CONSEQUENCES, type PreInvoiceListRow, type PreInvoiceStatus } from '@shop/domain';
import { useConvertPreInvoice } from '@/api/documents/admin/convert-pre-invoice.ts';
import { useUpdatePreInvoiceStatus } from '@/api/documents/admin/update-pre-invoice-status.ts';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { errorText } from '@/lib/error-text.ts';
import type { NoticeMessage } from '@/components/ui/notice.tsx';
import { ConsequenceDialog } from './consequence-dialog.tsx';
import { useDocumentStatusLabel } from './document-status-badge.tsx';

/**
 * For an administrator and a pre-invoice that is not converted, draft offers Mark as
 * sent, sent offers Mark as paid, any status but cancelled offers Cancel. Convert to invoice is offered
 * while the pre-invoice is neither converted nor cancelled (the server refuses when the order already
 * has an invoice).
 */
export function preInvoiceStatusActions(status: PreInvoiceStatus): { markSent: boolean; markPaid: boolean; cancel: boolean; convert: boolean } {
  if (status === 'converted') return { markSent: false, markPaid: false, cancel: false, convert: false };
  return { markSent: status === 'draft', markPaid: status === 'sent', cancel: status !== 'cancelled', convert: status !== 'cancelled' };
}

export function PreInvoiceActions(props: Parameters<typeof PreInvoiceActionsFor>[0]) {
  // Only a role that manages pre-invoices sees what changes them (decision 093).
  return useCan('preInvoices.manage') ? <PreInvoiceActionsFor {...props} /> : null;
}

function PreInvoiceActionsFor({
  preInvoice,
  onNotice,
  showConvert = true,
  size = 'normal',
}: {
  /** A list row or the whole pre-invoice: its id, number and status. */
  preInvoice: Pick<PreInvoiceListRow, 'id' | 'pre_invoice_number' | 'status'>;
  onNotice: (notice: NoticeMessage) => void;
  showConvert?: boolean;
  size?: 'normal' | 'small';
}) {
  const { t } = useTranslation();
  const update = useUpdatePreInvoiceStatus();
  const convert = useConvertPreInvoice();
  const documentStatusLabel = useDocumentStatusLabel();
  const busy = update.isPending || convert.isPending;
  const actions = preInvoiceStatusActions(preInvoice.status);
  const number = preInvoice.pre_invoice_number;
  const buttonClass = size === 'small' ? 'px-2.5 py-1 text-xs' : '';
  // Cancelling is final (a cancelled pre-invoice never comes back): it is asked first.
  const [confirmCancel, setConfirmCancel] = useState(false);
  // Converting issues the VAT invoice and e-mails it: it is asked first, naming the invoice.
  const [confirmConvert, setConfirmConvert] = useState(false);

  const setStatus = async (status: PreInvoiceStatus) => {
    try {
      await update.mutateAsync({ id: preInvoice.id, status });
      onNotice({
        tone: 'success',
        text: t('adminDocuments.messages.preInvoiceStatusUpdated', { number, status: documentStatusLabel(status) }),
      });
    } catch (error) {
      onNotice({ tone: 'error', text: errorText(error, t('adminDocuments.errors.updatePreInvoiceStatus')) });
    }
  };

  const onConvert = async () => {
    setConfirmConvert(false);
    try {
      const answer = await convert.mutateAsync(preInvoice.id);
      onNotice({ tone: 'success', text: t('adminDocuments.messages.converted', { number, invoice: answer.invoice.invoice_number }) });
    } catch (error) {
      onNotice({ tone: 'error', text: errorText(error, t('adminDocuments.errors.convert')) });
    }
  };

  if (!actions.markSent && !actions.markPaid && !actions.cancel && !(showConvert && actions.convert)) return null;

  return (
    <fieldset className="flex min-w-0 flex-wrap gap-2" aria-label={t('adminDocuments.preInvoices.actionsFor', { number })}>
      {actions.markSent ? (
        <Button className={buttonClass} data-testid="pre-invoice-mark-sent" disabled={busy} onClick={() => void setStatus('sent')}>
          {t('adminDocuments.actions.markSent')}
        </Button>
      ) : null}
      {actions.markPaid ? (
        <Button className={buttonClass} data-testid="pre-invoice-mark-paid" disabled={busy} onClick={() => void setStatus('paid')}>
          {t('adminDocuments.actions.markPaid')}
        </Button>
      ) : null}
      {showConvert && actions.convert ? (
        <Button className={buttonClass} variant="secondary" data-testid="convert-to-invoice" disabled={busy} onClick={() => setConfirmConvert(true)}>
          {convert.isPending ? t('adminDocuments.actions.converting') : t('adminDocuments.actions.convert')}
        </Button>
      ) : null}
      {actions.cancel ? (
        <Button className={buttonClass} variant="danger" data-testid="pre-invoice-cancel" disabled={busy} onClick={() => setConfirmCancel(true)}>
          {t('adminDocuments.actions.cancel')}
        </Button>
      ) : null}
      <ConsequenceDialog
        open={confirmConvert}
        onOpenChange={setConfirmConvert}
        consequences={DOCUMENT_CONSEQUENCES.invoice}
        title={t('irreversible.convertTitle', { number })}
        confirmLabel={t('irreversible.convertConfirm')}
        busy={convert.isPending}
        onConfirm={() => void onConvert()}
      />
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t('adminDocuments.cancelPreInvoice.title', { number })}
        description={t('adminDocuments.cancelPreInvoice.description')}
        confirmLabel={t('adminDocuments.cancelPreInvoice.confirm')}
        cancelLabel={t('adminDocuments.cancelPreInvoice.keep')}
        busy={update.isPending}
        onConfirm={() => {
          setConfirmCancel(false);
          void setStatus('cancelled');
        }}
      />
    </fieldset>
  );
}
