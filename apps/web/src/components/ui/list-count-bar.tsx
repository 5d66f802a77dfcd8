import type { ReactNode } from 'react';

interface ListCountBarProps {
  /** "75 invoices", "More than 10,000 orders". */
  count: string;
  countTestId: string;
  /** The list's actions: Clear filters, Refresh. */
  children: ReactNode;
}

/**
 * Under a list's filters: how many match, and the list's actions. On a phone the actions sit on
 * their own line at the left, so the bug-report button in the bottom-right corner never covers one;
 * from `sm` up they share the line, at the right.
 */
export function ListCountBar({ count, countTestId, children }: ListCountBarProps) {
  return (
    <div className="mb-4 flex flex-col items-start gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600" aria-live="polite" data-testid={countTestId}>
        {count}
      </p>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </div>
  );
}
