/**
 * A file input that hands over the chosen file and forgets it, so choosing the same file again is a
 * new choice (an import's "check again" after fixing the file).
 */
export function FilePicker({
  id,
  accept,
  testId,
  disabled,
  onChoose,
}: {
  id: string;
  accept: string;
  testId: string;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}) {
  return (
    <input
      id={id}
      type="file"
      accept={accept}
      data-testid={testId}
      disabled={disabled}
      className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
      onChange={(event) => {
        const chosen = event.target.files?.[0] ?? null;
        event.target.value = '';
        onChoose(chosen);
      }}
    />
  );
}
