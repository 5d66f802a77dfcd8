import { useAddressParams } from '@/lib/use-address-params.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { APPROVAL_STATUSES, type AdminUser, type ApprovalStatus } from '@shop/domain';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useCan } from '@/lib/permissions.ts';
import { PageTitle } from '@/components/ui/card.tsx';
import { AgeGatePanel } from './components/age-gate-panel.tsx';
import { LicenceQueue } from './components/licence-queue.tsx';
import { CompanyChangesQueue } from './components/company-changes-queue.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { formatDate } from '@/lib/format.ts';
import { useDeleteUser } from './api/delete-user.ts';
import { useUsers } from './api/get-users.ts';
import { ActiveBadge, ApprovalBadge, TypeBadge, UserBadges, VerifiedBadge } from './components/user-badges.tsx';
import { canApprove, useApproval } from './components/approval.ts';
import { DeleteUserDialog } from './components/delete-user-dialog.tsx';
import { BillingAddressFlag } from './components/billing-address-flag.tsx';
import { PaymentTermsFlag } from './components/payment-terms-flag.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { errorText } from '@/lib/error-text.ts';
import { TableState } from '@/components/ui/table-state.tsx';
import { currentLanguage } from '@/lib/i18n.ts';
import { DataTable } from '@/components/ui/data-table.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';

const SEARCH_DEBOUNCE_MS = 300;

function isAdminUser(user: AdminUser) {
  return user.is_admin || user.role === 'admin';
}

/** The approval state the address filters by (`?status=pending` is the waiting list, oldest first). */
function statusOf(value: string | null): ApprovalStatus | undefined {
  return APPROVAL_STATUSES.find((status) => status === value);
}

export default function UsersListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('adminUsers.title')} noindex />
      <UsersListPageContent />
    </>
  );
}

