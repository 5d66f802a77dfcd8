import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorText } from '@/lib/error-text.ts';

interface ListStatesProps {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  empty: boolean;
  loadingLabel: string;
  errorFallback: string;
  emptyTestId: string;
  emptyTitle: string;
  emptyBody: string;
  /** Under the empty texts: "Show all" when filtered, or a way on. */
  emptyAction?: ReactNode;
  children: ReactNode;
}

/** A customer list tab's states: spinner, the error with a retry, the empty box with its texts, else the list. */
export function ListStates({
  query,
  empty,
  loadingLabel,
  errorFallback,
  emptyTestId,
  emptyTitle,
  emptyBody,
  emptyAction,
  children,
}: ListStatesProps) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError)
    return (
      <Alert tone="error" title={errorText(query.error, errorFallback)}>
        <Button variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
          {t('orders.retry')}
        </Button>
      </Alert>
    );
  if (empty)
    return (
      <div data-testid={emptyTestId} className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <h2 className="text-lg font-semibold text-slate-900">{emptyTitle}</h2>
        <p className="mt-1 text-sm text-slate-600">{emptyBody}</p>
        {emptyAction}
      </div>
    );
  return <>{children}</>;
}
