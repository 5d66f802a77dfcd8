import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorText } from '@/lib/error-text.ts';

/** What a list needs to know of its query (a TanStack Query result fits). */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface TableStateProps {
  query: ListQuery;
  /** Whether the loaded list has no rows. */
  empty: boolean;
  /** The list itself, shown once loaded and not empty. */
  children: ReactNode;
  loadingLabel?: string;
  /** The error text when the server's answer has none the user should read. */
  errorFallback?: string;
  /** A retry button under the error. */
  onRetry?: () => void;
  emptyTitle?: string;
  emptyHint?: ReactNode;
  emptyTestId?: string;
  /** Shown instead of the dashed box when the list is empty (a customer list's `EmptyBox`). */
  emptyContent?: ReactNode;
}

/**
 * The states every admin list has, the same everywhere: a spinner while loading, the error (with a
 * retry when given) when the load failed, a dashed box when there is nothing, else the list. Texts
 * default to the shared `ui.table.*` translations.
 */
export function TableState({
  query,
  empty,
  children,
  loadingLabel,
  errorFallback,
  onRetry,
  emptyTitle,
  emptyHint,
  emptyTestId,
  emptyContent,
}: TableStateProps) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={loadingLabel ?? t('ui.table.loading')} />;
  if (query.isError)
    return (
      <Alert tone="error">
        <p>{errorText(query.error, errorFallback ?? t('ui.table.error'))}</p>
        {onRetry ? (
          <Button variant="secondary" className="mt-2" onClick={onRetry}>
            {t('ui.table.retry')}
          </Button>
        ) : null}
      </Alert>
    );
  if (empty && emptyContent) return <>{emptyContent}</>;
  if (empty)
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center" data-testid={emptyTestId}>
        <p className="font-medium text-slate-800">{emptyTitle ?? t('ui.table.empty')}</p>
        {emptyHint ? <p className="mt-1 text-sm text-slate-500">{emptyHint}</p> : null}
      </div>
    );
  return <>{children}</>;
}
