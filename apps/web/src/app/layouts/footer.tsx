import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The page's end; its bottom padding is room for the bug-report button, so nothing above ends under it. */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pt-6 pb-16 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 sm:pb-24 lg:px-8">
        <p>{t('common.footer.copyright', { year, name: t('common.appName') })}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <span>{t('common.footer.b2bOnly')}</span>
          <Link to="/products" className="inline-flex min-h-11 items-center text-teal-700 hover:underline">
            {t('nav.products')}
          </Link>
        </p>
      </div>
    </footer>
  );
}
