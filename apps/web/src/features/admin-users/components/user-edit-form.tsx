import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  INVOICE_FIELDS,
  USER_TYPES,
  adminUserUpdateSchema,
  refuseInvoiceFields,
  billingAddressFields,
  paymentTermsNotUnderstood,
  type AdminUser,
  type AdminUserUpdate,
} from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { fieldBinder } from '@/lib/form-field.ts';
import { BillingAddressFields, CompanyContactFields } from '@/components/account/company-fields.tsx';
import { companyValuesOf } from '@/components/account/company-values.ts';
import { useStoredValueFlags } from '@/components/account/stored-value-flags.tsx';
import { useUpdateUser } from '../api/update-user.ts';
import { PaymentTermsFields } from '@/components/account/payment-terms-fields.tsx';
import { checkTermsDays, ruleOfTermsForm, termsFormFields, termsFormValues } from '@/components/account/payment-terms-form.ts';
import { useInvoiceSettings } from '@/api/documents/admin/get-invoice-settings.ts';
import { errorText, isStaleWrite } from '@/lib/error-text.ts';
import type { NoticeMessage } from '@/components/ui/notice.tsx';
import { useCan } from '@/lib/permissions.ts';

/** An address part left empty on an account that has none yet is not sent (only changed fields are); a cleared one is refused. */
const untouchedOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

/** The select offers "Regular" as an empty value; the API speaks null for it. */
const userEditFields = adminUserUpdateSchema.extend({
  user_type: z.enum(['', ...USER_TYPES]).transform((value) => (value === '' ? null : value)),
  billing_address: untouchedOr(billingAddressFields.billing_address),
  billing_city: untouchedOr(billingAddressFields.billing_city),
  billing_postal_code: untouchedOr(billingAddressFields.billing_postal_code),
  billing_country: untouchedOr(billingAddressFields.billing_country),
  // Payment terms are chosen from a select (decision 054), sent as `payment_terms_rule`.
  ...termsFormFields,
});
/** The fields documents print are checked as the API checks them: each one that changes (decision 063). */
const userEditFormSchema = (user: AdminUser) => userEditFields.superRefine(checkTermsDays).superRefine(refuseInvoiceFields(INVOICE_FIELDS, user));
type UserEditValues = z.input<typeof userEditFields>;
type UserEditOutput = z.output<typeof userEditFields>;
type FieldName = keyof UserEditValues;

const NULLABLE_TEXT = ['tax_id', 'phone', 'billing_address', 'billing_city', 'billing_postal_code', 'billing_country'] as const;
const TERMS_FIELDS: readonly string[] = ['terms_code', 'terms_days'];

function valuesOf(user: AdminUser): UserEditValues {
  return {
    ...companyValuesOf(user),
    ...termsFormValues(user.payment_terms_rule),
    user_type: user.user_type ?? '',
    is_active: user.is_active,
  };
}

interface UserEditFormProps {
  user: AdminUser;
  onMessage: (message: NoticeMessage | null) => void;
  /** The save was refused because the user changed since the page read it (409 STALE_WRITE). */
  onStale: () => void;
  /** A role that may only read customers: every field shown, none editable, no Save (decision 093). */
  readOnly?: boolean;
}

/** Company data and the administrator-only settings of one user; only changed fields are sent, with the version they were read at. */
export function UserEditForm({ user, onMessage, onStale, readOnly = false }: UserEditFormProps) {
  const { t } = useTranslation();
  const mutation = useUpdateUser();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, dirtyFields },
  } = useForm<UserEditValues, unknown, UserEditOutput>({
    resolver: zodResolver(useMemo(() => userEditFormSchema(user), [user])),
    defaultValues: valuesOf(user),
  });
  const flags = useStoredValueFlags(user, watch());

  const field = fieldBinder(t, register, errors);
  const label = (key: string) => t(`adminUsers.form.${key}`);
  const shopDefault = useInvoiceSettings().data?.settings.default_payment_terms_rule ?? null;

  const onSubmit = handleSubmit(async (values) => {
    onMessage(null);
    const body: Record<string, unknown> = {};
    for (const key of Object.keys(values) as Array<keyof UserEditOutput>) {
      if (!dirtyFields[key] || TERMS_FIELDS.includes(key)) continue;
      const value = values[key];
      body[key] = (NULLABLE_TEXT as readonly string[]).includes(key) && value === '' ? null : value;
    }
    if (dirtyFields.terms_code || dirtyFields.terms_days) body.payment_terms_rule = ruleOfTermsForm(values);
    if (Object.keys(body).length === 0) {
      onMessage({ tone: 'info', text: t('adminUsers.messages.noChanges') });
      return;
    }
    try {
      await mutation.mutateAsync({ id: user.id, body: { ...(body as AdminUserUpdate), version: user.version } });
      onMessage({ tone: 'success', text: t('adminUsers.messages.updated') });
    } catch (error) {
      if (isStaleWrite(error)) return onStale();
      applyServerFieldErrors(t, error, setError, Object.keys(valuesOf(user)) as FieldName[]);
      onMessage({ tone: 'error', text: errorText(error, t('adminUsers.errors.update')) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="user-edit-heading">
      <fieldset disabled={readOnly} className="space-y-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">{t('adminUsers.form.companySection')}</legend>
          <CompanyContactFields field={field} label={label} email={user.email} regNumberRequired flags={flags} />
          <BillingAddressFields field={field} label={label} countryPlaceholder={t('adminUsers.form.countryPlaceholder')} flags={flags} />
          <SelectField
            label={t('adminUsers.form.language')}
            options={[
              { value: 'en', label: t('adminUsers.languages.en') },
              { value: 'lt', label: t('adminUsers.languages.lt') },
            ]}
            {...register('language')}
          />
        </fieldset>

        <fieldset className="grid gap-4 rounded-md border border-amber-200 bg-amber-50/50 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold uppercase tracking-wide text-amber-800">{t('adminUsers.form.adminSection')}</legend>
          <SelectField
            label={t('adminUsers.form.userType')}
            options={[
              { value: '', label: t('adminUsers.types.regular') },
              { value: 'SHOP', label: t('adminUsers.types.SHOP') },
              { value: 'BAR', label: t('adminUsers.types.BAR') },
            ]}
            {...field('user_type')}
          />
          <PaymentTermsFields
            code={field('terms_code')}
            days={field('terms_days')}
            chosen={watch('terms_code')}
            shopDefault={shopDefault}
            notUnderstood={paymentTermsNotUnderstood(user) ? user.payment_terms : null}
            applies={shopDefault}
          />
          <CheckboxField label={t('adminUsers.form.isActive')} hint={t('adminUsers.form.isActiveHint')} {...register('is_active')} />
          <StaffPageHint />
        </fieldset>

        {readOnly ? null : (
          <div className="flex justify-end border-t border-slate-100 pt-4">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? t('adminUsers.form.saving') : t('adminUsers.form.save')}
            </Button>
          </div>
        )}
      </fieldset>
    </form>
  );
}

/** Staff accounts and their roles are the staff page's (decision 093): this form only points there. */
function StaffPageHint() {
  const { t } = useTranslation();
  if (!useCan('staff.manage')) return null;
  return (
    <p className="text-sm text-slate-600 sm:col-span-2">
      {t('staffRoles.usersHint')}{' '}
      <Link to="/admin/staff" className="font-medium text-teal-800 underline hover:text-teal-900">
        {t('staffRoles.usersHintLink')}
      </Link>
    </p>
  );
}
