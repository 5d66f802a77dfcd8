import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@shop/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { DocumentStatusBadge } from '@/components/documents/document-status-badge.tsx';
import { Card, PageTitle } from '@/components/ui/card.tsx';
import { OrderStatusBadge } from '@/components/ui/order-status-badge.tsx';
import { formatDate, formatMoney } from '@/lib/format.ts';
import { isAdmin, useSession } from '@/lib/session.ts';
import { useDashboardStats } from './api/get-dashboard-stats.ts';
import { usePendingCustomers } from './api/get-pending-customers.ts';
import { useRecentOrders } from './api/get-recent-orders.ts';
import { useRecentPreInvoices } from './api/get-recent-pre-invoices.ts';
import { RecentList } from './components/recent-list.tsx';
import { StatCard, icons } from './components/stat-card.tsx';
import { currentLanguage } from '@/lib/i18n.ts';

export default function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  const user = session.user;
  const name = user.company_name || user.contact_person || user.email;
  const admin = isAdmin(user);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle subtitle={admin ? t('dashboard.adminSubtitle') : t('dashboard.subtitle')}>{t('dashboard.welcome', { name })}</PageTitle>
      {admin ? <AdminDashboard user={user} /> : <CustomerDashboard user={user} />}
    </div>
  );
}

function CustomerDashboard({ user }: { user: User }) {
  const { t } = useTranslation();
  const stats = useDashboardStats(user.id);
  const orders = useRecentOrders(user.id);
  const preInvoices = useRecentPreInvoices(user.id);
  // Spec: if the stats call fails every stat shows 0; a failing list shows as empty.
  const s = stats.data ?? {};
  const orderList = orders.data ?? [];
  const preInvoiceList = preInvoices.data ?? [];
  const language = currentLanguage();

  return (
    <div className="space-y-8">
      <section aria-label={t('dashboard.statsLabel')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t('dashboard.stats.totalOrders')} value={s.total_orders ?? 0} icon={icons.orders} loading={stats.isPending} />
        <StatCard label={t('dashboard.stats.pendingOrders')} value={s.pending_orders ?? 0} icon={icons.pending} loading={stats.isPending} />
        <StatCard
          label={t('dashboard.stats.totalSpent')}
          value={formatMoney(s.total_spent ?? 0, language)}
          icon={icons.money}
          loading={stats.isPending}
        />
        <StatCard label={t('dashboard.stats.cartItems')} value={s.cart_items ?? 0} icon={icons.cart} loading={stats.isPending} />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <RecentList
          title={t('dashboard.recentOrders')}
          viewAllTo="/orders"
          viewAllLabel={t('dashboard.viewAllOrders')}
          loading={orders.isPending}
          loadingLabel={t('dashboard.loading')}
          emptyText={t('dashboard.noOrders')}
          count={orderList.length}
        >
          {orderList.map((order) => (
            <li key={order.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{order.order_number}</p>
                <p className="text-sm text-slate-500">{formatDate(order.created_at, language)}</p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-semibold text-slate-900">{formatMoney(order.total_amount, language)}</span>
                <OrderStatusBadge status={order.status} />
              </div>
            </li>
          ))}
        </RecentList>

        <RecentList
          title={t('dashboard.recentPreInvoices')}
          viewAllTo="/pre-invoices"
          viewAllLabel={t('dashboard.viewAllPreInvoices')}
          loading={preInvoices.isPending}
          loadingLabel={t('dashboard.loading')}
          emptyText={t('dashboard.noPreInvoices')}
          count={preInvoiceList.length}
        >
          {preInvoiceList.map((preInvoice) => (
            <li key={preInvoice.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{preInvoice.pre_invoice_number}</p>
                <p className="text-sm text-slate-500">{formatDate(preInvoice.created_at, language)}</p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-semibold text-slate-900">{formatMoney(preInvoice.total_amount, language)}</span>
                <DocumentStatusBadge status={preInvoice.status} />
              </div>
            </li>
          ))}
        </RecentList>
      </div>

      <QuickActions>
        <QuickAction to="/products" title={t('dashboard.actions.browseProducts')} description={t('dashboard.actions.browseProductsText')} />
        <QuickAction to="/cart" title={t('dashboard.actions.viewCart')} description={t('dashboard.actions.viewCartText')} />
        <QuickAction to="/pre-invoices" title={t('dashboard.actions.preInvoices')} description={t('dashboard.actions.preInvoicesText')} />
      </QuickActions>
    </div>
  );
}

function AdminDashboard({ user }: { user: User }) {
  const { t } = useTranslation();
  const stats = useDashboardStats(user.id);
  const pending = usePendingCustomers(user.id);
  const s = stats.data ?? {};
  const pendingList = pending.data ?? [];
  const language = currentLanguage();

  return (
    <div className="space-y-8">
      <section aria-label={t('dashboard.statsLabel')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t('dashboard.stats.totalOrders')} value={s.total_orders ?? 0} icon={icons.orders} loading={stats.isPending} />
        <StatCard label={t('dashboard.stats.pendingOrders')} value={s.pending_orders ?? 0} icon={icons.pending} loading={stats.isPending} />
        <StatCard label={t('dashboard.stats.revenue')} value={formatMoney(s.revenue ?? 0, language)} icon={icons.money} loading={stats.isPending} />
        <StatCard label={t('dashboard.stats.pendingApprovals')} value={s.pending_approvals ?? 0} icon={icons.approvals} loading={stats.isPending} />
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentList
            title={t('dashboard.pendingApprovals')}
            viewAllTo="/admin/users"
            viewAllLabel={t('dashboard.viewAllUsers')}
            loading={pending.isPending}
            loadingLabel={t('dashboard.loading')}
            emptyText={t('dashboard.noPendingApprovals')}
            count={pendingList.length}
          >
            {pendingList.map((customer) => (
              <li key={customer.id}>
                <Link to={`/admin/users/${customer.id}`} className="flex items-center justify-between gap-3 rounded-md px-2 py-3 hover:bg-slate-50">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{customer.company_name || customer.email}</p>
                    <p className="truncate text-sm text-slate-500">
                      {customer.contact_person} · {customer.email}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <Badge tone="warning">{t('dashboard.awaitingApproval')}</Badge>
                    <span className="text-xs text-slate-500">{formatDate(customer.created_at, language)}</span>
                  </div>
                </Link>
              </li>
            ))}
          </RecentList>
        </div>
        <QuickActions single>
          <QuickAction to="/admin/users" title={t('dashboard.actions.manageUsers')} description={t('dashboard.actions.manageUsersText')} />
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
