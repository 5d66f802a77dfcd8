import type { ReactNode } from 'react';

const accents = {
  teal: 'border-l-teal-600',
  sky: 'border-l-sky-500',
  violet: 'border-l-violet-500',
  slate: 'border-l-slate-400',
} as const;

/** One figure of the dashboard header. */
export function StatCard({
  label,
  value,
  hint,
  accent = 'teal',
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  accent?: keyof typeof accents;
}) {
  return (
    <div data-testid="stat-card" className={`rounded-lg border border-l-4 border-slate-200 bg-white px-4 py-3 shadow-sm ${accents[accent]}`}>
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{value}</p>
      {hint ? <p className="mt-0.5 text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}
