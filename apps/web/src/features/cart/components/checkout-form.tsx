import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type Address, CUSTOMER_REFERENCE_MAX_LENGTH } from '@shop/domain';
import { TextField } from '@/components/ui/text-field.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { translateFieldError } from '@/lib/form-errors.ts';
import { AddressChoice } from './address-choice.tsx';

const NOTES_MAX_LENGTH = 1000;

/** The checkout form as the browser holds it (radio values are text). */
const checkoutFormSchema = z.object({
  shipping_address_id: z.string({ error: 'shippingAddressRequired' }).min(1, 'shippingAddressRequired'),
  accept_tax_notice: z.boolean().refine((value) => value, 'taxNoticeRequired'),
  notes: z.string().trim().max(NOTES_MAX_LENGTH, 'tooLong'),
  /** The buyer's own purchase reference (decision 086): optional, at most 50 characters. */
  customer_reference: z.string().trim().max(CUSTOMER_REFERENCE_MAX_LENGTH, 'customerReferenceTooLong'),
});
export type CheckoutFormValues = z.infer<typeof checkoutFormSchema>;
export type CheckoutFieldName = keyof CheckoutFormValues;

export const CHECKOUT_FORM_ID = 'checkout-form';

/** What the form hands the page: empty texts are none. */
export interface CheckoutValues {
  shipping_address_id: number;
  notes: string | null;
  customer_reference: string | null;
}

interface CheckoutFormProps {
  addresses: Address[];
  disabled: boolean;
  onSubmit: (values: CheckoutValues) => void;
  /** Lets the page show the server's per-field texts under the fields. */
  serverErrors?: Partial<Record<CheckoutFieldName, string>>;
}

/** A fieldset's error under it, linked from the control by its id. */
function FieldErrorText({ id, testId, text }: { id: string; testId: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-2 text-sm text-red-600" data-testid={testId}>
      {text}
    </p>
  ) : null;
}

/** Shipping address (required), tax notice (required), the buyer's own order number (optional, at most 50 characters) and notes (optional, at most 1000). */
export function CheckoutForm({ addresses, disabled, onSubmit, serverErrors = {} }: CheckoutFormProps) {
  const { t } = useTranslation();
  const preselected = addresses.find((address) => address.is_default) ?? (addresses.length === 1 ? addresses[0] : undefined);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { shipping_address_id: preselected ? String(preselected.id) : '', accept_tax_notice: false, notes: '', customer_reference: '' },
  });
  const selected = watch('shipping_address_id');
  const notesLength = watch('notes')?.length ?? 0;
  const fieldError = (name: CheckoutFieldName) => translateFieldError(t, errors[name]?.message) ?? serverErrors[name];
  const addressError = fieldError('shipping_address_id');
  const taxError = fieldError('accept_tax_notice');
  const notesError = fieldError('notes');
  const referenceError = fieldError('customer_reference');

  return (
    <form
      id={CHECKOUT_FORM_ID}
      noValidate
      aria-label={t('checkout.title')}
      className="space-y-6"
      onSubmit={handleSubmit((values) =>
        onSubmit({
          shipping_address_id: Number(values.shipping_address_id),
          notes: values.notes ? values.notes : null,
          customer_reference: values.customer_reference ? values.customer_reference : null,
        }),
      )}
    >
      <fieldset
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        aria-describedby={addressError ? 'checkout-address-error' : undefined}
        disabled={disabled}
      >
        <legend className="sr-only">{t('checkout.shippingAddress')}</legend>
        <p className="mb-1 text-lg font-semibold text-slate-900" aria-hidden="true">
          {t('checkout.shippingAddress')} <span className="text-red-600">*</span>
        </p>
        <p className="mb-4 text-sm text-slate-600">{t('checkout.shippingAddressHint')}</p>
        <div
          className="grid gap-3 sm:grid-cols-2"
          role="radiogroup"
          aria-label={t('checkout.shippingAddress')}
          aria-invalid={addressError ? true : undefined}
        >
          {addresses.map((address) => (
            <AddressChoice
              key={address.id}
              address={address}
              checked={selected === String(address.id)}
              registration={register('shipping_address_id')}
            />
          ))}
        </div>
        <FieldErrorText id="checkout-address-error" testId="address-error" text={addressError} />
      </fieldset>

      <fieldset className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" disabled={disabled}>
        <legend className="sr-only">{t('checkout.taxNotice.title')}</legend>
        <p className="mb-3 text-lg font-semibold text-slate-900" aria-hidden="true">
          {t('checkout.taxNotice.title')} <span className="text-red-600">*</span>
        </p>
        <div className={`rounded-md border p-4 ${taxError ? 'border-red-400 bg-red-50' : 'border-amber-200 bg-amber-50'}`}>
          <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              data-testid="tax-notice"
              className="mt-0.5 h-4 w-4 shrink-0 accent-teal-700"
              aria-invalid={taxError ? true : undefined}
              aria-describedby={taxError ? 'checkout-tax-error' : undefined}
              {...register('accept_tax_notice')}
            />
            <span>{t('checkout.taxNotice.text')}</span>
          </label>
        </div>
        <FieldErrorText id="checkout-tax-error" testId="tax-notice-error" text={taxError} />
      </fieldset>

      <fieldset className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" disabled={disabled}>
        <legend className="sr-only">{t('checkout.reference')}</legend>
        <TextField
          label={t('checkout.reference')}
          maxLength={CUSTOMER_REFERENCE_MAX_LENGTH}
          autoComplete="off"
          hint={t('checkout.referenceHint', { max: CUSTOMER_REFERENCE_MAX_LENGTH })}
          error={referenceError}
          data-testid="customer-reference"
          {...register('customer_reference')}
        />
      </fieldset>

      <fieldset className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" disabled={disabled}>
        <legend className="sr-only">{t('checkout.notes')}</legend>
        <TextareaField
          label={t('checkout.notes')}
          placeholder={t('checkout.notesPlaceholder')}
          maxLength={NOTES_MAX_LENGTH}
          rows={4}
          hint={t('checkout.notesHint', { count: notesLength, max: NOTES_MAX_LENGTH })}
          error={notesError}
          data-testid="order-notes"
          {...register('notes')}
        />
      </fieldset>
    </form>
  );
}
