import type { ReactNode } from 'react';

/** A titled group of the registration form, its fields in two columns from small screens up. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold uppercase tracking-wider text-slate-500">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
