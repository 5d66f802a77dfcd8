/** What this browser remembers about the gate (spec section 3, "Age verification (stored locally)"). */
export interface AgeVerification {
  isVerified: boolean;
  hasBeenAsked: boolean;
  verificationDate: string | null;
  detectedLanguage: 'en' | 'lt';
  version: number;
}

export const AGE_GATE_KEY = 'wholesale.ageVerification';
export const VALID_FOR_MS = 24 * 60 * 60 * 1000;
export const REJECT_URL = 'https://www.google.com/';

export function readVerification(): AgeVerification | null {
  try {
    const raw = localStorage.getItem(AGE_GATE_KEY);
    return raw ? (JSON.parse(raw) as AgeVerification) : null;
  } catch {
    return null;
  }
}

export function saveVerification(verification: AgeVerification): void {
  localStorage.setItem(AGE_GATE_KEY, JSON.stringify(verification));
}

/**
 * The gate shows when never asked, when 24 hours have passed, or when an administrator reset it.
 * The first two are known before the server's version arrives, so a new visitor meets the gate in
 * the first paint; a recent confirmation waits for the version (`undefined` until then).
 */
export function needsGate(stored: AgeVerification | null, serverVersion: number | undefined, now = Date.now()): boolean | undefined {
  if (!stored?.hasBeenAsked || !stored.isVerified || !stored.verificationDate) return true;
  if (now - new Date(stored.verificationDate).getTime() >= VALID_FOR_MS) return true;
  return serverVersion === undefined ? undefined : stored.version !== serverVersion;
}

/** The gate speaks the browser's language (Lithuanian when the browser prefers it). */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): 'en' | 'lt' {
  return languages.some((language) => language.toLowerCase().startsWith('lt')) ? 'lt' : 'en';
}

/** Lithuania's visitors meet the gate in Lithuanian; elsewhere the browser's language decides. */
export function gateLanguage(countryCode: string | null, languages?: readonly string[]): 'en' | 'lt' {
  if (countryCode?.toUpperCase() === 'LT') return 'lt';
  return browserLanguage(languages);
}

/** The country code an IP-geolocation answer carries, whichever common field name it uses. */
export function countryOf(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null;
  const record = answer as Record<string, unknown>;
  for (const field of ['country_code', 'countryCode', 'country']) {
    const value = record[field];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  }
  return null;
}

export const GEOLOCATION_TIMEOUT_MS = 3000;

/** Asks the optional geolocation service (3 s at most); any failure leaves the decision to the browser. */
export async function lookUpCountry(url: string | null, fetcher: typeof fetch = fetch): Promise<string | null> {
  if (!url) return null;
  try {
    const response = await fetcher(url, { signal: AbortSignal.timeout(GEOLOCATION_TIMEOUT_MS), credentials: 'omit' });
    return response.ok ? countryOf(await response.json()) : null;
  } catch {
    return null;
  }
}
