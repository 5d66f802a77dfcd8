import { useTranslation } from 'react-i18next';
import type { PreInvoice } from '@shop/domain';
import { formatMoney } from '@/lib/format.ts';
import { useDocumentDate } from './document-format.ts';
import { DocumentLayout, type SellerFallback } from './document-layout.tsx';
import { DetailRow } from './document-parts.tsx';
import { currentLanguage } from '@/lib/i18n.ts';

interface PreInvoiceViewProps extends SellerFallback {
  preInvoice: PreInvoice;
}

/** A pro-forma invoice: the invoice layout plus validity, prepayment and the pro-forma notice. */
export function PreInvoiceView({ preInvoice, company }: PreInvoiceViewProps) {
  const { t } = useTranslation();
  const date = useDocumentDate();
  const percentage = Number(preInvoice.prepayment_percentage ?? 100);
  const prepayment = preInvoice.prepayment_amount ?? preInvoice.total_amount;
  const expired = Boolean(preInvoice.is_expired) && preInvoice.status !== 'paid' && preInvoice.status !== 'converted';
  return (
    <DocumentLayout
      document={preInvoice}
      company={company}
      testId="pre-invoice-view"
      heading={t('documents.preInvoice.heading')}
      number={preInvoice.pre_invoice_number}
      notices={
        <>
          <p className="rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm font-medium text-sky-900" data-testid="pro-forma-notice">
            {t('documents.preInvoice.proFormaNotice')}
          </p>
          {expired ? (
            <p
              role="status"
              className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
              data-testid="expired-notice"
            >
              {t('documents.preInvoice.expiredNotice', { date: date(preInvoice.valid_until) })}
            </p>
          ) : null}
        </>
      }
      thirdDetail={<DetailRow label={t('documents.preInvoice.validUntil')} value={date(preInvoice.valid_until)} testId="valid-until" />}
      lastDetail={<DetailRow label={t('documents.preInvoice.prepaymentPercentage')} value={`${percentage} %`} />}
      extraTotals={
        <div className="mt-2 flex justify-between gap-3 rounded bg-slate-100 px-2 py-1.5 font-semibold">
          <dt>{t('documents.preInvoice.prepaymentAmount', { percentage })}</dt>
          <dd data-testid="prepayment-amount">{formatMoney(prepayment, currentLanguage())}</dd>
        </div>
      }
      afterTotals={
        percentage < 100 ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="prepayment-notice">
            {t('documents.preInvoice.prepaymentNotice', {
              percentage,
              amount: formatMoney(prepayment, currentLanguage()),
              rest: formatMoney(Number(preInvoice.total_amount) - Number(prepayment), currentLanguage()),
            })}
          </p>
        ) : null
      }
    />
  );
}
