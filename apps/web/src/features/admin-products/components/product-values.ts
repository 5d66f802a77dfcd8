import type { ProductFormValues, AdminProductView } from '@shop/domain';

/** A new product: empty texts, no prices, stock 0, minimum 1, active. */
export function emptyProductValues(): ProductFormValues {
  return {
    brand: '',
    name: '',
    flavor: '',
    weight: '',
    category: '',
    description: '',
    sku: '',
    price: Number.NaN,
    wholesale_price: null,
    price_excl_vat_excise: null,
    stock: 0,
    min_order_quantity: 1,
    image_url: null,
    is_active: true,
  };
}

/** The form values of a stored product, with the version it was read at (sent back with the save). */
export function productToValues(product: AdminProductView): ProductFormValues {
  return {
    ...fieldValues(product),
    ...(product.version !== undefined ? { version: product.version } : {}),
  };
}

/** Copy: the add form prefilled with the name plus a suffix, an empty SKU and stock 0; a new product has no version. */
export function copyProductValues(product: AdminProductView, suffix: string): ProductFormValues {
  return { ...fieldValues(product), name: `${product.name}${suffix}`, sku: '', stock: 0 };
}

function fieldValues(product: AdminProductView): ProductFormValues {
  return {
    brand: product.brand,
    name: product.name,
    flavor: product.flavor,
    weight: product.weight,
    category: product.category ?? '',
    description: product.description ?? '',
    sku: product.sku ?? '',
    // A role that reads no prices gets none (decision 099): the field starts empty, as for a new product.
    price: product.price ?? Number.NaN,
    wholesale_price: product.wholesale_price ?? null,
    price_excl_vat_excise: product.price_excl_vat_excise,
    stock: product.stock ?? 0,
    min_order_quantity: product.min_order_quantity ?? 1,
    image_url: product.image_url,
    is_active: product.is_active ?? true,
    low_stock_threshold: product.low_stock_threshold ?? null,
  };
}

const OPTIONAL_NUMBERS = ['wholesale_price', 'price_excl_vat_excise'] as const;
const OPTIONAL_TEXTS = ['sku', 'category', 'description'] as const;

function isBlankNumber(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

/**
 * An empty price field (a MoneyField) gives null, a new form's retail price NaN: optional prices
 * become null (the server then computes the wholesale price or shows the retail price), empty
 * optional texts become null (the server generates a SKU). An empty retail price, stock or minimum
 * stays as it is, which the schema refuses with its own message; a price field holding text that is
 * no amount keeps the text, which the schema refuses too (never read as empty, decision 061).
 */
export function normaliseProductValues(values: ProductFormValues): ProductFormValues {
  const result: Record<string, unknown> = { ...values };
  for (const key of OPTIONAL_NUMBERS) if (isBlankNumber(result[key])) result[key] = null;
  for (const key of OPTIONAL_TEXTS) {
    const value = result[key];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) result[key] = null;
  }
  return result as ProductFormValues;
}
