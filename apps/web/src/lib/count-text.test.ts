import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { countText } from './count-text.ts';
import en from '../locales/en.json';
import lt from '../locales/lt.json';

/** A `t` over the shared texts' `common.moreThan` and a counted noun, as the admin texts word it. */
const tOf = (moreThan: string, noun: (count: number) => string) =>
  ((key: string, options: { count?: number; what?: string }) =>
    key === 'common.moreThan' ? moreThan.replace('{{what}}', options.what ?? '') : noun(options.count ?? 0)) as unknown as TFunction;

describe('a list count that stopped at its cap', () => {
  it('when the count is exact, then it reads as the number', () => {
    expect(
      countText(
        tOf(en.common.moreThan, (n) => `${n} orders`),
        'orders',
        { total: 42 },
      ),
    ).toBe('42 orders');
  });

  it('when the count stopped at its cap, then it reads "more than", in English and Lithuanian', () => {
    expect(
      countText(
        tOf(en.common.moreThan, (n) => `${n} orders`),
        'orders',
        { total: 10_000, capped: true },
      ),
    ).toBe('More than 10000 orders');
    expect(
      countText(
        tOf(lt.common.moreThan, (n) => `${n} užsakymų`),
        'orders',
        { total: 10_000, capped: true },
      ),
    ).toBe('Daugiau nei 10000 užsakymų');
  });
});
