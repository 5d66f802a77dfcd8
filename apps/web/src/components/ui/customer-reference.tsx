/**
 * The buyer's own purchase reference of an order (decision 086) under the label its reader knows it by:
 * "Your order number" on the buyer's screens, "Buyer's order number" on the administrators'. Nothing
 * when the order has none.
 */
export function CustomerReference({ label, reference, className = '' }: { label: string; reference: string | null | undefined; className?: string }) {
  if (!reference) return null;
  return (
    <p className={`text-sm text-slate-600 ${className}`} data-testid="customer-reference-shown">
      {label}: <span className="break-words font-medium text-slate-900">{reference}</span>
    </p>
  );
}
