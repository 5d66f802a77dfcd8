import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lithuanianDate } from '@shop/domain';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { InlineError } from '@/components/ui/inline-error.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';

/**
 * "Paid" chosen by hand (decision 078): it records a payment of what is open, so the dialog says how
 * much and asks the day the money came (today unless changed, never after it) and an optional note.
 * Shown while it is asked (mounted anew each time, so it starts from today and an empty note).
 */
export function MarkPaidDialog(props: {
  onOpenChange: (open: boolean) => void;
  number: string;
  /** What is open: the payment it records (nothing when 0 or less). */
  openAmount: number;
  busy: boolean;
  refusal: string | null;
  onConfirm: (change: { paid_on: string; note?: string }) => void;
}) {
  const { t } = useTranslation();
  const today = lithuanianDate(new Date());
  const [paidOn, setPaidOn] = useState(today);
  const [note, setNote] = useState('');
  const [dateError, setDateError] = useState<string | undefined>();

  const confirm = () => {
    setDateError(undefined);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) return setDateError(t('validation.dateInvalid'));
    if (paidOn > today) return setDateError(t('adminDocuments.payments.dateInFuture'));
    props.onConfirm({ paid_on: paidOn, ...(note.trim() ? { note: note.trim() } : {}) });
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={props.onOpenChange}
      tone="primary"
      title={t('adminDocuments.markPaid.title', { number: props.number })}
      description={
        props.openAmount > 0
          ? t('adminDocuments.markPaid.records', { amount: formatMoney(props.openAmount, currentLanguage()) })
          : t('adminDocuments.markPaid.nothingOpen')
      }
      confirmLabel={props.busy ? t('adminDocuments.markPaid.saving') : t('adminDocuments.markPaid.confirm')}
      cancelLabel={t('adminDocuments.markPaid.keep')}
      onConfirm={confirm}
      busy={props.busy}
    >
      <div className="space-y-3" data-testid="mark-paid-dialog">
        <TextField
          label={t('adminDocuments.payments.paidOn')}
          type="date"
          required
          max={today}
          value={paidOn}
          onChange={(event) => setPaidOn(event.target.value)}
          error={dateError}
          data-testid="mark-paid-date"
        />
        <TextareaField
          label={t('adminDocuments.payments.note')}
          rows={2}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          data-testid="mark-paid-note"
        />
        <InlineError error={props.refusal} />
      </div>
    </ConfirmDialog>
  );
}
