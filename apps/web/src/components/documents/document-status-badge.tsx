import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

const TONES: Record<string, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  paid: 'success',
  overdue: 'warning',
  expired: 'warning',
  converted: 'purple',
  cancelled: 'danger',
};

/** Invoice and pre-invoice statuses (spec section 4); unknown values are neutral and shown as they come. */
export function DocumentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = Object.hasOwn(TONES, status) ? TONES[status] : undefined;
  return (
    <Badge tone={tone ?? 'neutral'}>
      <span data-testid="document-status" data-status={status}>
        {t(`documents.status.${status}`, { defaultValue: status })}
      </span>
    </Badge>
  );
}
