import type { Language } from '@shop/domain';
import { formatDate } from '@/lib/format.ts';

/** Document dates are calendar days (YYYY-MM-DD); read them at noon so no time zone moves the day. */
export function formatDocumentDate(value: string | null | undefined, language: Language): string {
  if (!value) return '';
  return formatDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value, language);
}
