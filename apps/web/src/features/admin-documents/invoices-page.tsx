import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoleCan } from '@/lib/permissions.ts';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { TabPanel, Tabs } from '@/components/ui/tabs.tsx';
import { AdminDocumentModal, type DocumentTarget } from '@/components/documents/admin-document-modal.tsx';
import { type PayableTarget, PaymentsDialog } from '@/components/documents/payments-dialog.tsx';
import { AccountingExport } from './components/accounting-export.tsx';
import { CreditNotesTab } from './components/credit-notes-tab.tsx';
import { InvoicesTab } from './components/invoices-tab.tsx';
import { IsafDownload } from './components/isaf-download.tsx';
import { PreInvoicesTab } from './components/pre-invoices-tab.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { type DocumentTab, useDocumentList } from './use-document-list.ts';

/** The page heading's links to the screens beside the documents. */
const HEADER_LINK = 'rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50';

export default function InvoicesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('adminDocuments.list.title')} noindex />
      <InvoicesPageContent />
    </>
  );
}

function InvoicesPageContent() {
  const { t } = useTranslation();
  // The tab, the filters and the page live in the address (decision 067).
  const list = useDocumentList();
  const { tab } = list;
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [target, setTarget] = useState<DocumentTarget | null>(null);
  const [payments, setPayments] = useState<PayableTarget | null>(null);
  // The links and exports a role may use (decision 093).
  const can = useRoleCan();

  const selectTab = (next: DocumentTab) => {
    setNotice(null);
    list.selectTab(next);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <PageTitle subtitle={t('adminDocuments.list.subtitle')}>{t('adminDocuments.list.title')}</PageTitle>
        <div className="flex flex-wrap gap-2">
          {can('settings.manage') ? (
            <Link to="/admin/invoices/settings" data-testid="invoice-settings-link" className={HEADER_LINK}>
              {t('adminDocuments.list.settingsLink')}
            </Link>
          ) : null}
          <Link to="/admin/orders" data-testid="admin-orders-link" className={HEADER_LINK}>
            {t('adminDocuments.list.ordersLink')}
          </Link>
          {can('payments.manage') ? (
            <Link to="/admin/payments/bank-statement" data-testid="bank-statement-link" className={HEADER_LINK}>
              {t('adminDocuments.list.bankStatementLink')}
            </Link>
          ) : null}
        </div>
      </div>

      {can('accounting.export') ? (
        <>
          <IsafDownload />
          <AccountingExport />
        </>
      ) : null}

      <Tabs
        label={t('adminDocuments.list.title')}
        value={tab}
        onValueChange={selectTab}
        listClassName="mb-4"
        tabs={[
          { id: 'invoices', label: t('adminDocuments.tabs.invoices'), testId: 'invoices-tab' },
          { id: 'pre-invoices', label: t('adminDocuments.tabs.preInvoices'), testId: 'pre-invoices-tab' },
          { id: 'credit-notes', label: t('adminDocuments.tabs.creditNotes'), testId: 'credit-notes-tab' },
        ]}
      >
        <Notice notice={notice} className="mb-4" />

        <TabPanel value="invoices">
          <InvoicesTab list={list} onNotice={setNotice} onView={setTarget} onPayments={setPayments} />
        </TabPanel>
        <TabPanel value="pre-invoices">
          <PreInvoicesTab list={list} onNotice={setNotice} onView={setTarget} onPayments={setPayments} />
        </TabPanel>
        <TabPanel value="credit-notes">
          <CreditNotesTab list={list} />
        </TabPanel>
      </Tabs>

      <AdminDocumentModal target={target} onClose={() => setTarget(null)} />
      <PaymentsDialog target={payments} onClose={() => setPayments(null)} />
    </div>
  );
}
