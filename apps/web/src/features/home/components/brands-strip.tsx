import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useBrands } from '@/api/catalog/get-brands.ts';
import { useViewer } from '@/lib/viewer.ts';

/** When the brand list cannot be loaded the home page shows these four. */
const FALLBACK_BRANDS = ['Al Fakher', 'Adalya', 'Fumari', 'Darkside'] as const;

export function BrandsStrip() {
  const { t } = useTranslation();
  const query = useBrands(useViewer().key);
  const brands: readonly string[] = query.isError ? FALLBACK_BRANDS : (query.data ?? []);

  return (
    <section aria-labelledby="home-brands-title" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="home-brands-title" className="text-center text-sm font-semibold uppercase tracking-widest text-teal-700">
          {t('home.brands.title')}
        </h2>
        <p className="mt-2 text-center text-slate-600">{t('home.brands.subtitle')}</p>
        <div className="mt-8" data-testid="brands-strip">
          {query.isPending ? (
            <Spinner label={t('home.brands.loading')} />
          ) : brands.length === 0 ? (
            <p className="text-center text-slate-500">{t('home.brands.empty')}</p>
          ) : (
            <ul className="flex flex-wrap justify-center gap-3">
              {brands.map((brand) => (
                <li key={brand}>
                  <Link
                    to={`/products?brand=${encodeURIComponent(brand)}`}
                    className="inline-flex rounded-full border border-slate-200 bg-slate-50 px-5 py-2 text-sm font-semibold text-slate-800 transition-colors hover:border-teal-600 hover:bg-teal-50 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
                  >
                    {brand}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
