import { useTranslation } from 'react-i18next';
import { creditFiguresOf, creditRefusalOf, eurosToCents, type CreditLimitRefusal } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { reasonText } from '@/lib/error-text.ts';
import { useCredit } from '../api/get-credit.ts';

/**
 * Why checkout of a cart of `total` euros would be refused, asked as the checkout asks it (the
 * domain's `creditRefusalOf`, decision 082); null when it would pass or the standing is not known
 * (the checkout still refuses, and says why).
 */
export function useCreditRefusal(total: number | undefined): CreditLimitRefusal | null {
  const credit = useCredit().data;
  return credit && total !== undefined ? creditRefusalOf(creditFiguresOf(credit), eurosToCents(total)) : null;
}

/** The refusal in the customer's language: its limit, what is open and what is left, or the overdue invoice. */
export function CreditNotice({ refusal }: { refusal: CreditLimitRefusal }) {
  const { t } = useTranslation();
  const overdue = refusal.reason === 'overdueInvoices';
  return (
    <div data-testid="credit-notice">
      <Alert tone={overdue ? 'error' : 'warning'} title={overdue ? t('cart.credit.overdueTitle') : t('cart.credit.limitTitle')}>
        {reasonText(refusal.reason, refusal.params)}
      </Alert>
    </div>
  );
}
