import { useTranslation } from 'react-i18next';
import type { BalancePayment } from '@shop/domain';
import { useDocumentDate } from '@/components/documents/document-format.ts';
import { DataTable } from '@/components/ui/data-table.tsx';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';

const td = 'px-4 py-3 text-sm text-slate-800';

/** What the shop received from the customer lately, newest first (a reversal shows as a negative amount). */
export function PaymentsList({ payments }: { payments: readonly BalancePayment[] }) {
  const { t } = useTranslation();
  const date = useDocumentDate();
  return (
    <section aria-labelledby="balance-payments-heading">
      <h2 id="balance-payments-heading" className="mb-1 text-lg font-semibold text-slate-900">
        {t('balance.paymentsTitle')}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t('balance.paymentsHint')}</p>
      {payments.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-sm text-slate-600"
          data-testid="balance-no-payments"
        >
          {t('balance.noPayments')}
        </p>
      ) : (
        <DataTable
          caption={t('balance.paymentsTitle')}
          testId="balance-payments"
          columns={[
            { key: 'date', label: t('balance.columns.paidOn') },
            { key: 'amount', label: t('balance.columns.amount'), align: 'right' },
            { key: 'document', label: t('balance.columns.document') },
            { key: 'reference', label: t('balance.columns.reference') },
          ]}
        >
          {payments.map((payment) => (
            <tr key={payment.id} data-testid="balance-payment">
              <td className={`${td} whitespace-nowrap`}>{date(payment.paid_on)}</td>
              <td className={`${td} whitespace-nowrap text-right tabular-nums ${payment.amount < 0 ? 'text-red-700' : ''}`}>
                {formatMoney(payment.amount, currentLanguage())}
                {payment.is_reversal ? <span className="block text-xs text-slate-500">{t('balance.reversal')}</span> : null}
              </td>
              <td className={td}>{payment.document_number ?? ''}</td>
              <td className={`${td} break-words`}>{payment.reference ?? ''}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
