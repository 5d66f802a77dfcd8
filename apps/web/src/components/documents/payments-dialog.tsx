import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminInvoice } from '@/api/documents/admin/get-invoice.ts';
import { useAdminPreInvoice } from '@/api/documents/admin/get-pre-invoice.ts';
import { type PayableKind, usePayments } from '@/api/documents/admin/payments.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorText } from '@/lib/error-text.ts';
import { formatDate, formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { InvoiceReminders } from './invoice-reminders.tsx';
import { invoiceSummary, type PayableSummary, preInvoiceSummary } from './payable-summary.ts';
import { PaymentForm } from './payment-form.tsx';
import { PaymentsTable } from './payments-table.tsx';

export interface PayableTarget {
  kind: PayableKind;
  id: number;
}

/**
 * An administrator's payments of one invoice or pre-invoice (decision 078), in a dialog: what it
 * owes (total, credit notes, paid, open, overdue), its payments and reversals with Reverse, and the
 * form that records one. Opened from the documents list's rows and the order's documents.
 */
export function PaymentsDialog({ target, onClose }: { target: PayableTarget | null; onClose: () => void }) {
  if (!target) return null;
  return <PaymentsDialogOf target={target} onClose={onClose} />;
}

function usePayable({ kind, id }: PayableTarget) {
  const invoice = useAdminInvoice(kind === 'invoice' ? id : null);
  const preInvoice = useAdminPreInvoice(kind === 'pre-invoice' ? id : null);
  const query = kind === 'invoice' ? invoice : preInvoice;
  const summary = invoice.data && kind === 'invoice' ? invoiceSummary(invoice.data) : preInvoice.data ? preInvoiceSummary(preInvoice.data) : null;
  return { summary, error: query.error };
}

function PaymentsDialogOf({ target, onClose }: { target: PayableTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const { summary, error } = usePayable(target);
  const payments = usePayments(target.kind, target.id);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const titleKey = target.kind === 'invoice' ? 'adminDocuments.payments.invoiceTitle' : 'adminDocuments.payments.preInvoiceTitle';
  const failure = error ?? payments.error;

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(titleKey, { number: summary?.number ?? '' })}
      description={t('adminDocuments.payments.description')}
      showDescription
      size="xl"
      testId="payments-dialog"
    >
      {failure ? (
        <Alert tone="error">{errorText(failure, t('adminDocuments.payments.fetchFailed'))}</Alert>
      ) : !summary || !payments.data ? (
        <Spinner label={t('adminDocuments.payments.loading')} />
      ) : (
        <div className="space-y-4">
          <PayableFigures summary={summary} />
          <Notice notice={notice} testId="payments-message" />
          <PaymentsTable payments={payments.data.payments} onNotice={setNotice} />
          {summary.closed ? (
            <p className="text-sm text-slate-600" data-testid="payments-closed">
              {t(`adminDocuments.payments.closed.${summary.closed}`)}
            </p>
          ) : (
            <PaymentForm kind={target.kind} id={target.id} open={summary.open} onRecorded={(text) => setNotice({ tone: 'success', text })} />
          )}
          {target.kind === 'invoice' ? <InvoiceReminders invoiceId={target.id} /> : null}
        </div>
      )}
    </Modal>
  );
}

/** Total, credit notes (an invoice) or prepayment (a pre-invoice), paid, open and whether it is overdue. */
function PayableFigures({ summary }: { summary: PayableSummary }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (amount: number) => formatMoney(amount, language);
  type Figure = [key: string, label: string, value: string];
  const figures: Figure[] = [
    ['total', t('adminDocuments.payments.total'), money(summary.total)],
    ...(summary.credited !== null ? [['credited', t('adminDocuments.payments.credited'), money(-summary.credited)] satisfies Figure] : []),
    ...(summary.prepayment !== null ? [['prepayment', t('adminDocuments.payments.prepayment'), money(summary.prepayment)] satisfies Figure] : []),
    ['paid', t('adminDocuments.payments.paid'), money(summary.paid)],
    ['open', t('adminDocuments.payments.open'), money(Math.max(summary.open, 0))],
  ];
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="payable-figures">
        {figures.map(([key, label, value]) => (
          <div key={key} className="rounded-md bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-semibold tabular-nums text-slate-900" data-testid={`payable-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {summary.open === 0 && summary.paid > 0 ? (
          <Badge tone="success">
            <span data-testid="payable-settled">{t('adminDocuments.payments.settled')}</span>
          </Badge>
        ) : null}
        {summary.overdue ? (
          <Badge tone="danger">
            <span data-testid="payable-overdue">{t('adminDocuments.payments.overdue', { date: formatDate(summary.dueDate, language) })}</span>
          </Badge>
        ) : null}
        {summary.open < 0 ? (
          <span className="text-amber-800" data-testid="payable-refund">
            {t('adminDocuments.payments.refundOwed', { amount: money(-summary.open) })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
