import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { profileUpdateSchema, type ProfileUpdate, type User } from '@shop/domain';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { applyServerFieldErrors, translateFieldError } from '@/lib/form-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { errorText, isStaleWrite } from '@/lib/error-text.ts';
import type { NoticeMessage } from '@/components/ui/notice.tsx';

type ProfileFormValues = z.input<typeof profileUpdateSchema>;
type ProfileFieldName = keyof ProfileFormValues;

const NULLABLE_FIELDS = ['tax_id', 'phone', 'billing_address', 'billing_city', 'billing_postal_code', 'billing_country'] as const;

function valuesOf(user: User): ProfileFormValues {
  return {
    company_name: user.company_name ?? '',
    contact_person: user.contact_person ?? '',
    company_reg_number: user.company_reg_number ?? '',
    tax_id: user.tax_id ?? user.vat_number ?? '',
    phone: user.phone ?? '',
    billing_address: user.billing_address ?? '',
    billing_city: user.billing_city ?? '',
    billing_postal_code: user.billing_postal_code ?? '',
    billing_country: user.billing_country ?? '',
    language: user.language ?? 'en',
    // The version the form was filled from: a change made meanwhile (by an administrator) answers 409 STALE_WRITE.
    ...(user.version !== undefined ? { version: user.version } : {}),
  };
}

export interface ProfileFormProps {
  user: User;
  onMessage: (message: NoticeMessage | null) => void;
  /** The save was refused because the account changed since the form was filled. */
  onStale: () => void;
}

/** Company information of one's own account (customer spec section 2, Profile). */
export function ProfileForm({ user, onMessage, onStale }: ProfileFormProps) {
  const { t } = useTranslation();
  const mutation = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, ProfileUpdate>({ resolver: zodResolver(profileUpdateSchema), defaultValues: valuesOf(user) });

  const fieldError = (name: ProfileFieldName) => translateFieldError(t, errors[name]?.message);

  const onSubmit = handleSubmit(async (values) => {
    onMessage(null);
    const body: ProfileUpdate = { ...values };
    // Empty optional fields are cleared on the server rather than stored as empty text.
    for (const field of NULLABLE_FIELDS) if (!body[field]) body[field] = null;
    try {
      await mutation.mutateAsync(body);
      onMessage({ tone: 'success', text: t('profile.updated') });
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
        <TextField
          label={t('profile.fields.companyName')}
          required
          autoComplete="organization"
          {...register('company_name')}
          error={fieldError('company_name')}
        />
        <TextField
          label={t('profile.fields.contactPerson')}
          required
          autoComplete="name"
          {...register('contact_person')}
          error={fieldError('contact_person')}
        />
        <TextField label={t('profile.fields.companyRegNumber')} {...register('company_reg_number')} error={fieldError('company_reg_number')} />
        <TextField label={t('profile.fields.taxId')} {...register('tax_id')} error={fieldError('tax_id')} />
        <TextField label={t('profile.fields.email')} type="email" value={user.email} readOnly disabled hint={t('profile.emailReadOnly')} />
        <TextField label={t('profile.fields.phone')} type="tel" autoComplete="tel" {...register('phone')} error={fieldError('phone')} />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">{t('profile.billingSection')}</legend>
        <TextField
          className="sm:col-span-2"
          label={t('profile.fields.billingAddress')}
          autoComplete="street-address"
          {...register('billing_address')}
          error={fieldError('billing_address')}
        />
        <TextField label={t('profile.fields.city')} autoComplete="address-level2" {...register('billing_city')} error={fieldError('billing_city')} />
        <TextField
          label={t('profile.fields.postalCode')}
          autoComplete="postal-code"
          {...register('billing_postal_code')}
          error={fieldError('billing_postal_code')}
        />
        <TextField
          label={t('profile.fields.country')}
          autoComplete="country-name"
          placeholder={t('profile.countryPlaceholder')}
          {...register('billing_country')}
          error={fieldError('billing_country')}
        />
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
      </fieldset>

      <div className="flex justify-end border-t border-slate-100 pt-4">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
