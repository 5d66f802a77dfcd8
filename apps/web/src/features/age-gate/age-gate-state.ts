/** What this browser remembers about the age gate. */
export interface AgeVerification {
  isVerified: boolean;
  hasBeenAsked: boolean;
  verificationDate: string | null;
  detectedLanguage: 'en' | 'lt';
  version: number;
}

const AGE_GATE_KEY = 'wholesale.ageVerification';
const VALID_FOR_MS = 24 * 60 * 60 * 1000;
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
