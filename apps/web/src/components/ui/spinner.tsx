export function Spinner({ label }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-6 text-slate-600">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-slate-300 border-t-teal-700" aria-hidden="true" />
      {label ? <span className="text-sm">{label}</span> : <span className="sr-only">…</span>}
    </div>
  );
}
