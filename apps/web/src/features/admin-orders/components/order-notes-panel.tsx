import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_NOTE_MAX_LENGTH } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { errorText } from '@/lib/error-text.ts';
import { serverFieldErrors } from '@/lib/form-errors.ts';
import { useCan } from '@/lib/permissions.ts';
import { useAddOrderNote, useOrderNotes } from '../api/order-notes.ts';
import { noteDraftRefusal } from './order-note-draft.ts';
import { OrderNotesList } from './order-notes-list.tsx';

/**
 * The order's notes (decision 096): internal notes only staff read, and comments shared
 * with the customer (its order page shows them and it gets a mail), each with author and time. A
 * role that may move orders on writes them; the others read.
 */
export function OrderNotesPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const notes = useOrderNotes(orderId);
  const mayWrite = useCan('orders.progress');
  return (
    <Card title={t('adminOrders.orderNotes.title')}>
      {notes.isError ? (
        <Alert tone="error">{errorText(notes.error, t('adminOrders.orderNotes.loadFailed'))}</Alert>
      ) : notes.isPending ? (
        <p className="text-sm text-slate-500">{t('adminOrders.orderNotes.loading')}</p>
      ) : notes.data.length === 0 ? (
        <p className="text-sm text-slate-500" data-testid="order-notes-empty">
          {t('adminOrders.orderNotes.empty')}
        </p>
      ) : (
        <OrderNotesList notes={notes.data} />
      )}
      {mayWrite ? <NoteForm orderId={orderId} /> : null}
    </Card>
  );
}

function NoteForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const add = useAddOrderNote(orderId);
  const [body, setBody] = useState('');
  const [shared, setShared] = useState(false);
  const [bodyError, setBodyError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const refusal = noteDraftRefusal(body);
    if (refusal) {
      setBodyError(t(`staffValidation.${refusal}`));
      return;
    }
    setBodyError(undefined);
    add.mutate(
      { body, shared },
      {
        onSuccess: () => {
          setBody('');
          setShared(false);
        },
        onError: (error) => {
          const fields = serverFieldErrors(t, error);
          if (fields.body) setBodyError(fields.body);
          else setFailure(errorText(error, t('adminOrders.orderNotes.saveFailed')));
        },
      },
    );
  };

  return (
    <form className="mt-4 space-y-3 border-t border-slate-200 pt-4" onSubmit={submit} noValidate data-testid="order-note-form">
      <TextareaField
        label={t('adminOrders.orderNotes.newNote')}
        value={body}
        rows={3}
        maxLength={ORDER_NOTE_MAX_LENGTH}
        error={bodyError}
        onChange={(event) => setBody(event.target.value)}
        data-testid="order-note-body"
      />
      <CheckboxField
        label={t('adminOrders.orderNotes.visibleToCustomer')}
        hint={t('adminOrders.orderNotes.visibleHint')}
        checked={shared}
        onChange={(event) => setShared(event.target.checked)}
        data-testid="order-note-shared"
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" disabled={add.isPending} data-testid="order-note-submit">
        {add.isPending
          ? t('adminOrders.orderNotes.saving')
          : shared
            ? t('adminOrders.orderNotes.addShared')
            : t('adminOrders.orderNotes.addInternal')}
      </Button>
    </form>
  );
}
