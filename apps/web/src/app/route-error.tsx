import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { Toaster } from '@/components/ui/toast.tsx';
import { BugReportButton } from '@/features/bug-report/bug-report-button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import { LogoMark } from './layouts/icons.tsx';

/**
 * The router's error element: a readable message and a way home instead of a blank page, and the
 * bug-report button (the error is logged, so a report carries it).
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();

  let title = t('common.routeError.title');
  let detail: string | null = null;
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? t('common.routeError.notFound') : `${error.status} ${error.statusText}`;
    detail = typeof error.data === 'string' ? error.data : null;
  } else if (error instanceof ApiError) {
    detail = errorText(error, t('common.routeError.title'));
  } else if (error instanceof Error) {
    // A chunk that failed to load after a new deployment is fixed by reloading the page.
    detail = /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
      ? t('common.routeError.chunk')
      : error.message;
  }
  useEffect(() => console.error('Page failed', error), [error]);

  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <PageMeta title={title} noindex />
      <div role="alert" className="w-full max-w-lg rounded-lg border border-red-200 bg-white p-8 text-center shadow-sm">
        <div className="mb-4 flex justify-center">
          <LogoMark className="h-10 w-10" />
        </div>
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{t('common.routeError.body')}</p>
        {detail ? <p className="mt-3 break-words rounded bg-red-50 px-3 py-2 text-sm text-red-800">{detail}</p> : null}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to="/"
            reloadDocument
            className="inline-flex items-center rounded-md bg-teal-700 px-4 py-2 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            {t('common.routeError.home')}
          </Link>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            {t('common.routeError.reload')}
          </button>
        </div>
      </div>
      <BugReportButton />
      <Toaster />
    </div>
  );
}
