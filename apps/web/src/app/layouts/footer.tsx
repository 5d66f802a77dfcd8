import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>{t('common.footer.copyright', { year, name: t('common.appName') })}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <span>{t('common.footer.b2bOnly')}</span>
          <Link to="/products" className="text-teal-700 hover:underline">
            {t('nav.products')}
          </Link>
        </p>
      </div>
    </footer>
  );
}
