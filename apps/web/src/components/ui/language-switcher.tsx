import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, type AppLanguage } from '@/lib/i18n.ts';
import { FlagLT, FlagUK } from './flags.tsx';

const LANGUAGES: { code: AppLanguage; short: string; Flag: typeof FlagUK }[] = [
  { code: 'en', short: 'EN', Flag: FlagUK },
  { code: 'lt', short: 'LT', Flag: FlagLT },
];

/** English / Lithuanian with flags; the current one is highlighted and pressed. Each is a full 44 px touch target. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const active = i18n.language ? currentLanguage() : 'en';
  return (
    <fieldset aria-label={t('nav.language')} className={`inline-flex rounded-md border border-slate-200 bg-white p-0.5 ${className}`}>
      {LANGUAGES.map(({ code, short, Flag }) => {
        const pressed = active === code;
        return (
          <button
            key={code}
            type="button"
            lang={code}
            aria-pressed={pressed}
            aria-label={t(`nav.languageName.${code}`)}
            title={t(`nav.languageName.${code}`)}
            onClick={() => void changeLanguage(code)}
            className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded px-2 py-1 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-600 ${
              pressed ? 'bg-teal-700 text-white' : 'text-slate-600 hover:bg-slate-100'
            }`}
          >
            <Flag className="h-3 w-[1.125rem] rounded-[1px] shadow-[0_0_0_1px_rgba(0,0,0,0.1)]" />
            <span aria-hidden="true">{short}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
