import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge.tsx';

const FLAGS = [
  { has: 'has_pre_invoice', tone: 'brand', yes: 'preInvoice', no: 'noPreInvoice' },
  { has: 'has_invoice', tone: 'success', yes: 'invoice', no: 'noInvoice' },
] as const;

/** Whether a pre-invoice / an invoice exists for the order. */
export function DocumentFlags({ order }: { order: { has_pre_invoice: boolean; has_invoice: boolean } }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-1" data-testid="document-flags">
      {FLAGS.map((flag) => {
        const has = order[flag.has];
        return (
          <Badge key={flag.has} tone={has ? flag.tone : 'neutral'}>
            <span aria-hidden="true" className="mr-1">
              {has ? '✓' : '–'}
            </span>
            {t(`adminOrders.flags.${has ? flag.yes : flag.no}`)}
          </Badge>
        );
      })}
    </div>
  );
}
