import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  HOME_COUNTRY,
  LICENCE_TYPES,
  SHIPPING_COUNTRY_CHOICES,
  addressInputSchema,
  isCountryCode,
  type Address,
  type AddressFormValues,
  type AddressInput,
} from '@shop/domain';
import { CountrySelect } from '@/components/ui/country-select.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { translateFieldError } from '@/lib/form-errors.ts';
import { countryText } from '@/lib/vocabulary.ts';

type FieldName = keyof AddressFormValues;
const ADDRESS_FIELDS: readonly FieldName[] = [
  'address_name',
  'street_address',
  'city',
  'state_province',
  'postal_code',
  'country',
  'tobacco_license',
  'licence_type',
  'licence_issuer',
  'licence_valid_until',
  'is_default',
];

function valuesOf(address: Address | null, isFirst: boolean): AddressFormValues {
  return {
    address_name: address?.address_name ?? '',
    street_address: address?.street_address ?? '',
    city: address?.city ?? '',
    state_province: address?.state_province ?? '',
    postal_code: address?.postal_code ?? '',
    // A country stored before codes that names no country ("Other") is asked for again (decision 053).
    country: address ? (isCountryCode(address.country) ? address.country : '') : HOME_COUNTRY,
    tobacco_license: address?.tobacco_license ?? '',
    licence_type: address?.licence_type ?? 'retail',
    licence_issuer: address?.licence_issuer ?? '',
    licence_valid_until: address?.licence_valid_until ?? '',
    is_default: address?.is_default ?? isFirst,
  };
}

/** The form's country options: five countries, and "Other", which opens the full list. */
const OTHER = 'other';
const choiceOf = (country: string) => ((SHIPPING_COUNTRY_CHOICES as readonly string[]).includes(country) ? country : OTHER);

interface AddressFormProps {
  /** null: add a new address; otherwise edit this one. */
  address: Address | null;
  isFirst: boolean;
  busy: boolean;
  /** Per-field refusals of the server, translated (lib/form-errors serverFieldErrors). */
  serverErrors: Partial<Record<string, string>>;
  onSubmit: (values: AddressInput) => void;
  onCancel: () => void;
}

/** Add or edit a shipping address (spec 5: name, street, city, country and tobacco licence required). */
export function AddressForm({ address, isFirst, busy, serverErrors, onSubmit, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, AddressInput>({ resolver: zodResolver(addressInputSchema), defaultValues: valuesOf(address, isFirst) });
  const [countryChoice, setCountryChoice] = useState(() => choiceOf(valuesOf(address, isFirst).country ?? ''));
  const chooseCountry = (choice: string) => {
    setCountryChoice(choice);
    setValue('country', choice === OTHER ? '' : choice);
  };

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors)) {
      if (message && (ADDRESS_FIELDS as readonly string[]).includes(field)) setError(field as FieldName, { message });
    }
  }, [serverErrors, setError]);
  useEffect(() => setFocus('address_name'), [setFocus]);

  const fieldError = (name: FieldName) => translateFieldError(t, errors[name]?.message);
  const editing = address !== null;

  return (
    <form
      data-testid="address-form"
      data-mode={editing ? 'edit' : 'add'}
      noValidate
      aria-labelledby="address-form-heading"
      className="rounded-lg border border-teal-200 bg-teal-50/40 p-5"
      onSubmit={handleSubmit((values) =>
        onSubmit({
          ...values,
          state_province: values.state_province || null,
          postal_code: values.postal_code || null,
          licence_issuer: values.licence_issuer || null,
          licence_valid_until: values.licence_valid_until || null,
          is_default: Boolean(values.is_default),
        }),
      )}
    >
      <h3 id="address-form-heading" className="mb-4 text-base font-semibold text-slate-900">
        {editing ? t('addresses.editTitle') : t('addresses.addTitle')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('addresses.fields.addressName')}
          placeholder={t('addresses.placeholders.addressName')}
          required
          {...register('address_name')}
          error={fieldError('address_name')}
        />
        <TextField label={t('addresses.fields.tobaccoLicense')} required {...register('tobacco_license')} error={fieldError('tobacco_license')} />
        <TextField
          className="sm:col-span-2"
          label={t('addresses.fields.streetAddress')}
          required
          autoComplete="street-address"
          {...register('street_address')}
          error={fieldError('street_address')}
        />
        <TextField label={t('addresses.fields.city')} required autoComplete="address-level2" {...register('city')} error={fieldError('city')} />
        <TextField
          label={t('addresses.fields.stateProvince')}
          autoComplete="address-level1"
          {...register('state_province')}
          error={fieldError('state_province')}
        />
        <TextField
          label={t('addresses.fields.postalCode')}
          autoComplete="postal-code"
          {...register('postal_code')}
          error={fieldError('postal_code')}
        />
        <SelectField
          label={t('addresses.fields.country')}
          required
          value={countryChoice}
          onChange={(event) => chooseCountry(event.target.value)}
          options={[
            ...SHIPPING_COUNTRY_CHOICES.map((code) => ({ value: code, label: countryText(code) })),
            { value: OTHER, label: t('addresses.otherCountry') },
          ]}
          error={countryChoice === OTHER ? undefined : fieldError('country')}
        />
        {countryChoice === OTHER ? (
          <CountrySelect
            label={t('addresses.fields.otherCountry')}
            required
            placeholder={t('addresses.chooseCountry')}
            {...register('country')}
            error={fieldError('country')}
          />
        ) : null}
        <fieldset className="grid gap-4 rounded-md border border-slate-200 bg-white p-3 sm:col-span-2 sm:grid-cols-3">
          <legend className="px-1 text-sm font-medium text-slate-700">{t('licences.fieldset')}</legend>
          <SelectField
            label={t('licences.fields.type')}
            options={LICENCE_TYPES.map((type) => ({ value: type, label: t(`licences.type.${type}`) }))}
            {...register('licence_type')}
            error={fieldError('licence_type')}
          />
          <TextField
            label={t('licences.fields.issuer')}
            placeholder={t('licences.placeholders.issuer')}
            {...register('licence_issuer')}
            error={fieldError('licence_issuer')}
          />
          <TextField
            label={t('licences.fields.validUntil')}
            type="date"
            {...register('licence_valid_until')}
            error={fieldError('licence_valid_until')}
          />
          <p className="text-xs text-slate-500 sm:col-span-3">{t('licences.formHint')}</p>
        </fieldset>
        <CheckboxField
          className="sm:col-span-2"
          label={t('addresses.fields.isDefault')}
          hint={t('addresses.defaultHint')}
          {...register('is_default')}
        />
      </div>
      <div className="mt-5 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('addresses.cancel')}
        </Button>
        <Button type="submit" disabled={busy} data-testid="address-save">
          {busy ? t('addresses.saving') : editing ? t('addresses.saveChanges') : t('addresses.add')}
        </Button>
      </div>
    </form>
  );
}
