import { expect, type Page } from '@playwright/test';
import { englishWordsIn } from '../../packages/domain/src/english-words.ts';

/**
 * Fails when the page, read as its reader sees it (`document.body.innerText`), shows an English word
 * the shop uses (decision 089). `allowed`: the journey's own data a Lithuanian page may show as
 * entered (product names, a company). Waits for the Lithuanian texts to arrive.
 */
export async function expectNoEnglishWords(page: Page, allowed: readonly string[] = []): Promise<void> {
  await expect
    .poll(async () => englishWordsIn(await page.evaluate(() => document.body.innerText), allowed), {
      message: `English words on the Lithuanian page ${page.url()}`,
    })
    .toEqual([]);
}
