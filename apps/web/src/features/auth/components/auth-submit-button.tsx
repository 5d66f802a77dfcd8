import { Button } from '@/components/ui/button.tsx';
import { useInBrowser } from '@/lib/use-in-browser.ts';

/**
 * The full-width submit button of an account screen; while the request runs it is disabled and says
 * so. On the server's prerendered page (sign-in, registration, forgotten password) it is
 * disabled until the app has taken the page over (decision 112): before, the browser's own submit
 * would send the fields, the password too, as a GET to the page's address, into the history and the
 * proxy's logs. A disabled submit button also stops the Enter key's submit.
 */
export function AuthSubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const inBrowser = useInBrowser();
  return (
    <Button type="submit" className="w-full py-2.5" disabled={busy || !inBrowser}>
      {busy ? busyLabel : label}
    </Button>
  );
}
