import type { DocumentTarget } from '@/components/documents/admin-document-modal.tsx';
import type { PayableTarget } from '@/components/documents/payments-dialog.tsx';
import type { NoticeMessage } from '@/components/ui/notice.tsx';
import type { DocumentList } from '../use-document-list.ts';

/** What each tab gets from the page: the filters and page in the address, the notice, the viewer, the payments. */
export interface DocumentTabProps {
  list: DocumentList;
  onNotice: (notice: NoticeMessage | null) => void;
  onView: (target: DocumentTarget) => void;
  /** Opens the payments of an invoice or a pre-invoice. */
  onPayments: (target: PayableTarget) => void;
}
