import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useMemo } from 'react';
import {
  HELD_COMPANY_FIELDS,
  HOME_COUNTRY,
  missingBillingParts,
  profileUpdateSchema,
  refuseInvoiceFields,
  type ProfileUpdate,
  type User,
} from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { billingPartsText } from '@/lib/billing-parts.ts';
import { Button } from '@/components/ui/button.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { BillingAddressFields, CompanyContactFields } from '@/components/account/company-fields.tsx';
import { companyValuesOf } from '@/components/account/company-values.ts';
import { useStoredValueFlags } from '@/components/account/stored-value-flags.tsx';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { fieldBinder } from '@/lib/form-field.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { errorText, isStaleWrite } from '@/lib/error-text.ts';
import type { NoticeMessage } from '@/components/ui/notice.tsx';

type ProfileFormValues = z.input<typeof profileUpdateSchema>;
type ProfileFieldName = keyof ProfileFormValues;

const NULLABLE_FIELDS = ['tax_id', 'phone'] as const;

/** The company details the customer asked for and we have not confirmed yet, as form values. */
function heldValuesOf(user: User): Partial<ProfileFormValues> {
  const held = user.pending_company_changes;
  if (!held) return {};
  return Object.fromEntries(HELD_COMPANY_FIELDS.filter((field) => held[field] !== undefined).map((field) => [field, held[field] ?? '']));
}

function valuesOf(user: User): ProfileFormValues {
  return {
    ...companyValuesOf(user),
    // The billing address is required (decision 053); a country not known yet starts as Lithuania.
    billing_country: user.billing_country || HOME_COUNTRY,
    // Company details awaiting our confirmation show as asked for, so saving another field keeps them (decision 056).
    ...heldValuesOf(user),
    // Decision 085: the mails of its orders' status changes, on unless the customer turned them off.
    status_mails: user.status_mails ?? true,
    // The version the form was filled from: a change made meanwhile (by an administrator) answers 409 STALE_WRITE.
    ...(user.version !== undefined ? { version: user.version } : {}),
  };
}

interface ProfileFormProps {
  user: User;
  onMessage: (message: NoticeMessage | null) => void;
  /** The save was refused because the account changed since the form was filled. */
  onStale: () => void;
}

/** Company information of one's own account. */
export function ProfileForm({ user, onMessage, onStale }: ProfileFormProps) {
  const { t } = useTranslation();
  const mutation = useUpdateProfile();
  // The phone and postal code are checked on every save; the company and VAT codes when they change (decisions 056, 063).
  const schema = useMemo(() => profileUpdateSchema.superRefine(refuseInvoiceFields(['company_reg_number', 'tax_id'], user)), [user]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, ProfileUpdate>({ resolver: zodResolver(schema), defaultValues: valuesOf(user) });
  const flags = useStoredValueFlags(user, watch());

  const field = fieldBinder(t, register, errors);
  const label = (key: string) => t(`profile.fields.${key}`);
  // An account from before registration asked for it (decision 053): documents wait for the address.
  const missing = missingBillingParts(user);

  const onSubmit = handleSubmit(async (values) => {
    onMessage(null);
    const body: ProfileUpdate = { ...values };
    // Empty optional fields are cleared on the server rather than stored as empty text.
    for (const field of NULLABLE_FIELDS) if (!body[field]) body[field] = null;
    try {
      const answer = await mutation.mutateAsync(body);
      onMessage({ tone: 'success', text: t(answer.user.pending_company_changes ? 'profile.companyChanges.saved' : 'profile.updated') });
    } catch (error) {
      if (isStaleWrite(error)) return onStale();
      applyServerFieldErrors(t, error, setError, Object.keys(valuesOf(user)) as ProfileFieldName[]);
      onMessage({ tone: 'error', text: errorText(error, t('profile.updateFailed')) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.companyInfo')} className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">{t('profile.companySection')}</legend>
        <CompanyContactFields field={field} label={label} autofill email={user.email} emailHint={t('profile.emailReadOnly')} flags={flags} />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">{t('profile.billingSection')}</legend>
        {missing.length > 0 ? (
          <div className="sm:col-span-2" data-testid="profile-billing-missing">
            <Alert tone="warning">{t('profile.billingMissing', { missing: billingPartsText(missing) })}</Alert>
          </div>
        ) : null}
        <BillingAddressFields field={field} label={label} autofill flags={flags} />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">{t('profile.preferencesSection')}</legend>
        <SelectField
          label={t('profile.fields.language')}
          hint={t('profile.languageHint')}
          options={[
            { value: 'en', label: t('profile.languages.en') },
            { value: 'lt', label: t('profile.languages.lt') },
          ]}
          {...register('language')}
        />
        {user.is_admin ? null : (
          <CheckboxField
            className="sm:col-span-2"
            label={t('statusMails.label')}
            hint={t('statusMails.hint')}
            data-testid="profile-status-mails"
            {...register('status_mails')}
          />
        )}
      </fieldset>

      <div className="flex justify-end border-t border-slate-100 pt-4">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
