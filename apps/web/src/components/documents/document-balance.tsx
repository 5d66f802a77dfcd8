import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';

/** What a customer's document says of its money (decision 078): paid, open (never below 0) and whether it is overdue. */
export interface PaidAndOpen {
  paid: number;
  open: number;
  overdue?: boolean;
}

/** "Paid 12,50 € · Open 17,50 €" (and "Overdue") under a customer's invoice or pre-invoice. */
export function DocumentBalanceLine({ balance, className = '' }: { balance: PaidAndOpen; className?: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <span className={`text-xs font-normal text-slate-600 ${className}`} data-testid="document-balance">
      <span data-testid="document-paid">{t('documents.balance.paid', { amount: formatMoney(balance.paid, language) })}</span>
      {' · '}
      <span data-testid="document-open">{t('documents.balance.open', { amount: formatMoney(Math.max(balance.open, 0), language) })}</span>
      {balance.overdue ? (
        <span className="ml-1 font-medium text-red-700" data-testid="document-overdue">
          {t('documents.balance.overdue')}
        </span>
      ) : null}
    </span>
  );
}
