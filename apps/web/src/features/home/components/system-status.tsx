import { useTranslation } from 'react-i18next';
import { useSystemStatus, type SystemStatus } from '../api/get-health.ts';

const TONES: Record<SystemStatus, { box: string; dot: string }> = {
  operational: { box: 'border-green-200 bg-green-50 text-green-900', dot: 'bg-green-500' },
  limited: { box: 'border-amber-200 bg-amber-50 text-amber-900', dot: 'bg-amber-500' },
  backend_error: { box: 'border-red-200 bg-red-50 text-red-900', dot: 'bg-red-500' },
  connection_failed: { box: 'border-red-200 bg-red-50 text-red-900', dot: 'bg-red-500' },
};

/** The system status box: fully operational, limited mode, backend error or connection failed. */
export function SystemStatusBox() {
  const { t } = useTranslation();
  const { status, isLoading } = useSystemStatus();
  const tone = status ? TONES[status] : { box: 'border-slate-200 bg-white text-slate-700', dot: 'bg-slate-400 animate-pulse' };
  return (
    <section
      aria-labelledby="home-status-title"
      className={`rounded-xl border p-5 ${tone.box}`}
      data-testid="system-status"
      data-status={status ?? 'checking'}
    >
      <h2 id="home-status-title" className="text-sm font-semibold uppercase tracking-wider opacity-80">
        {t('home.status.title')}
      </h2>
      <div role="status" aria-live="polite" className="mt-2 flex items-start gap-3">
        <span className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${tone.dot}`} aria-hidden="true" />
        {isLoading || !status ? (
          <p>{t('home.status.checking')}</p>
        ) : (
          <div>
            <p className="font-semibold">{t(`home.status.${status}.title`)}</p>
            <p className="mt-0.5 text-sm opacity-90">{t(`home.status.${status}.body`)}</p>
          </div>
        )}
      </div>
    </section>
  );
}
