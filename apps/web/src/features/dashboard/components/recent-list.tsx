import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';

/** A dashboard card with a short list, a "view all" link and an empty text. */
export function RecentList({
  title,
  viewAllTo,
  viewAllLabel,
  loading,
  loadingLabel,
  emptyText,
  children,
  count,
}: {
  title: string;
  viewAllTo: string;
  viewAllLabel: string;
  loading: boolean;
  loadingLabel: string;
  emptyText: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Card
      title={title}
      actions={
        <Link to={viewAllTo} className="text-sm font-medium text-teal-700 hover:text-teal-800 hover:underline">
          {viewAllLabel}
        </Link>
      }
    >
      {loading ? (
        <Spinner label={loadingLabel} />
      ) : count === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-slate-100">{children}</ul>
      )}
    </Card>
  );
}
