/** Money is integer cents inside the program; the API speaks decimal euros. */
export type Cents = number;

export function eurosToCents(euros: number): Cents {
  // Round half away from zero on the third decimal, guarding float noise (0.285 → 29).
  return Math.sign(euros) * Math.round(Math.abs(euros) * 100 + 1e-9);
}

export function centsToEuros(cents: Cents): number {
  return Math.round(cents) / 100;
}
