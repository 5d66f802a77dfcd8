import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedInDevice } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { TableState } from '@/components/ui/table-state.tsx';
import { errorText } from '@/lib/error-text.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useSession } from '@/lib/session.ts';
import { useLogout } from '@/lib/use-logout.ts';
import { useLogoutEverywhere } from '../api/logout-everywhere.ts';
import { useEndDevice, useSignedInDevices } from '../api/signed-in-devices.ts';

/** What the login page is told after "Log out everywhere" (it says every device was signed out). */
const SIGNED_OUT_EVERYWHERE = { to: '/login', state: { reason: 'logged_out_everywhere' } };

/**
 * "Signed-in devices" (decision 090): each session with its browser and system, address, first and
 * last use, this one marked; any other can be ended. "Log out everywhere" asks first, then ends
 * every session, this one's too, and lands on the login page, which says so.
 */
export function SessionsCard() {
  const { t } = useTranslation();
  const userId = useSession()?.user.id ?? 0;
  const devices = useSignedInDevices(userId);
  const endDevice = useEndDevice(userId);
  const logout = useLogout();
  const everywhere = useLogoutEverywhere();
  const [asking, setAsking] = useState(false);
  const list = devices.data ?? [];

  return (
    <Card title={t('profile.sessions.title')}>
      <p className="text-sm text-slate-600">{t('profile.sessions.note')}</p>
      <div className="mt-4">
        <TableState
          query={devices}
          empty={list.length === 0}
          loadingLabel={t('devices.loading')}
          errorFallback={t('devices.loadFailed')}
          onRetry={() => void devices.refetch()}
        >
          <ul className="divide-y divide-slate-100" aria-label={t('profile.sessions.title')} data-testid="signed-in-devices">
            {list.map((device) => (
              <DeviceRow
                key={device.id}
                device={device}
                ending={endDevice.isPending && endDevice.variables === device.id}
                onEnd={() => endDevice.mutate(device.id)}
              />
            ))}
          </ul>
        </TableState>
      </div>
      {endDevice.isSuccess ? (
        <div className="mt-3">
          <Alert tone="success">{t('devices.ended')}</Alert>
        </div>
      ) : null}
      {endDevice.isError ? (
        <div className="mt-3">
          <Alert tone="error">{errorText(endDevice.error, t('devices.endFailed'))}</Alert>
        </div>
      ) : null}
      {everywhere.isError ? (
        <div className="mt-3">
          <Alert tone="error">{t('profile.sessions.failed')}</Alert>
        </div>
      ) : null}
      <Button variant="secondary" className="mt-4 w-full" disabled={everywhere.isPending} onClick={() => setAsking(true)}>
        {t('profile.sessions.logoutEverywhere')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('devices.confirmTitle')}
        description={t('devices.confirmBody')}
        confirmLabel={t('profile.sessions.logoutEverywhere')}
        cancelLabel={t('devices.cancel')}
        busy={everywhere.isPending}
        onConfirm={() =>
          everywhere.mutate(undefined, {
            onSuccess: () => logout({ endedOnServer: true, goTo: SIGNED_OUT_EVERYWHERE }),
            onError: () => setAsking(false),
          })
        }
      />
    </Card>
  );
}

function DeviceRow({ device, ending, onEnd }: { device: SignedInDevice; ending: boolean; onEnd: () => void }) {
  const { t } = useTranslation();
  const name = [device.browser, device.system].filter(Boolean).join(' · ') || device.user_agent || t('devices.unknownBrowser');
  return (
    <li className="flex items-start justify-between gap-3 py-3" data-testid="signed-in-device" data-current={device.current}>
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="break-words">{name}</span>
          {device.current ? (
            <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800">{t('devices.thisDevice')}</span>
          ) : null}
        </p>
        <p className="mt-0.5 text-slate-600">{device.last_seen_at ? t('devices.lastSeen', { at: formatDateTime(device.last_seen_at) }) : null}</p>
        <p className="text-slate-600">{t('devices.signedIn', { at: formatDateTime(device.created_at) })}</p>
        {device.ip_address ? <p className="text-slate-500">{t('devices.address', { address: device.ip_address })}</p> : null}
      </div>
      {device.current ? null : (
        <Button
          variant="secondary"
          className="shrink-0 px-3 py-1"
          disabled={ending}
          onClick={onEnd}
          aria-label={t('devices.endLabel', { device: name })}
        >
          {t('devices.end')}
        </Button>
      )}
    </li>
  );
}
