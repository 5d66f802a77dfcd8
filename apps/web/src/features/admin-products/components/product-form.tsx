import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { productInputSchema, type ProductFormValues, type ProductInput, type ProductView } from '@shop/domain';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { MoneyField } from '@/components/ui/money-input.tsx';
import { StaleWriteNotice } from '@/components/ui/stale-write-notice.tsx';
import { usePriceLimitsConfirm } from '@/components/price-limits-confirm.tsx';
import { TextareaField } from '@/components/ui/textarea-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useSettings } from '@/api/settings/shop-settings.ts';
import { applyServerFieldErrors, translateFieldError } from '@/lib/form-errors.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { errorText } from '@/lib/error-text.ts';
import { useStaleWrite } from '@/lib/use-stale-write.ts';
import { useRoleCan } from '@/lib/permissions.ts';
import { PhotoField } from './photo-field.tsx';
import { normaliseProductValues } from './product-values.ts';

const schemaResolver = zodResolver(productInputSchema);
/** The schema of the API, after empty optional fields became null (see normaliseProductValues). */
const productResolver: Resolver<ProductFormValues, unknown, ProductInput> = (values, context, options) =>
  schemaResolver(normaliseProductValues(values), context, options);

type FieldName = keyof ProductFormValues;
const FIELD_NAMES: readonly FieldName[] = [
  'brand',
  'name',
  'flavor',
  'weight',
  'category',
  'description',
  'sku',
  'price',
  'wholesale_price',
  'price_excl_vat_excise',
  'stock',
  'min_order_quantity',
  'image_url',
  'is_active',
  'low_stock_threshold',
];

interface ProductFormProps {
  mode: 'add' | 'edit';
  productId?: number | undefined;
  defaultValues: ProductFormValues;
  brands: readonly string[];
  /** True while the success message shows: nothing more may be sent. */
  locked?: boolean;
  onSaved: (product: ProductView) => void;
  onCancel: () => void;
  /** Edit mode: the stored product's values now (after a stale save), or null when it could not be read. */
  onReload?: () => Promise<ProductFormValues | null>;
}

/** The three prices of a product (the retail one is required). */
const PRICE_FIELDS = [
  { name: 'price', key: 'price', required: true },
  { name: 'wholesale_price', key: 'wholesalePrice', required: false },
  { name: 'price_excl_vat_excise', key: 'publicPrice', required: false },
] as const;

/** Stock and the order minimum: whole numbers from their least value. */
const COUNT_FIELDS = [
  { name: 'stock', key: 'stock', min: 0 },
  { name: 'min_order_quantity', key: 'minOrderQuantity', min: 1 },
] as const;

