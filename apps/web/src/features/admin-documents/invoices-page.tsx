import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { InvoiceStatus, PreInvoiceStatus } from '@shop/domain';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { PageTitle } from '@/components/ui/card.tsx';
import { TabPanel, Tabs } from '@/components/ui/tabs.tsx';
import { AdminDocumentModal, type DocumentTarget } from '@/components/documents/admin-document-modal.tsx';
import { CreditNotesTab } from './components/credit-notes-tab.tsx';
import { InvoicesTab } from './components/invoices-tab.tsx';
import { IsafDownload } from './components/isaf-download.tsx';
import { PreInvoicesTab } from './components/pre-invoices-tab.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';

type Tab = 'invoices' | 'pre-invoices' | 'credit-notes';
const TABS: readonly Tab[] = ['invoices', 'pre-invoices', 'credit-notes'];

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
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = TABS.find((candidate) => candidate === searchParams.get('tab')) ?? 'invoices';
  const status = searchParams.get('status') ?? '';
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [target, setTarget] = useState<DocumentTarget | null>(null);

  const selectTab = (next: Tab) => {
    setNotice(null);
    // Each tab has its own status values: switching resets the filter.
    setSearchParams(next === 'invoices' ? {} : { tab: next }, { replace: true });
  };
  const selectStatus = (next: string) => {
    const params: Record<string, string> = {};
    if (tab !== 'invoices') params.tab = tab;
    if (next) params.status = next;
    setSearchParams(params, { replace: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <PageTitle subtitle={t('adminDocuments.list.subtitle')}>{t('adminDocuments.list.title')}</PageTitle>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/admin/invoices/settings"
            data-testid="invoice-settings-link"
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {t('adminDocuments.list.settingsLink')}
          </Link>
          <Link
            to="/admin/orders"
            data-testid="admin-orders-link"
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {t('adminDocuments.list.ordersLink')}
          </Link>
        </div>
      </div>

      <IsafDownload />

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
          <InvoicesTab status={status as InvoiceStatus | ''} onStatus={selectStatus} onNotice={setNotice} onView={setTarget} />
        </TabPanel>
        <TabPanel value="pre-invoices">
          <PreInvoicesTab status={status as PreInvoiceStatus | ''} onStatus={selectStatus} onNotice={setNotice} onView={setTarget} />
        </TabPanel>
        <TabPanel value="credit-notes">
          <CreditNotesTab />
        </TabPanel>
      </Tabs>

      <AdminDocumentModal target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
