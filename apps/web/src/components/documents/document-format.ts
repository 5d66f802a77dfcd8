import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format.ts';

/** Document dates are calendar days (YYYY-MM-DD); read them at noon so no time zone moves the day. */
export function formatDocumentDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  return formatDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value, language);
}

/** `formatDocumentDate` in the reader's language. */
export function useDocumentDate(): (value: string | null | undefined) => string {
  const { i18n } = useTranslation();
  return (value) => formatDocumentDate(value, i18n.language);
}
