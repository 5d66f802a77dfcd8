import type { Language } from '@shop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, SUPPORTED_LANGUAGES } from '@/lib/i18n.ts';

/** A PDF address in a language, or one fixed address. */
export type PdfPath = string | ((language: Language) => string);

/**
 * The language a PDF downloads in, where the reader may choose it (administrators: any document in
 * Lithuanian or English, decision 057); it starts from the screen's language. A fixed address has no
 * choice: `select` is then null.
 */
export function usePdfLanguage(path: PdfPath | null | undefined) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>(currentLanguage);
  const address = typeof path === 'function' ? path(language) : path;
  const select =
    typeof path === 'function' ? (
      <select
        aria-label={t('documents.modal.pdfLanguage')}
        data-testid="pdf-language"
        value={language}
        onChange={(event) => setLanguage(event.target.value === 'lt' ? 'lt' : 'en')}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        {SUPPORTED_LANGUAGES.map((option) => (
          <option key={option} value={option}>
            {t(`nav.languageName.${option}`)}
          </option>
        ))}
      </select>
    ) : null;
  return { address, select };
}
