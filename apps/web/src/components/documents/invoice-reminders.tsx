import { useTranslation } from 'react-i18next';
import { useInvoiceReminders } from '@/api/documents/admin/invoice-reminders.ts';
import { useSettings } from '@/api/settings/shop-settings.ts';
import { DataTable } from '@/components/ui/data-table.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorText } from '@/lib/error-text.ts';
import { formatDate, formatMoney } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';

const cell = 'px-3 py-2 text-sm text-slate-800';

/**
 * The payment reminders an invoice was sent (decision 081): which one, the day it went, and what was
 * open then; a word when none was sent, and when reminders are switched off in the settings.
 */
export function InvoiceReminders({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const reminders = useInvoiceReminders(invoiceId);
  const settings = useSettings();
  const rows = reminders.data ?? [];

  return (
    <section className="space-y-2" data-testid="invoice-reminders" aria-busy={reminders.isPending || undefined}>
      <h3 className="text-sm font-semibold text-slate-900">{t('adminDocuments.reminders.title')}</h3>
      {settings.data?.payment_reminders_enabled === false ? (
        <p className="text-xs text-amber-800" data-testid="reminders-off">
          {t('adminDocuments.reminders.off')}
        </p>
      ) : null}
      {reminders.isPending ? (
        <Spinner label={t('adminDocuments.reminders.loading')} />
      ) : reminders.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(reminders.error, t('adminDocuments.reminders.failed'))}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="no-reminders">
          {t('adminDocuments.reminders.none')}
        </p>
      ) : (
        <DataTable
          caption={t('adminDocuments.reminders.caption')}
          testId="reminders-table"
          columns={[
            { key: 'sequence', label: t('adminDocuments.reminders.sequence') },
            { key: 'sent', label: t('adminDocuments.reminders.sentOn') },
            { key: 'open', label: t('adminDocuments.reminders.open'), align: 'right' },
          ]}
        >
          {rows.map((reminder) => (
            <tr key={reminder.sequence} data-testid="reminder-row">
              <td className={cell}>{reminder.sequence}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatDate(reminder.sent_on, language)}</td>
              <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>{formatMoney(reminder.open_amount, language)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
