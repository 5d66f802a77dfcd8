/** Units of a product over the cart's lines (one line a product, but a sum costs nothing). */
export function unitsInCart(items: ReadonlyArray<{ product_id: number; quantity: number }> | undefined, productId: number): number {
  let units = 0;
  for (const item of items ?? []) if (item.product_id === productId) units += item.quantity;
  return units;
}

/**
 * The most a customer can still add in steps of `step`: the stock not already in their cart, rounded
 * down to a whole step. Below `step` nothing can be added (the server refuses more than the stock).
 */
export function addableMaximum({ stock, inCart, step }: { stock: number; inCart: number; step: number }): number {
  const unit = Math.max(1, Math.floor(step));
  const room = Math.max(0, Math.floor(stock) - Math.max(0, Math.floor(inCart)));
  return Math.floor(room / unit) * unit;
}
