import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';

const TEXTS = {
  'pre-invoice': { label: 'preInvoice', generate: 'generatePreInvoice', view: 'viewPreInvoice', hint: 'preInvoiceHint' },
  invoice: { label: 'invoice', generate: 'generateInvoice', view: 'viewInvoice', hint: 'invoiceHint' },
} as const;

interface DocumentRowProps {
  kind: keyof typeof TEXTS;
  /** The order has this document. */
  exists: boolean;
  canGenerate: boolean;
  generating: boolean;
  onGenerate: () => void;
  /** Its document is being fetched to be shown. */
  opening: boolean;
  onView: () => void;
  /** Opens its payments (decision 078); none for a role that does not record payments (decision 093). */
  onPayments?: (() => void) | undefined;
  /** Another action of the panel runs. */
  busy: boolean;
  /** The order is cancelled: no hint on when the document can be made. */
  cancelled: boolean;
}

/** One document of the order's documents panel: whether it exists, Generate, View and Payments, else when it can be made. */
export function DocumentRow({ kind, exists, canGenerate, generating, onGenerate, opening, onView, onPayments, busy, cancelled }: DocumentRowProps) {
  const { t } = useTranslation();
  const texts = TEXTS[kind];
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between" data-testid={`document-${kind}`}>
        <div className="flex items-center gap-3">
          <span className="text-sm text-slate-700">{t(`adminOrders.detail.${texts.label}`)}</span>
          <span>
            <Badge tone={exists ? 'success' : 'neutral'}>{exists ? t('adminOrders.detail.generated') : t('adminOrders.detail.notGenerated')}</Badge>
          </span>
        </div>
        <div className="flex flex-wrap gap-2">
          {canGenerate ? (
            <Button data-testid={`generate-${kind}-admin`} disabled={busy} onClick={onGenerate}>
              {generating ? t('adminOrders.documents.generating') : t(`adminOrders.documents.${texts.generate}`)}
            </Button>
          ) : null}
          {exists ? (
            <Button variant="secondary" data-testid={`view-${kind}-admin`} disabled={busy} onClick={onView}>
              {opening ? t('adminOrders.documents.opening') : t(`adminOrders.documents.${texts.view}`)}
            </Button>
          ) : null}
          {exists && onPayments ? (
            <Button variant="secondary" data-testid={`${kind}-payments`} disabled={busy} onClick={onPayments}>
              {t('adminOrders.documents.payments')}
            </Button>
          ) : null}
        </div>
      </div>
      {!canGenerate && !exists && !cancelled ? <p className="text-xs text-slate-500">{t(`adminOrders.documents.${texts.hint}`)}</p> : null}
    </>
  );
}
