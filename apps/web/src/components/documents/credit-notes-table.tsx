import { useTranslation } from 'react-i18next';
import type { CreditNoteListRow } from '@shop/domain';
import { DataTable } from '@/components/ui/data-table.tsx';
import { TableState, type ListQuery } from '@/components/ui/table-state.tsx';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useDocumentDate } from './document-format.ts';
import { PdfButton } from './pdf-button.tsx';
import type { PdfPath } from './pdf-language-select.tsx';

const td = 'px-4 py-3 align-top text-sm text-slate-800';

/**
 * Credit notes as a list: number, the invoice each corrects, issue date, reason, the (negative) total
 * and the PDF. The administrators' list names the buyer too.
 */
export function CreditNotesTable(props: {
  query: ListQuery & { refetch: () => unknown; isFetching: boolean };
  notes: readonly CreditNoteListRow[];
  /** The note's PDF address; a function of the language offers the choice of language (administrators). */
  pdfPath: (note: CreditNoteListRow) => PdfPath;
  showBuyer?: boolean;
  /** The columns this reader shows (the administrators' choice, decision 097); every one when not given. */
  shows?: (key: string) => boolean;
  emptyTitle: string;
}) {
  const { t } = useTranslation();
  const date = useDocumentDate();
  const language = currentLanguage();
  const shows = props.shows ?? (() => true);
  const columns = [
    { key: 'number', label: t('documents.creditNotes.number') },
    { key: 'invoice', label: t('documents.creditNotes.invoice') },
    ...(props.showBuyer ? [{ key: 'buyer', label: t('documents.creditNotes.buyer') }] : []),
    { key: 'issue-date', label: t('documents.creditNotes.issueDate') },
    { key: 'reason', label: t('documents.creditNotes.reason') },
    { key: 'total', label: t('documents.creditNotes.total'), align: 'right' as const },
    { key: 'actions', label: t('documents.creditNotes.actions'), align: 'right' as const },
  ].filter((column) => shows(column.key));
  return (
    <TableState
      query={props.query}
      empty={props.notes.length === 0}
      emptyTitle={props.emptyTitle}
      emptyTestId="credit-notes-empty"
      loadingLabel={t('documents.creditNotes.loading')}
      errorFallback={t('documents.creditNotes.loadFailed')}
      onRetry={() => void props.query.refetch()}
    >
      <DataTable caption={t('documents.creditNotes.title')} columns={columns} busy={props.query.isFetching}>
        {props.notes.map((note) => (
          <tr key={note.id} data-testid="credit-note-row" data-number={note.credit_note_number}>
            <td className={`${td} font-medium`}>{note.credit_note_number}</td>
            {shows('invoice') ? <td className={`${td} whitespace-nowrap`}>{note.invoice_number}</td> : null}
            {props.showBuyer && shows('buyer') ? <td className={td}>{note.company_name}</td> : null}
            {shows('issue-date') ? <td className={`${td} whitespace-nowrap`}>{date(note.issue_date)}</td> : null}
            {shows('reason') ? <td className={td}>{note.reason}</td> : null}
            {shows('total') ? (
              <td className={`${td} whitespace-nowrap text-right font-semibold tabular-nums`}>{formatMoney(note.total_amount, language)}</td>
            ) : null}
            <td className={`${td} text-right`}>
              <PdfButton path={props.pdfPath(note)} fileName={`${note.credit_note_number}.pdf`} />
            </td>
          </tr>
        ))}
      </DataTable>
    </TableState>
  );
}
