import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@shop/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

const APPROVAL_TONES: Record<string, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

/** Pending amber, approved green, rejected red. */
export function ApprovalBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Badge tone={APPROVAL_TONES[status] ?? 'neutral'}>{t(`adminUsers.approval.${status}`, { defaultValue: status })}</Badge>;
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? t('adminUsers.active') : t('adminUsers.inactive')}</Badge>;
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return <Badge tone={verified ? 'info' : 'warning'}>{verified ? t('adminUsers.emailVerified') : t('adminUsers.emailNotVerified')}</Badge>;
}

/** Administrator, or the customer type: SHOP, BAR or Regular. */
export function TypeBadge({ user }: { user: Pick<AdminUser, 'is_admin' | 'role' | 'user_type'> }) {
  const { t } = useTranslation();
  if (user.is_admin || user.role === 'admin') return <Badge tone="purple">{t('adminUsers.administrator')}</Badge>;
  return (
    <Badge tone={user.user_type ? 'brand' : 'neutral'}>
      {user.user_type ? t(`adminUsers.types.${user.user_type}`) : t('adminUsers.types.regular')}
    </Badge>
  );
}

/** All four of a user's badges in a row: type, approval, active, e-mail verified. */
export function UserBadges({ user, className }: { user: AdminUser; className: string }) {
  return (
    <div className={className}>
      <TypeBadge user={user} />
      <ApprovalBadge status={user.approval_status} />
      <ActiveBadge active={user.is_active} />
      <VerifiedBadge verified={user.email_verified} />
    </div>
  );
}
