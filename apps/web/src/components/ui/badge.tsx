import type { ReactNode } from 'react';

const tones = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300',
  success: 'bg-green-50 text-green-800 ring-green-300',
  warning: 'bg-amber-50 text-amber-800 ring-amber-300',
  danger: 'bg-red-50 text-red-800 ring-red-300',
  info: 'bg-sky-50 text-sky-800 ring-sky-300',
  brand: 'bg-teal-50 text-teal-800 ring-teal-300',
  purple: 'bg-violet-50 text-violet-800 ring-violet-300',
} as const;

export type BadgeTone = keyof typeof tones;

/** A small status pill. */
export function Badge({ tone = 'neutral', children, className = '' }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
