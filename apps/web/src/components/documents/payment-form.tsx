import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { lithuanianDate } from '@shop/domain';
import { type PayableKind, useRecordPayment } from '@/api/documents/admin/payments.ts';
import { Button } from '@/components/ui/button.tsx';
import { InlineError } from '@/components/ui/inline-error.tsx';
import { MoneyInput } from '@/components/ui/money-input.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { errorText } from '@/lib/error-text.ts';
import { serverFieldErrors } from '@/lib/form-errors.ts';
import { formatDate, formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { emptyPaymentDraft, type PaymentDraft, type PaymentDraftErrors, readPaymentDraft } from './payment-draft.ts';

/**
 * Records one payment on a document (decision 078): the amount as typed in the screen's language
 * ("12,50"), the day the money arrived (today unless changed, never after it), the bank's reference
 * and a note. Each press sends its own Idempotency-Key; a refusal shows the server's reason (an
 * overpayment names what is open).
 */
export function PaymentForm(props: { kind: PayableKind; id: number; open: number; onRecorded: (text: string) => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const today = lithuanianDate(new Date());
  const record = useRecordPayment();
  const [draft, setDraft] = useState<PaymentDraft>(() => emptyPaymentDraft(today));
  const [errors, setErrors] = useState<PaymentDraftErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (field: keyof PaymentDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setServerErrors({});
    const reading = readPaymentDraft(draft, today, language);
    if ('errors' in reading) {
      setErrors(reading.errors);
      return;
    }
    setErrors({});
    try {
      const answer = await record.mutateAsync({ kind: props.kind, id: props.id, body: reading.body });
      setDraft(emptyPaymentDraft(today));
      props.onRecorded(
        t('adminDocuments.payments.recorded', {
          amount: formatMoney(answer.payment.amount, language),
          date: formatDate(answer.payment.paid_on, language),
          open: formatMoney(Math.max(answer.balance.open_amount, 0), language),
        }),
      );
    } catch (failure) {
      setServerErrors(serverFieldErrors(t, failure));
      setRefusal(errorText(failure, t('adminDocuments.payments.recordFailed')));
    }
  };

  const fieldError = (field: 'amount' | 'paid_on' | 'reference' | 'note') => {
    const own = field === 'amount' || field === 'paid_on' ? errors[field] : undefined;
    return own ? t(own) : serverErrors[field];
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3 rounded-md border border-slate-200 p-3" data-testid="payment-form">
      <h3 className="text-sm font-semibold text-slate-900">{t('adminDocuments.payments.recordTitle')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <MoneyInput
          label={t('adminDocuments.payments.amount')}
          hint={props.open > 0 ? t('adminDocuments.payments.amountHint', { open: formatMoney(props.open, language) }) : undefined}
          required
          value={draft.amount}
          onValueChange={set('amount')}
          error={fieldError('amount')}
          data-testid="payment-amount"
        />
        <TextField
          label={t('adminDocuments.payments.paidOn')}
          type="date"
          required
          max={today}
          value={draft.paid_on}
          onChange={(event) => set('paid_on')(event.target.value)}
          error={fieldError('paid_on')}
          data-testid="payment-date"
        />
      </div>
      <TextField
        label={t('adminDocuments.payments.reference')}
        hint={t('adminDocuments.payments.referenceHint')}
        maxLength={140}
        value={draft.reference}
        onChange={(event) => set('reference')(event.target.value)}
        error={fieldError('reference')}
        data-testid="payment-reference"
      />
      <TextareaField
        label={t('adminDocuments.payments.note')}
        rows={2}
        maxLength={500}
        value={draft.note}
        onChange={(event) => set('note')(event.target.value)}
        error={fieldError('note')}
        data-testid="payment-note"
      />
      <div data-testid="payment-refusal">
        <InlineError error={refusal} />
      </div>
      <Button type="submit" disabled={record.isPending} data-testid="record-payment">
        {record.isPending ? t('adminDocuments.payments.recording') : t('adminDocuments.payments.record')}
      </Button>
    </form>
  );
}
