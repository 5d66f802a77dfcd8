/** Money is integer cents inside the program; the API speaks decimal euros. */
export type Cents = number;

export function eurosToCents(euros: number): Cents {
  // Round half away from zero on the third decimal, guarding float noise (0.285 → 29).
  return Math.sign(euros) * Math.round(Math.abs(euros) * 100 + 1e-9);
}

export function centsToEuros(cents: Cents): number {
  return Math.round(cents) / 100;
}

/**
 * A euro amount as a person types it into a price input, in cents: "12,50", "12.50", "12" and
 * ".5" are read (a comma or a point is the decimal sign, surrounding spaces are ignored). Empty
 * text, a negative amount, more than two decimals, thousands separators and anything else are
 * null. Whether empty means "clear" and what the upper bound is stays with the caller.
 */
export function parseMoneyInput(text: string): Cents | null {
  const match = /^(\d*)(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
