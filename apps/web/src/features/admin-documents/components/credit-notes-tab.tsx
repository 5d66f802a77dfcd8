import { useTranslation } from 'react-i18next';
import { useAdminCreditNotes } from '@/api/documents/admin/credit-notes.ts';
import { adminCreditNotePdfPath } from '@/api/documents/admin/pdf-paths.ts';
import { CreditNotesTable } from '@/components/documents/credit-notes-table.tsx';
import { DocumentListToolbar } from './document-list-toolbar.tsx';

/** The administrators' credit notes, newest first; each is issued from its invoice's viewer. */
export function CreditNotesTab() {
  const { t } = useTranslation();
  const notes = useAdminCreditNotes();
  const list = notes.data ?? [];
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">{t('documents.creditNotes.hint')}</p>
      <DocumentListToolbar
        count={notes.data ? t('adminDocuments.list.creditNoteCount', { count: list.length }) : ''}
        countTestId="credit-notes-count"
        refreshing={notes.isFetching}
        onRefresh={() => void notes.refetch()}
      />
      <CreditNotesTable
        query={notes}
        notes={list}
        pdfPath={(note) => (language) => adminCreditNotePdfPath(note.id, language)}
        showBuyer
        emptyTitle={t('documents.creditNotes.none')}
      />
    </>
  );
}
