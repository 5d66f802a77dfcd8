import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@shop/domain';
import { useReversePayment } from '@/api/documents/admin/payments.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { ReasonField } from '@/components/ui/reason-field.tsx';
import { InlineError } from '@/components/ui/inline-error.tsx';
import type { NoticeMessage } from '@/components/ui/notice.tsx';
import { errorText } from '@/lib/error-text.ts';
import { serverFieldErrors } from '@/lib/form-errors.ts';
import { formatDate, formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';

const cell = 'px-3 py-2 align-top text-sm text-slate-800';

/** A payment that can still be reversed: a payment (not a reversal) not reversed yet. */
const reversible = (payment: Payment) => payment.reverses_id === null && payment.reversed_by_id === null && payment.amount > 0;

/**
 * A document's payments and reversals, oldest first: day, amount, reference, note (a reversal's reason),
 * where it came from and whether it was reversed. Reverse asks why, says it cannot be undone, then
 * records the negative entry.
 */
export function PaymentsTable({ payments, onNotice }: { payments: Payment[]; onNotice: (notice: NoticeMessage | null) => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [reversing, setReversing] = useState<Payment | null>(null);
  if (payments.length === 0)
    return (
      <p className="text-sm text-slate-600" data-testid="no-payments">
        {t('adminDocuments.payments.none')}
      </p>
    );
  return (
    <div className="space-y-3">
      <DataTable
        caption={t('adminDocuments.payments.listCaption')}
        testId="payments-table"
        columns={[
          { key: 'date', label: t('adminDocuments.payments.columns.date') },
          { key: 'amount', label: t('adminDocuments.payments.columns.amount'), align: 'right' },
          { key: 'reference', label: t('adminDocuments.payments.columns.reference') },
          { key: 'note', label: t('adminDocuments.payments.columns.note') },
          { key: 'source', label: t('adminDocuments.payments.columns.source') },
          { key: 'actions', label: t('adminDocuments.payments.columns.actions'), srOnly: true },
        ]}
      >
        {payments.map((payment) => (
          <tr key={payment.id} data-testid="payment-row" data-payment-id={payment.id}>
            <td className={`${cell} whitespace-nowrap`}>{formatDate(payment.paid_on, language)}</td>
            <td className={`${cell} whitespace-nowrap text-right tabular-nums`} data-testid="payment-amount-cell">
              {formatMoney(payment.amount, language)}
            </td>
            <td className={`${cell} break-words`}>{payment.reference}</td>
            <td className={`${cell} break-words`}>{payment.note}</td>
            <td className={cell}>
              <div className="flex flex-wrap gap-1">
                <span>{t(`adminDocuments.payments.source.${payment.source}`)}</span>
                {payment.reversed_by_id !== null ? (
                  <Badge tone="warning">
                    <span data-testid="payment-reversed">{t('adminDocuments.payments.reversed')}</span>
                  </Badge>
                ) : null}
              </div>
            </td>
            <td className={`${cell} text-right`}>
              {reversible(payment) ? (
                <Button
                  variant="secondary"
                  className="px-2.5 py-1 text-xs"
                  data-testid="reverse-payment"
                  onClick={() => {
                    onNotice(null);
                    setReversing(payment);
                  }}
                >
                  {t('adminDocuments.payments.reverse')}
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </DataTable>
      {reversing ? (
        <ReverseForm
          key={reversing.id}
          payment={reversing}
          onDone={(text) => {
            setReversing(null);
            onNotice({ tone: 'success', text });
          }}
          onCancel={() => setReversing(null)}
        />
      ) : null}
    </div>
  );
}

/** Why a payment is reversed; the reversal is final (a reversal is not reversed: the payment is recorded again). */
function ReverseForm({ payment, onDone, onCancel }: { payment: Payment; onDone: (text: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const reverse = useReversePayment();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const amount = formatMoney(payment.amount, language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setReasonError(undefined);
    if (!reason.trim()) {
      setReasonError(t('staffValidation.reversalReasonRequired'));
      return;
    }
    try {
      const answer = await reverse.mutateAsync({ paymentId: payment.id, reason: reason.trim() });
      onDone(t('adminDocuments.payments.reversedDone', { amount, open: formatMoney(Math.max(answer.balance.open_amount, 0), language) }));
    } catch (failure) {
      setReasonError(serverFieldErrors(t, failure).reason);
      setRefusal(errorText(failure, t('adminDocuments.payments.reverseFailed')));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3"
      data-testid="reverse-payment-form"
      aria-label={t('adminDocuments.payments.reverseTitle', { amount, date: formatDate(payment.paid_on, language) })}
    >
      <p className="text-sm font-semibold text-slate-900">
        {t('adminDocuments.payments.reverseTitle', { amount, date: formatDate(payment.paid_on, language) })}
      </p>
      <p className="text-sm text-slate-700">{t('adminDocuments.payments.reverseHint')}</p>
      <ReasonField
        label={t('adminDocuments.payments.reverseReason')}
        reason={reason}
        onReason={setReason}
        error={reasonError}
        testId="reverse-reason"
      />
      <InlineError error={refusal} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" disabled={reverse.isPending} data-testid="confirm-reverse">
          {reverse.isPending ? t('adminDocuments.payments.reversing') : t('adminDocuments.payments.confirmReverse')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={reverse.isPending}>
          {t('adminDocuments.payments.keep')}
        </Button>
      </div>
    </form>
  );
}
