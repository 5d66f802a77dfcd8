import type { ReactNode } from 'react';

/** A customer list with nothing in it: a heading, a line of text and what to do next (a link or "Show all"). */
export function EmptyBox({ testId, title, body, action }: { testId: string; title: string; body: string; action?: ReactNode }) {
  return (
    <div data-testid={testId} className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{body}</p>
      {action}
    </div>
  );
}
