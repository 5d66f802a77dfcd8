import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { api } from '@/lib/api-client.ts';
import { changeLanguage, LANGUAGE_KEY } from '@/lib/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { useInBrowser } from '@/lib/use-in-browser.ts';
import { browserLanguage, gateLanguage, lookUpCountry, needsGate, readVerification, REJECT_URL, saveVerification } from './age-gate-state.ts';
import { answers } from '@/api/answers.ts';

const AgeGateDialog = lazy(() => import('./age-gate-dialog.tsx'));

const gateQuery = {
  queryKey: ['age-gate'],
  queryFn: () => api<{ success: true; version: number; geolocation_url: string | null }>('/age-gate', { answer: answers?.ageGate }),
  staleTime: 5 * 60_000,
};

/** Visitors confirm they are 18 or older and represent a licensed business (valid 24 hours). */
export function AgeGate() {
  const session = useSession();
  const queryClient = useQueryClient();
  const gate = useQuery({ ...gateQuery, enabled: !session });
  const [confirmedNow, setConfirmedNow] = useState(false);
  const inBrowser = useInBrowser();
  const version = gate.data?.version;
  const geolocationUrl = gate.data?.geolocation_url ?? null;
  // The server's prerendered page cannot know whether this browser confirmed already: the browser decides.
  const open = inBrowser && !session && !confirmedNow && needsGate(readVerification(), version) === true;
  const [detected, setDetected] = useState<'en' | 'lt'>(() => browserLanguage());

  // A visitor who never chose a language meets the gate in the browser's language, which the
  // optional geolocation service (3 s at most) may refine; the shop works without it.
  useEffect(() => {
    if (!open || localStorage.getItem(LANGUAGE_KEY)) return;
    let cancelled = false;
    if (browserLanguage() === 'lt') void changeLanguage('lt');
    void lookUpCountry(geolocationUrl).then((country) => {
      const language = gateLanguage(country);
      if (cancelled) return;
      setDetected(language);
      if (language === 'lt' && !localStorage.getItem(LANGUAGE_KEY)) void changeLanguage('lt');
    });
    return () => {
      cancelled = true;
    };
  }, [open, geolocationUrl]);

  if (!open) return null;
  const answer = async (yes: boolean) => {
    if (yes) setConfirmedNow(true);
    // The gate may be answered before the server's version arrived; without it, the next visit asks again.
    const answeredVersion =
      version ??
      (await queryClient.fetchQuery(gateQuery).then(
        (reply) => reply.version,
        () => 0,
      ));
    saveVerification({
      isVerified: yes,
      hasBeenAsked: true,
      verificationDate: yes ? new Date().toISOString() : null,
      detectedLanguage: detected,
      version: answeredVersion,
    });
    if (!yes) window.location.assign(REJECT_URL);
  };
  return (
    <Suspense fallback={null}>
      <AgeGateDialog onAnswer={(yes) => void answer(yes)} />
    </Suspense>
  );
}
