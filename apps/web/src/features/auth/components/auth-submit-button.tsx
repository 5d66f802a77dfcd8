import { Button } from '@/components/ui/button.tsx';

/** The full-width submit button of an account screen; while the request runs it is disabled and says so. */
export function AuthSubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" className="w-full py-2.5" disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
