import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link.tsx';
import type { AdminUser } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { formatDate, formatDateTime } from '@/lib/format.ts';
import { PaymentTermsDetail } from './components/payment-terms-flag.tsx';
import { useSession } from '@/lib/session.ts';
import { useCan } from '@/lib/permissions.ts';
import { useDeleteUser } from './api/delete-user.ts';
import { useUser } from './api/get-user.ts';
import { useRejectUser } from './api/reject-user.ts';
import { useUpdateUser } from './api/update-user.ts';
import { useVerifyUserEmail } from './api/verify-user-email.ts';
import { CustomerLicences } from './components/customer-licences.tsx';
import { CreditLimitCard } from './components/credit-limit-card.tsx';
import { UserEditForm } from './components/user-edit-form.tsx';
import { UserBadges } from './components/user-badges.tsx';
import { canApprove, useApproval } from './components/approval.ts';
import { DeleteUserDialog } from './components/delete-user-dialog.tsx';
import { BillingAddressNotice } from './components/billing-address-flag.tsx';
import { HeldCompanyChangeCard } from './components/company-changes-queue.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';

const REJECT_REASON_MAX = 500;

function BackToUsers() {
  const { t } = useTranslation();
  return <BackLink to="/admin/users">{t('adminUsers.backToUsers')}</BackLink>;
}

export default function UserPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('meta.titles.adminUser')} noindex />
      <UserPageContent />
    </>
  );
}

