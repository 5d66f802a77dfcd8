import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { storedValueFlags, type User } from '@shop/domain';
import type { CompanyField } from './company-values.ts';
import { validationKey } from '@/lib/form-errors.ts';

export type FieldFlags = Partial<Record<CompanyField, ReactNode>>;

/**
 * The stored values of an account that break today's rules (decision 063: a phone not in
 * international format, a postal code or company or VAT code not of its country's form), each as a
 * warning under its field while the field still holds it. Shown, never rewritten by the shop.
 */
export function useStoredValueFlags(user: User, values: Partial<Record<CompanyField, string | null | undefined>>): FieldFlags {
  const { t } = useTranslation();
  const flags: FieldFlags = {};
  for (const [field, key] of Object.entries(storedValueFlags(user)) as Array<[CompanyField, string]>) {
    if ((values[field] ?? '').trim() !== (user[field] ?? '').trim()) continue;
    flags[field] = (
      <span className="font-medium text-amber-800" data-testid={`stored-value-flag-${field}`}>
        <span aria-hidden="true">⚠ </span>
        {t(validationKey(key))}
      </span>
    );
  }
  return flags;
}
