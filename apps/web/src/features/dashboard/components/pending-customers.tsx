import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { formatDate } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { usePendingCustomers } from '../api/get-pending-customers.ts';
import { RecentList, type RecentListTexts } from './recent-list.tsx';

const TITLE = { title: 'dashboard.pendingApprovals', empty: 'dashboard.noPendingApprovals' };
/** While customers wait, the link leads to all of them (the users list filtered to the waiting ones). */
const ALL_WAITING: RecentListTexts = { ...TITLE, viewAll: 'dashboard.viewAllWaiting', to: '/admin/users?status=pending' };
const ALL_USERS: RecentListTexts = { ...TITLE, viewAll: 'dashboard.viewAllUsers', to: '/admin/users' };

/**
 * The administrator's waiting list (decision 048): the customers waiting longest come first, and the
 * link names how many wait in all, so nobody is hidden behind the newest.
 */
export function PendingCustomers({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const query = usePendingCustomers(userId);
  const language = currentLanguage();
  const total = query.data?.total ?? 0;
  return (
    <RecentList
      texts={total > 0 ? ALL_WAITING : ALL_USERS}
      total={total > 0 ? total : undefined}
      query={{ isPending: query.isPending, data: query.data?.users }}
    >
      {(customer) => (
        <li key={customer.id} data-testid="pending-customer">
          <Link to={`/admin/users/${customer.id}`} className="flex items-center justify-between gap-3 rounded-md px-2 py-3 hover:bg-slate-50">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{customer.company_name || customer.email}</p>
              <p className="truncate text-sm text-slate-500">
                {customer.contact_person} · {customer.email}
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              {customer.email_verified ? (
                <Badge tone="warning">{t('dashboard.awaitingApproval')}</Badge>
              ) : (
                <Badge tone="neutral">{t('dashboard.emailNotVerified')}</Badge>
              )}
              <span className="text-xs text-slate-500">{t('dashboard.waitingSince', { date: formatDate(customer.created_at, language) })}</span>
            </div>
          </Link>
        </li>
      )}
    </RecentList>
  );
}
