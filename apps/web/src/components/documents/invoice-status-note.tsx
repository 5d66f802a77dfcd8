import { useTranslation } from 'react-i18next';
import type { InvoiceListRow } from '@shop/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { formatDate, formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { invoiceStatusNote } from './payable-summary.ts';

/**
 * Under an invoice's status: "Overdue" when it is past its due date with an amount open (computed,
 * whatever status was chosen), or "set by hand" when it is marked overdue though nothing open is past due.
 */
export function InvoiceStatusNote({ invoice }: { invoice: Pick<InvoiceListRow, 'status' | 'is_overdue' | 'open_amount' | 'due_date'> }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const note = invoiceStatusNote(invoice);
  if (note === 'pastDue')
    return (
      <span
        className="mt-1 block"
        title={t('adminDocuments.invoiceStatus.pastDueHint', {
          date: formatDate(invoice.due_date, language),
          amount: formatMoney(invoice.open_amount, language),
        })}
      >
        <Badge tone="danger">
          <span data-testid="invoice-overdue">{t('adminDocuments.invoiceStatus.pastDue')}</span>
        </Badge>
      </span>
    );
  if (note === 'overdueByHand')
    return (
      <span className="mt-1 block text-xs text-slate-600" data-testid="invoice-status-by-hand" title={t('adminDocuments.invoiceStatus.byHandHint')}>
        {t('adminDocuments.invoiceStatus.byHand')}
      </span>
    );
  return null;
}
