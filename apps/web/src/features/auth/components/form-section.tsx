import type { ReactNode } from 'react';

/** A titled group of the registration form, its fields in two columns from small screens up. */
export function FormSection({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold uppercase tracking-wider text-slate-500">{legend}</legend>
      {hint ? <p className="-mt-2 text-xs text-slate-500">{hint}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
