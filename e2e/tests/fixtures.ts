import { test as base } from '@playwright/test';

/** Journeys that are not about the age gate start as a visitor who confirmed the current gate a moment ago. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const { version } = (await (await page.request.get('/api/age-gate')).json()) as { version: number };
    await page.addInitScript((current: number) => {
      localStorage.setItem('wholesale.ageVerification', JSON.stringify({ isVerified: true, hasBeenAsked: true, verificationDate: new Date().toISOString(), detectedLanguage: 'en', version: current }));
    }, version);
    await use(page);
  },
});
export { expect } from '@playwright/test';
