import { test as base, type Page } from '@playwright/test';

/** The page starts as a visitor who confirmed the current age gate a moment ago. */
export async function pastAgeGate(page: Page): Promise<void> {
  const { version } = (await (await page.request.get('/api/age-gate')).json()) as { version: number };
  await page.addInitScript((current: number) => {
    localStorage.setItem(
      'wholesale.ageVerification',
      JSON.stringify({ isVerified: true, hasBeenAsked: true, verificationDate: new Date().toISOString(), detectedLanguage: 'en', version: current }),
    );
  }, version);
}

/** Journeys that are not about the age gate start past it. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await pastAgeGate(page);
    await use(page);
  },
});
export { expect } from '@playwright/test';
