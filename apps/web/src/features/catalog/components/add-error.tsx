/** Why adding to the cart failed, read out at once; nothing when it did not. */
export function AddError({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="text-sm text-red-700" data-testid="add-error">
      {text}
    </p>
  ) : null;
}
