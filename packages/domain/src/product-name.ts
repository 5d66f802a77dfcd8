/**
 * A product as a message names it: its name and weight ("Hawaii 50g"), the way the shelf tells two
 * sizes of one tobacco apart. Every refusal and notice that names a product uses this (decision 091);
 * a name that already ends with its weight is not given it twice.
 */
export function productDisplayName(product: { name: string; weight?: string | null | undefined }): string {
  const name = product.name.trim();
  const weight = (product.weight ?? '').trim();
  if (!weight || name.toLowerCase().endsWith(weight.toLowerCase())) return name;
  return `${name} ${weight}`;
}
