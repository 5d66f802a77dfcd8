import { useTranslation } from 'react-i18next';
import { orderStatusTone } from '@shop/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

/** Pre-invoice statuses; order statuses take the domain's tone (one rule for every screen). */
const PRE_INVOICE_TONES: Record<string, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  paid: 'success',
  expired: 'warning',
  converted: 'purple',
  cancelled: 'danger',
};

/** Spec section 4: unknown values get neutral styling and are shown as they come. */
export function StatusBadge({ status, kind }: { status: string; kind: 'order' | 'preInvoice' }) {
  const { t } = useTranslation();
  const tone = kind === 'order' ? orderStatusTone(status) : Object.hasOwn(PRE_INVOICE_TONES, status) ? PRE_INVOICE_TONES[status] : 'neutral';
  return (
    <Badge tone={tone ?? 'neutral'}>
      {t(`dashboard.${kind === 'order' ? 'orderStatus' : 'preInvoiceStatus'}.${status}`, { defaultValue: status })}
    </Badge>
  );
}
