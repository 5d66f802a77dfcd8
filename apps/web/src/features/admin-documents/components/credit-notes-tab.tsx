import { useTranslation } from 'react-i18next';
import { useAdminCreditNotes } from '@/api/documents/admin/credit-notes.ts';
import { adminCreditNotePdfPath } from '@/api/documents/admin/pdf-paths.ts';
import { CreditNotesTable } from '@/components/documents/credit-notes-table.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { countText } from '@/lib/count-text.ts';
import type { DocumentList } from '../use-document-list.ts';
import { useColumnChoice } from '../use-column-choice.ts';
import { ColumnChoiceMenu } from './column-choice-menu.tsx';
import { DocumentListFilters } from './document-list-filters.tsx';
import { ExportListButton } from './export-list-button.tsx';

/** The administrators' credit notes, a page at a time, searched and filtered; each is issued from its invoice's viewer. */
export function CreditNotesTab({ list }: { list: DocumentList }) {
  const { t } = useTranslation();
  // A credit note has no status: the address's status (another tab's) is not asked.
  const notes = useAdminCreditNotes(list.params(''), !list.rangeReversed);
  const columns = useColumnChoice('credit-notes');
  const rows = notes.data?.creditNotes ?? [];
  // A reversed range shows its error alone: no count nor pages of the last answer kept on screen.
  const pagination = list.rangeReversed ? undefined : notes.data?.pagination;
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">{t('documents.creditNotes.hint')}</p>
      <DocumentListFilters
        list={list}
        count={pagination ? countText(t, 'adminDocuments.list.creditNoteCount', pagination) : ''}
        countTestId="credit-notes-count"
        refreshing={notes.isFetching}
        onRefresh={() => void notes.refetch()}
        tools={
          <>
            <ColumnChoiceMenu
              choice={columns}
              columns={[
                { key: 'invoice', label: t('documents.creditNotes.invoice') },
                { key: 'buyer', label: t('documents.creditNotes.buyer') },
                { key: 'issue-date', label: t('documents.creditNotes.issueDate') },
                { key: 'reason', label: t('documents.creditNotes.reason') },
                { key: 'total', label: t('documents.creditNotes.total') },
              ]}
            />
            <ExportListButton list="credit-notes" params={list.params('')} disabled={list.rangeReversed} />
          </>
        }
      />
      {list.rangeReversed ? (
        <Alert tone="warning">{t('validation.periodOrder')}</Alert>
      ) : (
        <CreditNotesTable
          query={notes}
          notes={rows}
          pdfPath={(note) => (language) => adminCreditNotePdfPath(note.id, language)}
          showBuyer
          shows={columns.shows}
          emptyTitle={list.filtered ? t('adminDocuments.list.noCreditNotesMatching') : t('documents.creditNotes.none')}
        />
      )}
      <Pager page={list.page} pages={pagination?.pages ?? 1} capped={pagination?.capped} onPage={list.goToPage} busy={notes.isFetching} />
    </>
  );
}
