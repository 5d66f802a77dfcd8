import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@shop/domain';
import { useCan } from '@/lib/permissions.ts';

/**
 * Inside an administrators' page: a role without the permission sees why, instead of the page
 * (decision 093). Its texts are the administrators', loaded with every such page.
 */
export function RequirePermission({ permission, children }: { permission: Permission; children?: ReactNode }) {
  const { t } = useTranslation();
  if (useCan(permission)) return children;
  return (
    <div role="alert" data-testid="forbidden-for-role" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{t('staffRoles.forbidden.title')}</h1>
      <p className="mt-2 text-slate-600">{t('staffRoles.forbidden.text')}</p>
    </div>
  );
}
