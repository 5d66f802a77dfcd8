import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClass } from './auth-card.tsx';

/** Below the sign-in and registration forms: "No account? Register" (or the other way round) and back to the home page. */
export function AuthFooterLinks({ prompt, to, children }: { prompt: string; to: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mt-8 space-y-2 border-t border-slate-100 pt-6 text-sm text-slate-600">
      <p>
        {prompt}{' '}
        <Link to={to} className={linkClass}>
          {children}
        </Link>
      </p>
      <p>
        <Link to="/" className={`inline-flex min-h-11 items-center ${linkClass}`}>
          {t('auth.backToHome')}
        </Link>
      </p>
    </div>
  );
}
