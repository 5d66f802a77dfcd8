import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

const lt = (cents: number) => amountInWords(cents, 'lt');
const en = (cents: number) => amountInWords(cents, 'en');

describe('amountInWords in Lithuanian', () => {
  it('when 12345 cents, then "vienas šimtas dvidešimt trys eurai 45 ct"', () => {
    expect(lt(12345)).toBe('vienas šimtas dvidešimt trys eurai 45 ct');
  });

  it('when zero, then "nulis eurų 00 ct"', () => {
    expect(lt(0)).toBe('nulis eurų 00 ct');
  });

  it('when one euro, then the singular "vienas euras 00 ct"', () => {
    expect(lt(100)).toBe('vienas euras 00 ct');
  });

  it.each([
    [21, 'dvidešimt vienas euras'],
    [91, 'devyniasdešimt vienas euras'],
    [2, 'du eurai'],
    [9, 'devyni eurai'],
    [22, 'dvidešimt du eurai'],
    [10, 'dešimt eurų'],
    [11, 'vienuolika eurų'],
    [12, 'dvylika eurų'],
    [15, 'penkiolika eurų'],
    [19, 'devyniolika eurų'],
    [20, 'dvidešimt eurų'],
    [90, 'devyniasdešimt eurų'],
    [111, 'vienas šimtas vienuolika eurų'],
    [200, 'du šimtai eurų'],
    [501, 'penki šimtai vienas euras'],
  ])('when %i €, then "%s" (the euro word agrees with the last two digits)', (euros, words) => {
    expect(lt(euros * 100)).toBe(`${words} 00 ct`);
  });

  it.each([
    [1_000, 'vienas tūkstantis eurų'],
    [1_021, 'vienas tūkstantis dvidešimt vienas euras'],
    [1_012, 'vienas tūkstantis dvylika eurų'],
    [2_000, 'du tūkstančiai eurų'],
    [10_000, 'dešimt tūkstančių eurų'],
    [11_000, 'vienuolika tūkstančių eurų'],
    [21_000, 'dvidešimt vienas tūkstantis eurų'],
    [1_000_000, 'vienas milijonas eurų'],
    [2_000_000, 'du milijonai eurų'],
    [15_000_000, 'penkiolika milijonų eurų'],
    [
      999_999_999,
      'devyni šimtai devyniasdešimt devyni milijonai devyni šimtai devyniasdešimt devyni tūkstančiai devyni šimtai devyniasdešimt devyni eurai',
    ],
  ])('when %i €, then "%s" (thousands and millions take their own forms)', (euros, words) => {
    expect(lt(euros * 100)).toBe(`${words} 00 ct`);
  });

  it('when only 99 cents, then "nulis eurų 99 ct"', () => {
    expect(lt(99)).toBe('nulis eurų 99 ct');
  });

  it('when single-digit cents, then they are written with two digits', () => {
    expect(lt(105)).toBe('vienas euras 05 ct');
  });

  it('when negative (credit note), then "minus" and the words of the absolute amount', () => {
    expect(lt(-12345)).toBe('minus vienas šimtas dvidešimt trys eurai 45 ct');
  });
});

describe('amountInWords in English', () => {
  it.each([
    [12345, 'one hundred twenty-three euros 45 ct'],
    [100, 'one euro 00 ct'],
    [0, 'zero euros 00 ct'],
    [99, 'zero euros 99 ct'],
    [2100, 'twenty-one euros 00 ct'],
    [1_100_000, 'eleven thousand euros 00 ct'],
    [150_000_000, 'one million five hundred thousand euros 00 ct'],
    [-12345, 'minus one hundred twenty-three euros 45 ct'],
  ])('when %i cents, then "%s"', (cents, words) => {
    expect(en(cents)).toBe(words);
  });
});

describe('amountInWords range', () => {
  it('when the largest supported amount, then it is written out', () => {
    expect(en(99_999_999_999)).toBe('nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine euros 99 ct');
  });

  it.each([12.5, Number.NaN, Number.POSITIVE_INFINITY, 100_000_000_000, -100_000_000_000])('when %s cents, then a RangeError', (cents) => {
    expect(() => amountInWords(cents, 'lt')).toThrow(RangeError);
  });
});
