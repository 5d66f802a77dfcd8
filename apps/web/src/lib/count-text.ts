import type { TFunction } from 'i18next';

/**
 * A list's "n things" line: "More than 10,000 orders" when the server's count stopped at its cap
 * (`pagination.capped`, decision 066), so a lower bound never reads as the exact number.
 */
export function countText(t: TFunction, key: string, counted: { total: number; capped?: boolean | undefined }): string {
  const text = t(key, { count: counted.total });
  return counted.capped ? t('common.moreThan', { what: text }) : text;
}
