import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

/** Order statuses (current and legacy display values) and pre-invoice statuses. */
const STATUS_TONES: Record<string, BadgeTone> = {
  received: 'info',
  pending: 'warning',
  confirmed: 'brand',
  payed: 'success',
  paid: 'success',
  processing: 'warning',
  sent: 'purple',
  shipped: 'purple',
  ended: 'success',
  delivered: 'success',
  completed: 'success',
  cancelled: 'danger',
  draft: 'neutral',
  expired: 'warning',
  converted: 'purple',
};

/** Spec section 4: unknown values get neutral styling and are shown as they come. */
export function StatusBadge({ status, kind }: { status: string; kind: 'order' | 'preInvoice' }) {
  const { t } = useTranslation();
  const tone = Object.hasOwn(STATUS_TONES, status) ? STATUS_TONES[status] : 'neutral';
  return <Badge tone={tone ?? 'neutral'}>{t(`dashboard.${kind === 'order' ? 'orderStatus' : 'preInvoiceStatus'}.${status}`, { defaultValue: status })}</Badge>;
}
