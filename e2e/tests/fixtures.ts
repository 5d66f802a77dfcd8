import { test as base, type Page } from '@playwright/test';
import { serverDataDir, serverUrl } from '../servers.ts';

/** Every journey talks to its worker's own shop (servers.ts): pages, requests and new contexts alike. */
export const shopTest = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
});

/** The DATA_DIR of the shop this journey talks to (its database, outbox and files). */
export function shopDataDir(): string {
  return serverDataDir(base.info().parallelIndex);
}

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

/**
 * A visitor's public page may arrive prerendered by the server (decision 037): its links work, but
 * its fields only once the app has taken it over, which this waits for.
 */
async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-prerendered]') === null);
}

/** Journeys that are not about the age gate start past it, and act on a page once the app runs it. */
export const test = shopTest.extend({
  page: async ({ page }, use) => {
    await pastAgeGate(page);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appStarted(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await appStarted(page);
      return response;
    };
    await use(page);
  },
});
export { expect } from '@playwright/test';
