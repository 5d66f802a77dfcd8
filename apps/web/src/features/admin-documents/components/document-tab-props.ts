import type { DocumentTarget } from '@/components/documents/admin-document-modal.tsx';
import type { NoticeMessage } from '@/components/ui/notice.tsx';

/** What the invoices and pre-invoices tabs get from the page: the filter in the address, the notice, the viewer. */
export interface DocumentTabProps<S> {
  status: S | '';
  onStatus: (status: string) => void;
  onNotice: (notice: NoticeMessage | null) => void;
  onView: (target: DocumentTarget) => void;
}
