import type { Language } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format.ts';
import { currentLanguage } from '@/lib/i18n.ts';

/** Document dates are calendar days (YYYY-MM-DD); read them at noon so no time zone moves the day. */
export function formatDocumentDate(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  return formatDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value, language);
}

/** `formatDocumentDate` in the reader's language. */
export function useDocumentDate(): (value: string | null | undefined) => string {
  useTranslation(); // re-render in the new language when the reader switches
  return (value) => formatDocumentDate(value, currentLanguage());
}
