import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const iconProps = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const FEATURES: { id: 'bulk' | 'invoicing' | 'tracking'; icon: ReactNode }[] = [
  {
    id: 'bulk',
    icon: (
      <>
        <path d="M21 8 12 3 3 8l9 5 9-5Z" />
        <path d="m3 13 9 5 9-5" />
        <path d="m3 17.5 9 5 9-5" />
      </>
    ),
  },
  {
    id: 'invoicing',
    icon: (
      <>
        <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
        <path d="M14 3v6h6M8 13h8M8 17h5" />
      </>
    ),
  },
  {
    id: 'tracking',
    icon: (
      <>
        <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7z" />
        <circle cx="7" cy="18" r="1.8" />
        <circle cx="17" cy="18" r="1.8" />
      </>
    ),
  },
];

/** The drawn paths of a feature's icon go into one 24×24 outline frame. */
function FeatureIcon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" {...iconProps}>
      {children}
    </svg>
  );
}

/** The home page's three claims: bulk ordering, automated invoicing, order tracking. */
export function FeatureCards() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-features-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <h2 id="home-features-title" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('home.features.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-center text-slate-600">{t('home.features.subtitle')}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
            <div className="mb-4 inline-flex h-11 w-11 items-center justify-center rounded-lg bg-teal-50 text-teal-700">
              <FeatureIcon>{feature.icon}</FeatureIcon>
            </div>
            <h3 className="text-lg font-semibold text-slate-900">{t(`home.features.${feature.id}.title`)}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{t(`home.features.${feature.id}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
