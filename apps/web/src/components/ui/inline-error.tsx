/** A failed action's reason under its button or form: nothing when there is none. */
export function InlineError({ error, className = '' }: { error: string | null | undefined; className?: string }) {
  if (!error) return null;
  return (
    <p role="alert" className={`text-sm text-red-700 ${className}`}>
      {error}
    </p>
  );
}
