import { useTranslation } from 'react-i18next';
import type { InvoiceStatus, PreInvoiceStatus } from '@shop/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

const INVOICE_TONES: Record<InvoiceStatus, BadgeTone> = { draft: 'neutral', sent: 'info', paid: 'success', overdue: 'warning', cancelled: 'danger' };
const PRE_INVOICE_TONES: Record<PreInvoiceStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  paid: 'success',
  expired: 'warning',
  converted: 'purple',
  cancelled: 'danger',
};

export function useInvoiceStatusLabel() {
  const { t } = useTranslation();
  return (status: string) => t(`adminDocuments.invoiceStatus.${status}`, { defaultValue: status });
}

export function usePreInvoiceStatusLabel() {
  const { t } = useTranslation();
  return (status: string) => t(`adminDocuments.preInvoiceStatus.${status}`, { defaultValue: status });
}

export function PreInvoiceStatusBadge({ status }: { status: PreInvoiceStatus }) {
  const label = usePreInvoiceStatusLabel();
  return (
    <Badge tone={PRE_INVOICE_TONES[status] ?? 'neutral'}>
      <span data-testid="pre-invoice-status">{label(status)}</span>
    </Badge>
  );
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const label = useInvoiceStatusLabel();
  return <Badge tone={INVOICE_TONES[status] ?? 'neutral'}>{label(status)}</Badge>;
}
