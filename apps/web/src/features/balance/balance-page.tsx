import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/card.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { formatDocumentDate } from '@/components/documents/document-format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { BalanceTotals } from './components/balance-totals.tsx';
import { OpenInvoicesTable } from './components/open-invoices-table.tsx';
import { PaymentsList } from './components/payments-list.tsx';
import { useBalance } from './get-balance.ts';

/** /account/balance: what the customer owes (its open invoices, with their PDFs) and what it paid lately. */
export default function BalancePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('balance.title')} noindex />
      <BalanceContent />
    </>
  );
}

function BalanceContent() {
  const { t } = useTranslation();
  const session = useSession();
  const query = useBalance(session?.user.id ?? 0);
  const balance = query.data;

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageTitle subtitle={balance ? t('balance.subtitle', { date: formatDocumentDate(balance.as_of, currentLanguage()) }) : undefined}>
          {t('balance.title')}
        </PageTitle>
        <Link
          to="/orders"
          className="inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          {t('balance.allDocuments')}
        </Link>
      </div>
      <TableState
        query={query}
        empty={false}
        loadingLabel={t('balance.loading')}
        errorFallback={t('balance.failed')}
        onRetry={() => void query.refetch()}
      >
        {balance ? (
          <div className="space-y-8">
            <BalanceTotals totals={balance.totals} />
            <OpenInvoicesTable invoices={balance.invoices} capped={balance.invoices_capped} total={balance.totals.open_invoices} />
            <PaymentsList payments={balance.payments} />
          </div>
        ) : null}
      </TableState>
    </div>
  );
}
