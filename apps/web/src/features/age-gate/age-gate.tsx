import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client.ts';
import { countryDecides, readerLanguage } from '@shop/domain';
import { changeLanguage, currentLanguage } from '@/lib/i18n.ts';
import { browserLanguages, chosenLanguage } from '@/lib/reader-language.ts';
import { useSession } from '@/lib/session.ts';
import { useInBrowser } from '@/lib/use-in-browser.ts';
import { needsGate, readVerification, REJECT_URL, saveVerification } from './age-gate-state.ts';
import { answers } from '@/api/answers.ts';
import AgeGateDialog from './age-gate-dialog.tsx';
import { ageGateKey } from './query-keys.ts';

const gateQuery = {
  queryKey: ageGateKey,
  queryFn: () => api('/age-gate', { answer: answers?.ageGate }),
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
  const [detected, setDetected] = useState(currentLanguage);

  // The gate speaks the shop's language, which the app chose before the first paint (the choice,
  // else the browser's languages: decision 087). Only when neither decides may the optional
  // geolocation service (3 s at most) place the visitor; a language it decides is kept as chosen,
  // so the server paints the next pages in it. The shop works without it.
  useEffect(() => {
    if (!open || !geolocationUrl || !countryDecides({ chosen: chosenLanguage(), accepted: browserLanguages() })) return;
    let cancelled = false;
    void import('./geolocation.ts')
      .then(
        ({ lookUpCountry }) => lookUpCountry(geolocationUrl),
        () => null,
      )
      .then((country) => {
        const language = readerLanguage({ country });
        if (cancelled || chosenLanguage()) return;
        setDetected(language);
        if (language !== currentLanguage()) void changeLanguage(language);
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
  return <AgeGateDialog onAnswer={(yes) => void answer(yes)} />;
}
