import { useTranslation } from 'react-i18next';
import type { OrderNote } from '@shop/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';

/** An order's notes, oldest first: each marked internal or visible to the customer, with its author and time (decision 096). */
export function OrderNotesList({ notes }: { notes: readonly OrderNote[] }) {
  const { t } = useTranslation();
  return (
    <ol className="space-y-3" data-testid="order-notes">
      {notes.map((note) => (
        <li
          key={note.id}
          className={`rounded-md border p-3 text-sm ${note.shared ? 'border-teal-200 bg-teal-50/40' : 'border-slate-200 bg-slate-50'}`}
          data-testid="order-note"
          data-shared={note.shared}
        >
          <div className="mb-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <Badge tone={note.shared ? 'brand' : 'neutral'}>
              {note.shared ? t('adminOrders.orderNotes.sharedBadge') : t('adminOrders.orderNotes.internalBadge')}
            </Badge>
            <span className="font-medium text-slate-800">{note.author_name || t('adminOrders.orderNotes.unknownAuthor')}</span>
            <time dateTime={note.created_at}>{formatDateTime(note.created_at, currentLanguage())}</time>
          </div>
          <p className="whitespace-pre-wrap break-words text-slate-900">{note.body}</p>
        </li>
      ))}
    </ol>
  );
}
