import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '@/lib/api-client.ts';
import { PageMeta } from '@/components/ui/page-meta.tsx';

/** The server's answer when the operator hides the catalogue from visitors (Lithuania's ban on tobacco advertising). */
export function isCatalogueHidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'CATALOGUE_HIDDEN';
}

/** A neutral page without any product data or brand names, asking the visitor to log in or register. */
export function CatalogueHidden() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <PageMeta title={t('catalog.hidden.title')} description={t('meta.catalogueHidden.description')} />
      <section data-testid="catalogue-hidden" className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12">
        <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-500" aria-hidden="true">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path
              d="M16.5 10.5V6.75a4.5 4.5 0 1 0-9 0v3.75m-.75 11.25h10.5a2.25 2.25 0 0 0 2.25-2.25v-6.75a2.25 2.25 0 0 0-2.25-2.25H6.75a2.25 2.25 0 0 0-2.25 2.25v6.75a2.25 2.25 0 0 0 2.25 2.25Z"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        <h1 className="mt-6 text-2xl font-bold text-slate-900">{t('catalog.hidden.title')}</h1>
        <p className="mt-3 text-slate-600">{t('catalog.hidden.body')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/login"
            state={{ from: location.pathname + location.search }}
            className="inline-flex items-center justify-center rounded-md bg-teal-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            {t('catalog.hidden.login')}
          </Link>
          <Link
            to="/register"
            className="inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            {t('catalog.hidden.register')}
          </Link>
        </div>
      </section>
    </div>
  );
}
