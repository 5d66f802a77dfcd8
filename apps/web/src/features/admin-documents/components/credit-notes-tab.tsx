import { useTranslation } from 'react-i18next';
import { useAdminCreditNotes } from '@/api/documents/admin/credit-notes.ts';
import { adminCreditNotePdfPath } from '@/api/documents/admin/pdf-paths.ts';
import { CreditNotesTable } from '@/components/documents/credit-notes-table.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { countText } from '@/lib/count-text.ts';
import type { DocumentList } from '../use-document-list.ts';
import { DocumentListFilters } from './document-list-filters.tsx';

/** The administrators' credit notes, a page at a time, searched and filtered; each is issued from its invoice's viewer. */
export function CreditNotesTab({ list }: { list: DocumentList }) {
  const { t } = useTranslation();
  // A credit note has no status: the address's status (another tab's) is not asked.
  const notes = useAdminCreditNotes(list.params(''), !list.rangeReversed);
  const rows = notes.data?.creditNotes ?? [];
  const pagination = notes.data?.pagination;
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">{t('documents.creditNotes.hint')}</p>
      <DocumentListFilters
        list={list}
        count={pagination ? countText(t, 'adminDocuments.list.creditNoteCount', pagination) : ''}
        countTestId="credit-notes-count"
        refreshing={notes.isFetching}
        onRefresh={() => void notes.refetch()}
      />
      {list.rangeReversed ? (
        <Alert tone="warning">{t('validation.periodOrder')}</Alert>
      ) : (
        <CreditNotesTable
          query={notes}
          notes={rows}
          pdfPath={(note) => (language) => adminCreditNotePdfPath(note.id, language)}
          showBuyer
          emptyTitle={list.filtered ? t('adminDocuments.list.noCreditNotesMatching') : t('documents.creditNotes.none')}
        />
      )}
      <Pager page={list.page} pages={pagination?.pages ?? 1} capped={pagination?.capped} onPage={list.goToPage} busy={notes.isFetching} />
    </>
  );
}
