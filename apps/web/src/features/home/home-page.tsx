import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/session.ts';
import { BrandsStrip } from './components/brands-strip.tsx';
import { FeatureCards } from './components/feature-cards.tsx';
import { SystemStatusBox } from './components/system-status.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { brandsQueryOptions } from '@/api/catalog/get-brands.ts';
import { queryClient } from '@/lib/query-client.ts';
import { getSession } from '@/lib/session.ts';
import { viewerOf } from '@/lib/viewer.ts';

const primaryLink =
  'inline-flex items-center justify-center rounded-md bg-white px-6 py-3 text-base font-semibold text-teal-800 shadow-sm hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
const secondaryLink =
  'inline-flex items-center justify-center rounded-md border border-white/60 px-6 py-3 text-base font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The brands the home page lists: asked for while React is still loading, and by the server when it prerenders the page. */
export function prefetch(_url: URL, client: QueryClient = queryClient): Promise<void> {
  return client.prefetchQuery(brandsQueryOptions(viewerOf(getSession()).key));
}

export default function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const loggedIn = session !== null;

  return (
    <>
      <PageMeta title={t('home.pageTitle')} description={t('meta.home.description')} />
      <section className="relative overflow-hidden bg-gradient-to-br from-teal-800 via-teal-700 to-slate-800 text-white">
        <div className="pointer-events-none absolute -right-24 -top-24 h-96 w-96 rounded-full bg-teal-500/20 blur-3xl" aria-hidden="true" />
        <div className="relative mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-widest text-teal-200">{t('home.hero.eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{t('home.hero.title')}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-teal-50">{t('home.hero.subtitle')}</p>
          {loggedIn ? (
            <p className="mt-4 text-teal-100">{t('home.hero.welcome', { name: session.user.company_name || session.user.email })}</p>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            {loggedIn ? (
              <>
                <Link to="/products" className={primaryLink}>
                  {t('home.hero.browseProducts')}
                </Link>
                <Link to="/dashboard" className={secondaryLink}>
                  {t('home.hero.goToDashboard')}
                </Link>
              </>
            ) : (
              <>
                <Link to="/register" className={primaryLink}>
                  {t('home.hero.register')}
                </Link>
                <Link to="/login" className={secondaryLink}>
                  {t('home.hero.login')}
                </Link>
              </>
            )}
          </div>
          {!loggedIn ? <p className="mt-6 text-sm text-teal-100">{t('home.hero.businessOnly')}</p> : null}
        </div>
      </section>

      <FeatureCards />
      <BrandsStrip />

      <section className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2 lg:px-8">
        <SystemStatusBox />
        <section aria-labelledby="home-support-title" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="home-support-title" className="text-sm font-semibold uppercase tracking-wider text-slate-500">
            {t('home.support.title')}
          </h2>
          <p className="mt-2 text-slate-700" data-testid="support-contact">
            {t('home.support.body')}
          </p>
        </section>
      </section>

      {!loggedIn ? (
        <section aria-labelledby="home-cta-title" className="bg-slate-900">
          <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
            <div>
              <h2 id="home-cta-title" className="text-2xl font-bold text-white">
                {t('home.cta.title')}
              </h2>
              <p className="mt-2 max-w-2xl text-slate-300">{t('home.cta.body')}</p>
            </div>
            <Link
              to="/register"
              className="inline-flex shrink-0 items-center rounded-md bg-teal-700 px-6 py-3 text-base font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300"
            >
              {t('home.cta.button')}
            </Link>
          </div>
        </section>
      ) : null}
    </>
  );
}
