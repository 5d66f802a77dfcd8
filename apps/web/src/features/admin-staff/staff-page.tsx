import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/card.tsx';
import { Notice, SUCCESS_NOTICE_MS, useNotice } from '@/components/ui/notice.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { useStaff } from './api/get-staff.ts';
import { InviteStaffForm } from './components/invite-staff-form.tsx';
import { StaffTable } from './components/staff-table.tsx';

/** The owner's staff screen (decision 093): who works in the shop, in which role, and new invitations. */
export default function StaffPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('staffRoles.title')} noindex />
      <StaffPageContent />
    </>
  );
}

function StaffPageContent() {
  const { t } = useTranslation();
  const staff = useStaff();
  const [notice, setNotice] = useNotice(SUCCESS_NOTICE_MS);
  const members = staff.data ?? [];

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle subtitle={t('staffRoles.subtitle')}>{t('staffRoles.title')}</PageTitle>
      <Notice notice={notice} onDismiss={() => setNotice(null)} testId="staff-notice" />
      <InviteStaffForm onMessage={setNotice} />
      <TableState query={staff} empty={members.length === 0} onRetry={() => void staff.refetch()}>
        <StaffTable staff={members} onMessage={setNotice} />
      </TableState>
    </div>
  );
}
