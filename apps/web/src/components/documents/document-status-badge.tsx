import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

/** Invoice and pre-invoice statuses: one tone and one label (`status.document.*`) on every screen. */
const TONES: Readonly<Record<string, BadgeTone>> = {
  draft: 'neutral',
  sent: 'info',
  paid: 'success',
  overdue: 'warning',
  expired: 'warning',
  converted: 'purple',
  cancelled: 'danger',
};

const isKnown = (status: string) => Object.hasOwn(TONES, status);

/** The label of an invoice or pre-invoice status; an unknown value is shown as it comes. */
export function useDocumentStatusLabel(): (status: string) => string {
  const { t } = useTranslation();
  return (status: string) => (isKnown(status) ? t(`status.document.${status}`) : status);
}

/** The one badge of a document status; unknown values are neutral (grey). */
export function DocumentStatusBadge({ status, testId = 'document-status' }: { status: string; testId?: string }) {
  const label = useDocumentStatusLabel();
  return (
    <Badge tone={(isKnown(status) ? TONES[status] : undefined) ?? 'neutral'}>
      <span data-testid={testId} data-status={status}>
        {label(status)}
      </span>
    </Badge>
  );
}