/** An empty low-stock field is null: the product follows the shop default. */
const blankToNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** Add or edit one product (react-hook-form with the API's own schema). */
export function ProductForm({ mode, productId, defaultValues, brands, locked = false, onSaved, onCancel, onReload }: ProductFormProps) {
  const { t } = useTranslation();
  const brandListId = useId();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const staleWrite = useStaleWrite();
  const priceLimits = usePriceLimitsConfirm();
  const settings = useSettings();
  // Decision 099: a role without them sees no prices, and sees the stock without changing it.
  const can = useRoleCan();
  const withPrices = can('prices.manage');
  const stockFixed = !can('stock.manage');
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductInput>({ resolver: productResolver, defaultValues });

  const fieldError = (name: FieldName) => translateFieldError(t, errors[name]?.message);
  const imageUrl = watch('image_url');
  const onPhotoChange = useCallback((url: string | null) => setValue('image_url', url, { shouldDirty: true, shouldValidate: true }), [setValue]);

  // The form takes the stored product as it is now (and its version); the operator makes the change again.
  const reload = () =>
    staleWrite.reload(async () => {
      const values = await onReload?.();
      if (values) reset(values);
    });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    staleWrite.dismiss();
    try {
      // A price beyond its bound (decision 061) is asked about, then sent again with the confirmation.
      const product = await priceLimits.send((confirm) => {
        const body = confirm ? { ...values, confirm_price_limits: true } : values;
        return mode === 'edit' && productId !== undefined ? update.mutateAsync({ id: productId, body }) : create.mutateAsync(body);
      });
      if (product) onSaved(product);
    } catch (error) {
      if (staleWrite.caught(error)) return;
      applyServerFieldErrors(t, error, setError, FIELD_NAMES);
      setFormError(
        errorText(error, mode === 'edit' ? t('adminProducts.errors.failedToUpdateProduct') : t('adminProducts.errors.failedToAddProduct')),
      );
    }
  });

  const busy = isSubmitting || create.isPending || update.isPending;
  const disabled = busy || locked;
  const countProps = { type: 'number', inputMode: 'numeric', step: 1 } as const;

  return (
    <form data-testid="product-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy || undefined} className="space-y-6">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {staleWrite.stale ? <StaleWriteNotice onReload={() => void reload()} reloading={staleWrite.reloading} /> : null}
      {priceLimits.dialog}

      <fieldset className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" disabled={locked}>
        <legend className="px-1 text-base font-semibold text-slate-900">{t('adminProducts.form.sections.basic')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('adminProducts.form.brand')}
            required
            list={brandListId}
            autoComplete="off"
            error={fieldError('brand')}
            {...register('brand')}
          />
          <datalist id={brandListId}>
            {brands.map((brand) => (
              <option key={brand} value={brand} />
            ))}
          </datalist>
          <TextField label={t('adminProducts.form.name')} required autoComplete="off" error={fieldError('name')} {...register('name')} />
          <TextField label={t('adminProducts.form.flavor')} required autoComplete="off" error={fieldError('flavor')} {...register('flavor')} />
          <TextField
            label={t('adminProducts.form.weight')}
            required
            autoComplete="off"
            placeholder={t('adminProducts.form.weightPlaceholder')}
            error={fieldError('weight')}
            {...register('weight')}
          />
          <TextField label={t('adminProducts.form.category')} autoComplete="off" error={fieldError('category')} {...register('category')} />
          <TextField
            label={t('adminProducts.form.sku')}
            autoComplete="off"
            hint={t('adminProducts.form.skuHint')}
            error={fieldError('sku')}
            {...register('sku')}
          />
        </div>
      </fieldset>

      {withPrices ? (
        <fieldset className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" disabled={locked}>
          <legend className="px-1 text-base font-semibold text-slate-900">{t('adminProducts.form.sections.prices')}</legend>
          <div className="grid gap-4 md:grid-cols-3">
            {PRICE_FIELDS.map((field) => (
              <Controller
                key={field.name}
                control={control}
                name={field.name}
                render={({ field: { value, onChange, onBlur, name, ref } }) => (
                  <MoneyField
                    label={t(`adminProducts.form.${field.key}`)}
                    required={field.required}
                    hint={t(`adminProducts.form.${field.key}Hint`)}
                    error={fieldError(field.name)}
                    name={name}
                    ref={ref}
                    value={value}
                    onChange={onChange}
                    onBlur={onBlur}
                    data-testid={`money-${field.name}`}
                  />
                )}
              />
            ))}
          </div>
        </fieldset>
      ) : null}

      <fieldset className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" disabled={locked}>
        <legend className="px-1 text-base font-semibold text-slate-900">{t('adminProducts.form.sections.stock')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {COUNT_FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={t(`adminProducts.form.${field.key}`)}
              {...countProps}
              min={field.min}
              error={fieldError(field.name)}
              {...(field.name === 'stock' && stockFixed
                ? { readOnly: true, hint: t('adminProducts.form.stockReadOnlyHint'), 'data-testid': 'stock-read-only' }
                : {})}
              {...register(field.name, { valueAsNumber: true })}
            />
          ))}
        </div>
        <TextField
          className="mt-4 sm:w-1/2 sm:pr-2"
          label={t('adminProducts.form.lowStockThreshold')}
          {...countProps}
          min={0}
          hint={t('adminProducts.form.lowStockThresholdHint', { level: settings.data?.low_stock_default ?? '…' })}
          error={fieldError('low_stock_threshold')}
          {...register('low_stock_threshold', { setValueAs: blankToNull })}
        />
        <CheckboxField className="mt-4" label={t('adminProducts.form.active')} hint={t('adminProducts.form.activeHint')} {...register('is_active')} />
      </fieldset>

      <fieldset className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" disabled={locked}>
        <legend className="px-1 text-base font-semibold text-slate-900">{t('adminProducts.form.sections.details')}</legend>
        <div className="space-y-4">
          <TextareaField label={t('adminProducts.form.description')} rows={4} error={fieldError('description')} {...register('description')} />
          <PhotoField
            value={imageUrl}
            onChange={onPhotoChange}
            onUploadingChange={setUploading}
            error={fieldError('image_url')}
            disabled={disabled}
          />
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('adminProducts.form.cancel')}
        </Button>
        <Button type="submit" data-testid="save-product" disabled={disabled || uploading || staleWrite.stale}>
          {busy ? t('adminProducts.form.saving') : mode === 'edit' ? t('adminProducts.form.saveChanges') : t('adminProducts.form.addProduct')}
        </Button>
      </div>
    </form>
  );
}
