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

/** The gate shows when never asked, when 24 hours have passed, or when an administrator reset it. */
export function needsGate(stored: AgeVerification | null, serverVersion: number, now = Date.now()): boolean {
  if (!stored || !stored.hasBeenAsked || !stored.isVerified || !stored.verificationDate) return true;
  if (stored.version !== serverVersion) return true;
  return now - new Date(stored.verificationDate).getTime() >= VALID_FOR_MS;
}

/** The gate speaks the browser's language (Lithuanian when the browser prefers it). */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): 'en' | 'lt' {
  return languages.some((language) => language.toLowerCase().startsWith('lt')) ? 'lt' : 'en';
}
