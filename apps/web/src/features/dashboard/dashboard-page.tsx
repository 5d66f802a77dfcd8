import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customerDocumentStatus, type User } from '@shop/domain';
import { DocumentStatusBadge } from '@/components/documents/document-status-badge.tsx';
import { Card, PageTitle } from '@/components/ui/card.tsx';
import { OrderStatusBadge } from '@/components/ui/order-status-badge.tsx';
import { isAdmin, useSession } from '@/lib/session.ts';
import { useRoleCan } from '@/lib/permissions.ts';
import { useRecentOrders } from './api/get-recent-orders.ts';
import { useRecentPreInvoices } from './api/get-recent-pre-invoices.ts';
import { adminStats, customerStats, DashboardStatCards } from './components/dashboard-stats.tsx';
import { IsafReminder } from './components/isaf-reminder.tsx';
import { LowStockList } from './components/low-stock-list.tsx';
import { PendingCustomers } from './components/pending-customers.tsx';
import { ReceivablesCard } from './components/receivables-card.tsx';
import { RecentDocument, RecentList } from './components/recent-list.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { PriceListQuickAction } from '@/components/price-list/price-list-buttons.tsx';

export default function DashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('nav.dashboard')} noindex />
      <DashboardPageContent />
    </>
  );
}

function DashboardPageContent() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  const user = session.user;
  // "Sveiki, UAB …": a company name needs no name case, as a person's name would (decision 089).
  const name = user.company_name || user.email;
  const admin = isAdmin(user);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle subtitle={admin ? t('dashboard.adminSubtitle') : t('dashboard.subtitle')}>{t('dashboard.welcome', { name })}</PageTitle>
      {admin ? <AdminDashboard user={user} /> : <CustomerDashboard user={user} />}
    </div>
  );
}

const RECENT_ORDERS = { title: 'dashboard.recentOrders', viewAll: 'dashboard.viewAllOrders', empty: 'dashboard.noOrders', to: '/orders' };
const RECENT_PRE_INVOICES = {
  title: 'dashboard.recentPreInvoices',
  viewAll: 'dashboard.viewAllPreInvoices',
  empty: 'dashboard.noPreInvoices',
  to: '/pre-invoices',
};

function CustomerDashboard({ user }: { user: User }) {
  const { t } = useTranslation();
  const orders = useRecentOrders(user.id);
  const preInvoices = useRecentPreInvoices(user.id);

  return (
    <div className="space-y-8">
      <DashboardStatCards userId={user.id} more={customerStats} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentList texts={RECENT_ORDERS} query={orders}>
          {(order) => (
            <RecentDocument key={order.id} document={order} number={order.order_number} status={<OrderStatusBadge status={order.status} />} />
          )}
        </RecentList>
        <RecentList texts={RECENT_PRE_INVOICES} query={preInvoices}>
          {(preInvoice) => (
            <RecentDocument
              key={preInvoice.id}
              document={preInvoice}
              number={preInvoice.pre_invoice_number}
              status={<DocumentStatusBadge status={customerDocumentStatus(preInvoice.status)} />}
            />
          )}
        </RecentList>
      </div>

      <QuickActions>
        <QuickAction to="/products" title={t('dashboard.actions.browseProducts')} description={t('dashboard.actions.browseProductsText')} />
        <QuickAction to="/cart" title={t('dashboard.actions.viewCart')} description={t('dashboard.actions.viewCartText')} />
        <QuickAction to="/pre-invoices" title={t('dashboard.actions.preInvoices')} description={t('dashboard.actions.preInvoicesText')} />
        <QuickAction to="/quick-order" title={t('dashboard.actions.quickOrder')} description={t('dashboard.actions.quickOrderText')} />
        <QuickAction to="/account/balance" title={t('dashboard.actions.balance')} description={t('dashboard.actions.balanceText')} />
        <PriceListQuickAction />
      </QuickActions>
    </div>
  );
}

function AdminDashboard({ user }: { user: User }) {
  const { t } = useTranslation();
  // Each card is shown to a role that may use what it leads to (decision 093).
  const can = useRoleCan();

  return (
    <div className="space-y-8">
      <DashboardStatCards userId={user.id} more={adminStats} />
      {can('accounting.export') ? <IsafReminder /> : null}
      {can('payments.manage') ? <ReceivablesCard userId={user.id} /> : null}
      {can('stock.manage') ? <LowStockList /> : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">{can('customers.manage') ? <PendingCustomers userId={user.id} /> : null}</div>
        <QuickActions single>
          {can('customers.read') ? (
            <QuickAction to="/admin/users" title={t('dashboard.actions.manageUsers')} description={t('dashboard.actions.manageUsersText')} />
          ) : null}
          <QuickAction to="/profile" title={t('dashboard.actions.profile')} description={t('dashboard.actions.profileText')} />
        </QuickActions>
      </div>
    </div>
  );
}

function QuickActions({ children, single }: { children: ReactNode; single?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('dashboard.quickActions')}>
      <div className={`grid gap-3 ${single ? '' : 'sm:grid-cols-3'}`}>{children}</div>
    </Card>
  );
}

function QuickAction({ to, title, description }: { to: string; title: string; description: string }) {
  return (
    <Link
      to={to}
      className="group block rounded-md border border-slate-200 p-4 transition-colors hover:border-teal-600 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-600"
    >
      <span className="font-medium text-teal-800 group-hover:text-teal-900">{title}</span>
      <span className="mt-1 block text-sm text-slate-600">{description}</span>
    </Link>
  );
}
