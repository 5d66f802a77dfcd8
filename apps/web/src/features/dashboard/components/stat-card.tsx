import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function StatCard({ label, value, icon, loading }: { label: string; value: ReactNode; icon: ReactNode; loading?: boolean }) {
  return (
    <div className="flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700" aria-hidden="true">
        {icon}
      </div>
      <dl className="min-w-0">
        <dt className="truncate text-sm font-medium text-slate-600">{label}</dt>
        <dd className="mt-1 text-2xl font-semibold text-slate-900" aria-busy={loading || undefined}>
          {loading ? <span className="inline-block h-7 w-16 animate-pulse rounded bg-slate-200" /> : value}
        </dd>
      </dl>
    </div>
  );
}

export interface Stat {
  /** Its `dashboard.stats.*` label. */
  key: string;
  value: ReactNode;
  icon: ReactNode;
}

/** The row of stat cards at the top of a dashboard; every figure shows a placeholder while the stats load. */
export function StatCards({ stats, loading }: { stats: readonly Stat[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('dashboard.statsLabel')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {stats.map((stat) => (
        <StatCard key={stat.key} label={t(`dashboard.stats.${stat.key}`)} value={stat.value} icon={stat.icon} loading={loading} />
      ))}
    </section>
  );
}

/** A 22-pixel outline icon, hidden from assistive technology (the card's text says it all). */
function icon(shapes: ReactNode) {
  return (
    <svg
      aria-hidden="true"
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shapes}
    </svg>
  );
}

export const icons = {
  orders: icon(<path d="M9 5h10M9 12h10M9 19h10M4 5h.01M4 12h.01M4 19h.01" />),
  pending: icon(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 3" />
    </>,
  ),
  money: icon(<path d="M17 6.5A6.5 6.5 0 1 0 17 17.5M4 10h9M4 14h9" />),
  cart: icon(
    <>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 8H6.2" />
    </>,
  ),
  approvals: icon(
    <>
      <circle cx="10" cy="8" r="4" />
      <path d="M3 20a7 7 0 0 1 11-5.7M16 19l2 2 4-4" />
    </>,
  ),
  customers: icon(
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
    </>,
  ),
};
