import { useTranslation } from 'react-i18next';
import type { BalanceInvoice } from '@shop/domain';
import { PdfButton } from '@/components/documents/pdf-button.tsx';
import { useDocumentDate } from '@/components/documents/document-format.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { EmptyBox } from '@/components/ui/empty-box.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';

const td = 'px-4 py-3 text-sm text-slate-800';
const amount = `${td} whitespace-nowrap text-right tabular-nums`;

/** The customer's open invoices, the oldest due first: what each came to, what is paid and open, how late, and its PDF. */
export function OpenInvoicesTable({ invoices, capped, total }: { invoices: readonly BalanceInvoice[]; capped: boolean; total: number }) {
  const { t } = useTranslation();
  const date = useDocumentDate();
  const language = currentLanguage();
  const money = (value: number) => formatMoney(value, language);
  return (
    <section aria-labelledby="balance-invoices-heading">
      <h2 id="balance-invoices-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {t('balance.invoicesTitle')}
      </h2>
      {invoices.length === 0 ? (
        <EmptyBox testId="balance-no-invoices" title={t('balance.noInvoices')} body={t('balance.noInvoicesText')} />
      ) : (
        <DataTable
          caption={t('balance.invoicesTitle')}
          testId="balance-invoices"
          columns={[
            { key: 'number', label: t('balance.columns.number') },
            { key: 'issued', label: t('balance.columns.issueDate') },
            { key: 'due', label: t('balance.columns.dueDate') },
            { key: 'total', label: t('balance.columns.total'), align: 'right' },
            { key: 'paid', label: t('balance.columns.paid'), align: 'right' },
            { key: 'open', label: t('balance.columns.open'), align: 'right' },
            { key: 'late', label: t('balance.columns.overdue') },
            { key: 'pdf', label: t('balance.columns.pdf'), srOnly: true },
          ]}
        >
          {invoices.map((invoice) => (
            <tr key={invoice.id} data-testid="balance-invoice" data-number={invoice.invoice_number}>
              <td className={`${td} font-medium`}>{invoice.invoice_number}</td>
              <td className={`${td} whitespace-nowrap`}>{date(invoice.issue_date)}</td>
              <td className={`${td} whitespace-nowrap`}>{date(invoice.due_date)}</td>
              <td className={amount}>
                {money(invoice.total_amount)}
                {invoice.credited_amount > 0 ? (
                  <span className="block text-xs text-slate-500">{t('balance.credited', { amount: money(invoice.credited_amount) })}</span>
                ) : null}
              </td>
              <td className={amount} data-testid="invoice-paid">
                {money(invoice.paid_amount)}
              </td>
              <td className={`${amount} font-semibold`} data-testid="invoice-open">
                {money(invoice.open_amount)}
              </td>
              <td className={td} data-testid="invoice-late">
                {invoice.is_overdue ? (
                  <Badge tone="danger">{t('balance.daysOverdue', { count: invoice.days_overdue })}</Badge>
                ) : (
                  <Badge tone="neutral">{t('balance.notDue')}</Badge>
                )}
              </td>
              <td className={`${td} text-right`}>
                <PdfButton path={`${invoice.pdf}?lang=${language}`} fileName={`${invoice.invoice_number}.pdf`} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {capped ? (
        <div className="mt-3">
          <Alert tone="info">{t('balance.capped', { shown: invoices.length, count: total })}</Alert>
        </div>
      ) : null}
    </section>
  );
}
