import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditNote, Invoice } from '@shop/domain';
import { useAdminCreditNotes, useCreateCreditNote } from '@/api/documents/admin/credit-notes.ts';
import { Button } from '@/components/ui/button.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { errorText } from '@/lib/error-text.ts';
import { serverFieldErrors } from '@/lib/form-errors.ts';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';

/** Units of each SKU still on the invoice after its credit notes (credit-note lines carry negative quantities). */
export function unitsLeft(invoice: Pick<Invoice, 'items'>, notes: readonly Pick<CreditNote, 'items'>[]): Map<string, number> {
  const left = new Map<string, number>();
  for (const line of [...invoice.items, ...notes.flatMap((note) => note.items)]) left.set(line.sku, (left.get(line.sku) ?? 0) + line.quantity);
  return left;
}

/**
 * The administrator's credit note on an invoice, under its viewer: the notes already issued on it, then
 * a form (closed until asked for) for the reason, every line left or chosen lines and quantities, and
 * whether the goods came back to stock.
 */
export function CreditNotePanel({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const notes = useAdminCreditNotes(invoice.id);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const issued = notes.data ?? [];
  const left = unitsLeft(invoice, issued);
  const anythingLeft = [...left.values()].some((units) => units > 0);

  return (
    <section aria-labelledby={`credit-notes-of-${invoice.id}`} className="space-y-2" data-testid="credit-note-panel">
      <h3 id={`credit-notes-of-${invoice.id}`} className="text-sm font-semibold text-slate-900">
        {t('adminDocuments.creditNote.title')}
      </h3>
      <Notice notice={notice} testId="credit-note-message" />
      {issued.length ? (
        <ul className="space-y-1 text-sm text-slate-700" data-testid="issued-credit-notes">
          {issued.map((note) => (
            <li key={note.id}>
              {t('adminDocuments.creditNote.issuedLine', {
                number: note.credit_note_number,
                date: note.issue_date,
                total: formatMoney(note.total_amount, language),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {invoice.status === 'cancelled' ? (
        <p className="text-sm text-slate-600">{t('adminDocuments.creditNote.cancelledInvoice')}</p>
      ) : notes.isSuccess && !anythingLeft ? (
        <p className="text-sm text-slate-600">{t('adminDocuments.creditNote.nothingLeft')}</p>
      ) : open ? (
        <CreditNoteForm
          invoice={invoice}
          left={left}
          onDone={(note) => {
            setOpen(false);
            setNotice({ tone: 'success', text: t('adminDocuments.creditNote.issued', { number: note.credit_note_number }) });
          }}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <Button
          variant="secondary"
          data-testid="open-credit-note"
          disabled={!notes.isSuccess}
          onClick={() => {
            setNotice(null);
            setOpen(true);
          }}
        >
          {t('adminDocuments.creditNote.open')}
        </Button>
      )}
    </section>
  );
}

function CreditNoteForm(props: { invoice: Invoice; left: Map<string, number>; onDone: (note: CreditNote) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCreditNote();
  const [reason, setReason] = useState('');
  const [chosen, setChosen] = useState(false);
  const [units, setUnits] = useState<Record<string, string>>({});
  const [goodsReturned, setGoodsReturned] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const lines = props.invoice.items.filter((line) => (props.left.get(line.sku) ?? 0) > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setReasonError(undefined);
    if (!reason.trim()) {
      setReasonError(t('validation.creditReasonRequired'));
      return;
    }
    const items = lines.flatMap((line) => {
      const quantity = Number(units[line.sku] ?? 0);
      return Number.isInteger(quantity) && quantity > 0 ? [{ sku: line.sku, quantity }] : [];
    });
    if (chosen && items.length === 0) {
      setError(t('adminDocuments.creditNote.chooseLines'));
      return;
    }
    try {
      const note = await create.mutateAsync({
        invoiceId: props.invoice.id,
        body: { reason: reason.trim(), goods_returned: goodsReturned, ...(chosen ? { items } : {}) },
      });
      props.onDone(note);
    } catch (failure) {
      setReasonError(serverFieldErrors(t, failure).reason);
      setError(errorText(failure, t('adminDocuments.creditNote.failed')));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3 rounded-md border border-slate-200 p-3"
      data-testid="credit-note-form"
    >
      <TextareaField
        label={t('adminDocuments.creditNote.reason')}
        rows={2}
        maxLength={500}
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={reasonError}
        data-testid="credit-note-reason"
      />
      <fieldset className="space-y-1 text-sm">
        <legend className="font-medium text-slate-700">{t('adminDocuments.creditNote.scope')}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="credit-scope" checked={!chosen} onChange={() => setChosen(false)} className="accent-teal-700" />
          {t('adminDocuments.creditNote.allLines')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="credit-scope"
            checked={chosen}
            onChange={() => setChosen(true)}
            data-testid="credit-chosen-lines"
            className="accent-teal-700"
          />
          {t('adminDocuments.creditNote.someLines')}
        </label>
      </fieldset>
      {chosen ? (
        <ul className="space-y-2" data-testid="credit-note-lines">
          {lines.map((line) => {
            const max = props.left.get(line.sku) ?? 0;
            return (
              <li key={line.sku} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <label htmlFor={`credit-${line.sku}`} className="min-w-0 flex-1 text-slate-800">
                  {line.product_name} <span className="text-slate-500">({line.sku})</span>
                  <span className="block text-xs text-slate-500">{t('adminDocuments.creditNote.unitsLeft', { count: max })}</span>
                </label>
                <input
                  id={`credit-${line.sku}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={max}
                  step={1}
                  value={units[line.sku] ?? ''}
                  placeholder="0"
                  onChange={(event) => setUnits({ ...units, [line.sku]: event.target.value })}
                  className="w-20 rounded-md border border-slate-300 px-2 py-1 text-right"
                  data-testid="credit-line-quantity"
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      <CheckboxField
        label={t('adminDocuments.creditNote.goodsReturned')}
        hint={t('adminDocuments.creditNote.goodsReturnedHint')}
        checked={goodsReturned}
        onChange={(event) => setGoodsReturned(event.target.checked)}
        data-testid="credit-goods-returned"
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending} data-testid="issue-credit-note">
          {create.isPending ? t('adminDocuments.creditNote.issuing') : t('adminDocuments.creditNote.submit')}
        </Button>
        <Button variant="secondary" onClick={props.onCancel} disabled={create.isPending}>
          {t('adminDocuments.creditNote.cancel')}
        </Button>
      </div>
    </form>
  );
}
