import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { centsToEuros, type CreditNote, type Invoice, type LineLeft, unitsOf } from '@shop/domain';
import { useCreateCreditNote, useInvoiceCreditNotes } from '@/api/documents/admin/credit-notes.ts';
import { Button } from '@/components/ui/button.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { MoneyInput } from '@/components/ui/money-input.tsx';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { ReasonField } from '@/components/ui/reason-field.tsx';
import { errorText, reasonText } from '@/lib/error-text.ts';
import { serverFieldErrors, validationKey } from '@/lib/form-errors.ts';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { amountsLeftOn, type CreditDraft, leftOn, readDraft } from './credit-note-draft.ts';
import { CreditNoteLines } from './credit-note-lines.tsx';
import { CreditNoteContents, CreditNotePreview } from './credit-note-summary.tsx';

/**
 * The administrator's credit note on an invoice, under its viewer: the notes already issued on it, then
 * a form (closed until asked for) for the reason, every line left or chosen lines and quantities, and
 * whether the goods came back to stock.
 */
export function CreditNotePanel({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const notes = useInvoiceCreditNotes(invoice.id);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const issued = notes.data ?? [];
  const left = leftOn(invoice, issued);
  const amounts = amountsLeftOn(invoice, issued);
  const anythingLeft = [...left.values()].some((line) => unitsOf(line) > 0) || amounts.subtotal + amounts.shipping + amounts.tax > 0;

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
              <CreditNoteContents note={note} />
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
          notes={issued}
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

function CreditNoteForm(props: {
  invoice: Invoice;
  notes: CreditNote[];
  left: Map<string, LineLeft>;
  onDone: (note: CreditNote) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const create = useCreateCreditNote();
  const [reason, setReason] = useState('');
  const [draft, setDraft] = useState<CreditDraft>({ scope: 'all', lines: {}, discount: '' });
  const [goodsReturned, setGoodsReturned] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [checked, setChecked] = useState(false);
  const amounts = amountsLeftOn(props.invoice, props.notes);
  const reading = readDraft(draft, props.left, amounts);
  const errors = checked && 'errors' in reading ? reading.errors : {};
  const refusal =
    'refusal' in reading
      ? reasonText(reading.refusal.reason, { ...('params' in reading.refusal ? reading.refusal.params : {}), number: props.invoice.invoice_number })
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setReasonError(undefined);
    setChecked(true);
    if (!reason.trim()) {
      setReasonError(t('staffValidation.creditReasonRequired'));
      return;
    }
    if (!('body' in reading)) return;
    try {
      const note = await create.mutateAsync({
        invoiceId: props.invoice.id,
        body: { reason: reason.trim(), goods_returned: goodsReturned, ...reading.body },
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
      {/* The fields scroll within the viewer's footer; the preview and the buttons stay in sight. */}
      <div className="max-h-[30vh] space-y-3 overflow-y-auto pr-1" data-testid="credit-note-fields">
        <p className="text-sm text-slate-600">{t('adminDocuments.creditNote.hint')}</p>
        <ReasonField
          label={t('adminDocuments.creditNote.reason')}
          reason={reason}
          onReason={setReason}
          error={reasonError}
          testId="credit-note-reason"
        />
        <fieldset className="space-y-1 text-sm">
          <legend className="font-medium text-slate-700">{t('adminDocuments.creditNote.scope')}</legend>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="credit-scope"
              checked={draft.scope === 'all'}
              onChange={() => setDraft({ ...draft, scope: 'all' })}
              className="accent-teal-700"
            />
            {t('adminDocuments.creditNote.allLines')}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="credit-scope"
              checked={draft.scope === 'chosen'}
              onChange={() => setDraft({ ...draft, scope: 'chosen' })}
              data-testid="credit-chosen-lines"
              className="accent-teal-700"
            />
            {t('adminDocuments.creditNote.someLines')}
          </label>
        </fieldset>
        {draft.scope === 'chosen' ? (
          <>
            <CreditNoteLines
              invoice={props.invoice}
              left={props.left}
              lines={draft.lines}
              errors={errors}
              onChange={(sku, line) => setDraft({ ...draft, lines: { ...draft.lines, [sku]: line } })}
            />
            <MoneyInput
              label={t('adminDocuments.creditNote.discount')}
              hint={t('adminDocuments.creditNote.discountHint', { amount: formatMoney(centsToEuros(Math.max(amounts.subtotal, 0)), language) })}
              value={draft.discount}
              onValueChange={(discount) => setDraft({ ...draft, discount })}
              error={errors.discount ? t(validationKey(errors.discount)) : undefined}
              data-testid="credit-discount"
            />
          </>
        ) : null}
        <CheckboxField
          label={t('adminDocuments.creditNote.goodsReturned')}
          hint={t('adminDocuments.creditNote.goodsReturnedHint')}
          checked={goodsReturned}
          onChange={(event) => setGoodsReturned(event.target.checked)}
          data-testid="credit-goods-returned"
        />
      </div>
      {'plan' in reading ? <CreditNotePreview plan={reading.plan} /> : null}
      {errors.lines || refusal || error ? (
        <p role="alert" className="text-sm text-red-700" data-testid="credit-note-error">
          {error ?? refusal ?? t('adminDocuments.creditNote.chooseLines')}
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
