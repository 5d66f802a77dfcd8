// The optional IP-geolocation service (GEOLOCATION_URL, decision 012). Asked only when neither a
// chosen language nor the browser's languages decide (decision 087), which is rare: the age gate
// loads this file only then, so it stays out of the first load.

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

const GEOLOCATION_TIMEOUT_MS = 3000;

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