function UsersListPageContent() {
  const { t } = useTranslation();
  const location = useLocation();
  const { params: searchParams, change } = useAddressParams();
  const search = searchParams.get('q') ?? '';
  const pageParam = Number.parseInt(searchParams.get('page') ?? '1', 10);
  const page = Number.isFinite(pageParam) && pageParam > 0 ? pageParam : 1;
  const status = statusOf(searchParams.get('status'));
  const termsToChoose = searchParams.get('terms') === 'to_choose';

  const [searchInput, setSearchInput] = useState(search);
  // The address follows each keystroke (so a click on a result never races a late write of it);
  // only the request waits for the typing to pause. A new search starts again at page 1.
  const changeSearch = (text: string) => {
    setSearchInput(text);
    change({ q: text.trim(), page: null }, { replace: true });
  };
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  // A new filter starts again at page 1.
  const changeStatus = (value: string) => {
    change({ status: statusOf(value), page: null });
  };

  const goToPage = (target: number) => {
    change({ page: target > 1 ? String(target) : null });
  };

  const changeTermsToChoose = (only: boolean) => {
    change({ terms: only ? 'to_choose' : null, page: null });
  };

  const users = useUsers({ search: debouncedSearch, page, status, termsToChoose });
  const approval = useApproval();
  const remove = useDeleteUser();
  const [notice, setNotice] = useState<NoticeMessage | null>(() => (location.state as { notice?: NoticeMessage } | null)?.notice ?? null);
  const [deleteTarget, setDeleteTarget] = useState<AdminUser | null>(null);

  const onApprove = async (user: AdminUser) => {
    setNotice(null);
    try {
      setNotice({ tone: 'success', text: await approval.approve(user) });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('adminUsers.errors.approve')) });
    }
  };

  const onDelete = async () => {
    if (!deleteTarget) return;
    const target = deleteTarget;
    setNotice(null);
    try {
      const answer = await remove.mutateAsync(target.id);
      setNotice({
        tone: 'success',
        text: answer.anonymised
          ? t('adminUsers.messages.anonymised', { name: target.company_name })
          : t('adminUsers.messages.deleted', { name: target.company_name }),
      });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('adminUsers.errors.delete')) });
    } finally {
      setDeleteTarget(null);
    }
  };

  const list = users.data?.users ?? [];
  // Approvals, deletions and the queues are for a role that manages customers (decision 093).
  const manage = useCan('customers.manage');
  const pagination = users.data?.pagination;
  const pages = Math.max(pagination?.pages ?? 1, 1);
  const language = currentLanguage();

  const actions = (user: AdminUser) =>
    isAdminUser(user) || !manage ? null : (
      <div className="flex flex-nowrap items-center gap-2">
        {canApprove(user) ? (
          <Button className="px-3 py-1.5" onClick={() => void onApprove(user)} disabled={approval.busy} aria-label={approval.namedLabel(user)}>
            {approval.label(user)}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          className="px-3 py-1.5 text-red-700"
          onClick={() => setDeleteTarget(user)}
          aria-label={t('adminUsers.actions.deleteNamed', { name: user.company_name })}
        >
          {t('adminUsers.actions.delete')}
        </Button>
      </div>
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {manage ? (
        <>
          <AgeGatePanel />
          <LicenceQueue />
          <CompanyChangesQueue onDecided={setNotice} />
        </>
      ) : null}
      <PageTitle subtitle={t('adminUsers.subtitle')}>{t('adminUsers.title')}</PageTitle>

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            className="w-full sm:max-w-md"
            type="search"
            label={t('adminUsers.search')}
            placeholder={t('adminUsers.searchPlaceholder')}
            value={searchInput}
            onChange={(event) => changeSearch(event.target.value)}
          />
          <SelectField
            className="w-full sm:w-56"
            label={t('adminUsers.filter.label')}
            value={status ?? ''}
            onChange={(event) => changeStatus(event.target.value)}
            options={[
              { value: '', label: t('adminUsers.filter.all') },
              ...APPROVAL_STATUSES.map((value) => ({ value, label: t(`adminUsers.filter.${value}`) })),
            ]}
          />
          <CheckboxField
            className="sm:pb-2"
            label={t('paymentTermsField.onlyToChoose')}
            checked={termsToChoose}
            onChange={(event) => changeTermsToChoose(event.target.checked)}
          />
        </div>
        {pagination ? (
          <p className="shrink-0 text-sm text-slate-600">
            {status === 'pending'
              ? t('adminUsers.waitingCount', { count: pagination.total })
              : t('adminUsers.totalCount', { count: pagination.total })}
          </p>
        ) : null}
      </div>

      <Notice notice={notice} className="mb-4" />

      <TableState
        query={users}
        empty={list.length === 0}
        loadingLabel={t('adminUsers.loading')}
        errorFallback={t('adminUsers.errors.fetch')}
        emptyTitle={status === 'pending' && !search ? t('adminUsers.noneWaiting') : t('adminUsers.empty')}
        emptyHint={search ? t('adminUsers.emptySearch') : null}
      >
        {/* Table on wider screens */}
        <DataTable
          caption={t('adminUsers.title')}
          className="hidden md:block"
          busy={users.isFetching}
          columns={[
            { key: 'company', label: t('adminUsers.columns.company') },
            { key: 'contactPerson', label: t('adminUsers.columns.contactPerson') },
            { key: 'email', label: t('adminUsers.columns.email') },
            { key: 'type', label: t('adminUsers.columns.type') },
            { key: 'approval', label: t('adminUsers.columns.approval') },
            { key: 'status', label: t('adminUsers.columns.status') },
            { key: 'emailVerified', label: t('adminUsers.columns.emailVerified') },
            { key: 'created', label: t('adminUsers.columns.created') },
            { key: 'actions', label: t('adminUsers.columns.actions'), srOnly: true },
          ]}
        >
          {list.map((user) => (
            <tr key={user.id} className="hover:bg-slate-50">
              <td className="px-4 py-3 font-medium">
                <Link to={`/admin/users/${user.id}`} className="text-teal-800 hover:underline">
                  {user.company_name || user.email}
                </Link>
                <BillingAddressFlag user={user} />
                <PaymentTermsFlag user={user} />
              </td>
              <td className="px-4 py-3 text-slate-700">{user.contact_person}</td>
              <td className="px-4 py-3 text-slate-700">{user.email}</td>
              <td className="px-4 py-3">
                <TypeBadge user={user} />
              </td>
              <td className="px-4 py-3">
                <ApprovalBadge status={user.approval_status} />
              </td>
              <td className="px-4 py-3">
                <ActiveBadge active={user.is_active} />
              </td>
              <td className="px-4 py-3">
                <VerifiedBadge verified={user.email_verified} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatDate(user.created_at, language)}</td>
              <td className="px-4 py-3">{actions(user)}</td>
            </tr>
          ))}
        </DataTable>

        {/* Cards on phones */}
        <ul className="space-y-3 md:hidden">
          {list.map((user) => (
            <li key={user.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Link to={`/admin/users/${user.id}`} className="font-medium text-teal-800 hover:underline">
                    {user.company_name || user.email}
                  </Link>
                  <p className="truncate text-sm text-slate-600">{user.contact_person}</p>
                  <p className="truncate text-sm text-slate-600">{user.email}</p>
                  <BillingAddressFlag user={user} />
                  <PaymentTermsFlag user={user} />
                </div>
                <span className="shrink-0 text-xs text-slate-500">{formatDate(user.created_at, language)}</span>
              </div>
              <UserBadges user={user} className="mt-3 flex flex-wrap gap-2" />
              {isAdminUser(user) ? null : <div className="mt-3">{actions(user)}</div>}
            </li>
          ))}
        </ul>
      </TableState>

      {pagination && pagination.total > 0 ? (
        <nav className="mt-6 flex items-center justify-between gap-3" aria-label={t('adminUsers.pagination')}>
          <Button variant="secondary" onClick={() => goToPage(page - 1)} disabled={page <= 1 || users.isFetching}>
            {t('adminUsers.previous')}
          </Button>
          <p className="text-sm text-slate-600">{t('adminUsers.pageOf', { page, pages })}</p>
          <Button variant="secondary" onClick={() => goToPage(page + 1)} disabled={page >= pages || users.isFetching}>
            {t('adminUsers.next')}
          </Button>
        </nav>
      ) : null}

      <DeleteUserDialog user={deleteTarget} onClose={() => setDeleteTarget(null)} onConfirm={() => void onDelete()} busy={remove.isPending} />
    </div>
  );
}
