import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, parseMoneyInput } from './money.ts';

describe('money', () => {
  it.each([
    [0.285, 29],
    [1.005, 101],
    [19.99, 1999],
    [200, 20000],
    [-0.5, -50],
  ])('when %f euros become cents, then %i (half away from zero, no float noise)', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it('when cents become euros, then two decimals survive the round trip', () => {
    expect(centsToEuros(35050)).toBe(350.5);
    expect(eurosToCents(centsToEuros(123457))).toBe(123457);
  });

  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['50,5', 5050],
    ['50.50', 5050],
    ['12', 1200],
    ['0', 0],
    ['0,5', 50],
    ['.5', 50],
    [' 7,05 ', 705],
    ['007.10', 710],
    ['19.99', 1999],
    ['1 234,56', 123456],
    ['1\u00A0234,56', 123456],
    ['1\u202F234,56', 123456],
    ['1 234 567,8', 123456780],
    ['1 000', 100000],
    ['1 234.56', 123456],
    ['1,234.56', 123456],
    ['1.234,56', 123456],
    ['1,234,567.89', 123456789],
  ])('when a person types %j on a Lithuanian screen, then it is read as %i cents', (text, cents) => {
    expect(parseMoneyInput(text, 'lt')).toBe(cents);
  });

  it.each([
    ['50,5', 5050],
    ['50.50', 5050],
    ['1,234.56', 123456],
    ['1,234', 123400],
    ['12,505', 1250500],
    ['1,234,567', 123456700],
    ['1 234.56', 123456],
    ['1\u00A0234,56', 123456],
  ])('when a person types %j on an English screen, then it is read as %i cents', (text, cents) => {
    expect(parseMoneyInput(text, 'en')).toBe(cents);
  });

  it.each(['1,234', '1.234', '1,234,567', '1.234.567', '12,505'])(
    'when a Lithuanian screen gets %j (a comma or point followed by three digits), then it is refused, never read as thousands',
    (text) => {
      expect(parseMoneyInput(text, 'lt')).toBeNull();
    },
  );

  it.each(['1.234', '1.234.567', '1,2345', '1,23,456'])('when an English screen gets %j, then it is refused', (text) => {
    expect(parseMoneyInput(text, 'en')).toBeNull();
  });

  it.each([
    '',
    '   ',
    '-1',
    '-0,50',
    '12,',
    '12.',
    ',',
    'abc',
    '12e2',
    '0x10',
    '+5',
    '1,2,3',
    'Infinity',
    'NaN',
    '12,50 €',
    '€12.50',
    '1 23,45',
    '1234 567',
    '1  234',
    '1 234,56,78',
    '1.234.56',
    '1,234.567',
    '1_234',
    '５０',
  ])('when a person types %j, then it is not a money amount (null)', (text) => {
    expect(parseMoneyInput(text, 'lt')).toBeNull();
    expect(parseMoneyInput(text, 'en')).toBeNull();
  });

  it.each([
    ['lt', 'lt-LT'],
    ['en', 'en-US'],
  ] as const)('when an amount is shown back as Intl formats it in %s, then it reads as the same cents', (language, locale) => {
    const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const cents of [5, 5050, 123456, 123456789]) expect(parseMoneyInput(format.format(cents / 100), language)).toBe(cents);
  });

  it('when no language is given, then a lone comma or point is a decimal sign (the Lithuanian reading)', () => {
    expect(parseMoneyInput('50,5')).toBe(5050);
    expect(parseMoneyInput('1,234')).toBeNull();
  });

  it('when the amount is too large for exact cents, then it is refused', () => {
    expect(parseMoneyInput('99999999999999999999')).toBeNull();
  });
});