function UserPageContent() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useUser(id);

  let body: ReactNode;
  if (!valid || (query.isError && query.error instanceof ApiError && query.error.status === 404)) {
    body = (
      <div className="rounded-lg border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">{t('adminUsers.notFound')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('adminUsers.notFoundText')}</p>
        <div className="mt-4">
          <BackToUsers />
        </div>
      </div>
    );
  } else if (query.isPending) {
    body = <Spinner label={t('adminUsers.loadingUser')} />;
  } else if (query.isError) {
    body = <Alert tone="error">{errorText(query.error, t('adminUsers.errors.fetchUser'))}</Alert>;
  } else {
    body = <UserDetail user={query.data} />;
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {valid && !query.isError ? (
        <div className="mb-4">
          <BackToUsers />
        </div>
      ) : null}
      {body}
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-2.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function UserDetail({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const admin = user.is_admin || user.role === 'admin';
  const pending = user.approval_status === 'pending';
  const approvable = canApprove(user);
  // An administrator cannot switch off their own account (the server refuses it too).
  const self = useSession()?.user.id === user.id;
  // A role that may only read customers (the accountant) sees the account, not what changes it (decision 093).
  const manage = useCan('customers.manage');
  const prices = useCan('prices.manage');
  const hasActions = manage ? !admin || !self || !user.email_verified : !admin && prices;

  const [message, setMessage] = useState<NoticeMessage | null>(null);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [deleteOpen, setDeleteOpen] = useState(false);
  const staleWrite = useStaleWrite();
  const query = useUser(user.id);

  const approval = useApproval();
  const reject = useRejectUser();
  const update = useUpdateUser();
  const verify = useVerifyUserEmail();
  const remove = useDeleteUser();
  const busy = approval.busy || reject.isPending || update.isPending || verify.isPending || remove.isPending;

  /** Runs an action; its success text is given, or made from the action's answer. */
  const run = async <T,>(action: () => Promise<T>, success: string | ((answer: T) => string), failure: string) => {
    setMessage(null);
    staleWrite.dismiss();
    try {
      const answer = await action();
      setMessage({ tone: 'success', text: typeof success === 'string' ? success : success(answer) });
      return true;
    } catch (error) {
      if (!staleWrite.caught(error)) setMessage({ tone: 'error', text: errorText(error, failure) });
      return false;
    }
  };

  const onApprove = () =>
    run(
      () => approval.approve(user),
      (text) => text,
      t('adminUsers.errors.approve'),
    );
  const onToggleActive = () =>
    run(
      () => update.mutateAsync({ id: user.id, body: { is_active: !user.is_active, version: user.version } }),
      user.is_active ? t('adminUsers.messages.deactivated') : t('adminUsers.messages.activated'),
      t('adminUsers.errors.status'),
    );
  const onVerify = () => run(() => verify.mutateAsync(user.id), t('adminUsers.messages.emailVerified'), t('adminUsers.errors.verify'));
  const onReject = async () => {
    const ok = await run(
      () => reject.mutateAsync({ id: user.id, reason: reason.trim() }),
      t('adminUsers.messages.rejected', { name: user.company_name }),
      t('adminUsers.errors.reject'),
    );
    setRejectOpen(false);
    if (ok) setReason('');
  };
  const onDelete = async () => {
    setMessage(null);
    try {
      const answer = await remove.mutateAsync(user.id);
      const notice: NoticeMessage = {
        tone: 'success',
        text: answer.anonymised
          ? t('adminUsers.messages.anonymised', { name: user.company_name })
          : t('adminUsers.messages.deleted', { name: user.company_name }),
      };
      setDeleteOpen(false);
      void navigate('/admin/users', { state: { notice } });
    } catch (error) {
      setDeleteOpen(false);
      setMessage({ tone: 'error', text: errorText(error, t('adminUsers.errors.delete')) });
    }
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">{user.company_name || user.email}</h1>
          <p className="mt-1 text-slate-600">
            {user.contact_person} · {user.email}
          </p>
          <UserBadges user={user} className="mt-3 flex flex-wrap gap-2" />
        </div>
      </header>

      <Notice notice={message} />
      {/* A fresh copy has a new version, so the form below starts again from the server's data. */}
      {staleWrite.stale ? <StaleWriteNotice onReload={() => void staleWrite.reload(() => query.refetch())} reloading={staleWrite.reloading} /> : null}
      <BillingAddressNotice user={user} />
      {manage ? <HeldCompanyChangeCard user={user} onDecided={setMessage} /> : null}
      {pending && !admin ? <Alert tone="warning">{t('adminUsers.pendingNotice')}</Alert> : null}
      {approvable && user.approval_status === 'rejected' ? <Alert tone="warning">{t('adminUsers.rejectedNotice')}</Alert> : null}
      {approvable && !user.email_verified ? <Alert tone="info">{t('adminUsers.unverifiedApprovalNotice')}</Alert> : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="user-edit-heading">
            <h2 id="user-edit-heading" className="mb-4 text-lg font-semibold text-slate-900">
              {t('adminUsers.editHeading')}
            </h2>
            <UserEditForm
              key={`${user.version}-${user.updated_at}`}
              user={user}
              onMessage={setMessage}
              onStale={staleWrite.show}
              readOnly={!manage}
            />
          </section>
          {!admin && manage ? <CustomerLicences userId={user.id} /> : null}
        </div>

        <div className="space-y-6">
          <Card title={t('adminUsers.actionsHeading')}>
            <div className="flex flex-col gap-2">
              {manage && approvable ? (
                <Button onClick={() => void onApprove()} disabled={busy}>
                  {approval.label(user)}
                </Button>
              ) : null}
              {manage && !admin && pending ? (
                <Button variant="secondary" className="text-red-700" onClick={() => setRejectOpen(true)} disabled={busy}>
                  {t('adminUsers.actions.reject')}
                </Button>
              ) : null}
              {manage && !self ? (
                <Button variant="secondary" onClick={() => void onToggleActive()} disabled={busy}>
                  {user.is_active ? t('adminUsers.actions.deactivate') : t('adminUsers.actions.activate')}
                </Button>
              ) : null}
              {manage && !user.email_verified ? (
                <Button variant="secondary" onClick={() => void onVerify()} disabled={busy}>
                  {t('adminUsers.actions.verifyEmail')}
                </Button>
              ) : null}
              {prices && !admin ? (
                <Link
                  to={`/admin/pricing/customer/${user.id}`}
                  data-testid="custom-prices-link"
                  className="inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
                >
                  {t('adminUsers.customPrices')}
                </Link>
              ) : null}
              {manage && !admin ? (
                <Button variant="danger" onClick={() => setDeleteOpen(true)} disabled={busy}>
                  {t('adminUsers.actions.deleteUser')}
                </Button>
              ) : null}
              {!hasActions ? <p className="text-sm text-slate-500">{t('adminUsers.noActions')}</p> : null}
            </div>
          </Card>

          <Card title={t('adminUsers.detailsHeading')}>
            <dl className="divide-y divide-slate-100">
              <Detail label={t('adminUsers.details.memberSince')}>{formatDate(user.created_at, language)}</Detail>
              <Detail label={t('adminUsers.details.lastUpdated')}>{formatDate(user.updated_at, language)}</Detail>
              {user.approved_at ? <Detail label={t('adminUsers.details.approvedAt')}>{formatDateTime(user.approved_at, language)}</Detail> : null}
              {user.approval_status === 'rejected' ? (
                <Detail label={t('adminUsers.details.rejectionReason')}>{user.rejection_reason || '—'}</Detail>
              ) : null}
              <Detail label={t('adminUsers.details.orders')}>{user.order_count ?? 0}</Detail>
              <Detail label={t('adminUsers.details.addresses')}>{user.address_count ?? 0}</Detail>
              <Detail label={t('adminUsers.details.paymentTerms')}>
                <PaymentTermsDetail user={user} />
              </Detail>
            </dl>
          </Card>
          {/* Decision 082: the limit beside what the customer owes; a fresh copy of the account starts it again. */}
          {!admin && manage ? <CreditLimitCard key={user.version} user={user} onMessage={setMessage} onStale={staleWrite.show} /> : null}
        </div>
      </div>

      <ConfirmDialog
        open={rejectOpen}
        onOpenChange={(open) => {
          if (!reject.isPending) setRejectOpen(open);
        }}
        title={t('adminUsers.rejectDialog.title')}
        description={t('adminUsers.rejectDialog.description', { name: user.company_name })}
        confirmLabel={reject.isPending ? t('adminUsers.rejectDialog.rejecting') : t('adminUsers.rejectDialog.confirm')}
        cancelLabel={t('adminUsers.rejectDialog.cancel')}
        onConfirm={() => void onReject()}
        busy={reject.isPending}
      >
        <TextareaField
          label={t('adminUsers.rejectDialog.reason')}
          placeholder={t('adminUsers.rejectDialog.reasonPlaceholder')}
          value={reason}
          maxLength={REJECT_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
        />
      </ConfirmDialog>

      <DeleteUserDialog
        user={deleteOpen ? user : null}
        onClose={() => setDeleteOpen(false)}
        onConfirm={() => void onDelete()}
        busy={remove.isPending}
      />
    </div>
  );
}
