import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings, useUpdateSettings } from '@/api/settings/shop-settings.ts';
import { LicenceStatusBadge } from '@/components/account/licence-status.tsx';
import { Notice, type NoticeMessage } from '@/components/ui/notice.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useLicenceQueue } from '../api/licences.ts';
import { LicenceChanges } from './licence-changes.tsx';

/** Above the users list: the licences waiting for a check, and the switch that makes a verified licence a condition of ordering. */
export function LicenceQueue() {
  const { t } = useTranslation();
  const queue = useLicenceQueue();
  const list = queue.data ?? [];
  return (
    <section
      className="mb-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby="licence-queue-heading"
      data-testid="licence-queue"
    >
      <h2 id="licence-queue-heading" className="font-semibold text-slate-900">
        {t('adminUsers.licences.queueTitle', { count: list.length })}
      </h2>
      <RequireVerifiedSwitch />
      <TableState
        query={queue}
        empty={list.length === 0}
        emptyTitle={t('adminUsers.licences.queueEmpty')}
        loadingLabel={t('adminUsers.licences.loading')}
      >
        <ul className="mt-3 divide-y divide-slate-100">
          {list.map((item) => (
            <li key={item.id} className="py-2" data-testid="licence-queue-item">
              <Link to={`/admin/users/${item.user_id}`} className="flex flex-wrap items-center justify-between gap-2 rounded px-1 hover:bg-slate-50">
                <span className="min-w-0 text-sm">
                  <span className="font-medium text-slate-900">{item.company_name || item.email}</span>
                  <span className="text-slate-600">
                    {' '}
                    · {item.tobacco_license} · {item.address_name}, {item.city}
                  </span>
                </span>
                <LicenceStatusBadge licence={item} />
              </Link>
              <LicenceChanges licence={item} />
            </li>
          ))}
        </ul>
      </TableState>
    </section>
  );
}

function RequireVerifiedSwitch() {
  const { t } = useTranslation();
  const settings = useSettings();
  const update = useUpdateSettings();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const on = settings.data?.require_verified_licence ?? false;
  const change = async (next: boolean) => {
    setNotice(null);
    try {
      await update.mutateAsync({ require_verified_licence: next, version: settings.data?.version });
      setNotice({ tone: 'success', text: t(next ? 'adminUsers.licences.requireOn' : 'adminUsers.licences.requireOff') });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('adminUsers.licences.failed')) });
    }
  };
  return (
    <div className="mt-3">
      <Switch
        data-testid="require-verified-licence"
        checked={update.isPending && update.variables?.require_verified_licence !== undefined ? update.variables.require_verified_licence : on}
        onCheckedChange={(next) => void change(next)}
        disabled={!settings.data || update.isPending}
        label={t('adminUsers.licences.requireLabel')}
        description={t('adminUsers.licences.requireHint')}
        stateText={on ? t('adminUsers.licences.on') : t('adminUsers.licences.off')}
      />
      <Notice notice={notice} className="mt-2" />
    </div>
  );
}
