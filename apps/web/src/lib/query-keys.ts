/** Query keys shared across features (a feature invalidates another's data only through these). */
export const queryKeys = {
  cart: ['cart'] as const,
  products: ['products'] as const,
  session: ['session'] as const,
};
