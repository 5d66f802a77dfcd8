import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The phone the width checks use: the narrowest screen the shop is laid out for. */
export const NARROW_PHONE = { width: 360, height: 740 } as const;

/**
 * Why the page is wider than the screen, or null when it is not: `document.documentElement.scrollWidth`
 * against `window.innerWidth`, and the innermost elements that reach past the screen's right edge
 * (outside any box that scrolls sideways by itself), so a failure names what to fix.
 */
export function widerThanScreen(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const inner = window.innerWidth;
    const scroll = document.documentElement.scrollWidth;
    if (scroll <= inner) return null;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow !== 'visible') return true;
      }
      return false;
    };
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (culprits.length >= 6) break;
      const box = element.getBoundingClientRect();
      if (box.right <= inner + 0.5 || clipped(element)) continue;
      // The innermost ones only (none of their children reaches past the edge): what pushes the page wide.
      if ([...element.children].some((child) => child.getBoundingClientRect().right > inner + 0.5)) continue;
      const classes = typeof element.className === 'string' ? element.className.split(/\s+/).slice(0, 6).join('.') : '';
      const testId = element.getAttribute('data-testid');
      culprits.push(
        `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${classes ? `.${classes}` : ''} (right ${Math.round(box.right)})`,
      );
    }
    return `scrollWidth ${scroll} > innerWidth ${inner}: ${culprits.join('; ')}`;
  });
}

/** The impacts a scan fails on. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

interface AxeScanOptions {
  /** Only these rules are checked (a scan scoped to the rules already fixed, said so where used). */
  rules?: readonly string[];
}

/**
 * The serious and critical WCAG 2 A/AA violations axe-core finds on the page as it stands, one line
 * each (rule, impact, how many elements, the first elements' selectors); empty when there are none.
 * The bug-report dialog's lazily loaded parts are not open, so only the page itself is read.
 */
export async function seriousA11yViolations(page: Page, options: AxeScanOptions = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (options.rules) builder = builder.withRules([...options.rules]);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`)
          .join(' | ')}`,
    );
}

/**
 * Visible controls smaller than a finger (44 × 44 CSS px, WCAG 2.5.5) among those `selector` finds,
 * each as its text and size; links inside running text are exempt and should not be selected.
 */
export function smallTapTargets(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((chosen) => {
    const small: string[] = [];
    for (const element of document.querySelectorAll(chosen)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width < 44 - 0.5 || box.height < 44 - 0.5)
        small.push(
          `"${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return small;
  }, selector);
}

/** The controls (buttons, fields, links, selects) on screen that the floating bug-report button's box overlaps. */
function controlsUnderBugButtonNow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector('[data-testid="bug-report-button"]');
    if (!button) return [];
    const bug = button.getBoundingClientRect();
    const covered: string[] = [];
    for (const control of document.querySelectorAll('button, input, a, select, textarea')) {
      if (control === button) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      if (box.left < bug.right && box.right > bug.left && box.top < bug.bottom && box.bottom > bug.top)
        covered.push(
          `${control.tagName} "${(control.textContent || control.getAttribute('aria-label') || control.getAttribute('name') || '').trim().slice(0, 40)}"`,
        );
    }
    return covered;
  });
}

/**
 * Scrolled from the page's top to its end a screen at a time, the controls the bug-report button
 * covers at some stop (it moves after a scroll, with a short transition: each stop waits up to a
 * second for it to settle clear); empty when it covers none anywhere.
 */
export async function controlsUnderBugButton(page: Page): Promise<string[]> {
  const found: string[] = [];
  const { height, step } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, step: Math.round(window.innerHeight * 0.6) }));
  for (let y = 0; ; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    let covered = await controlsUnderBugButtonNow(page);
    for (let tries = 0; covered.length > 0 && tries < 10; tries++) {
      await page.waitForTimeout(100);
      covered = await controlsUnderBugButtonNow(page);
    }
    found.push(...covered.map((control) => `${control} at ${y}`));
    if (y >= height) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return found;
}
