/** Keeps a typed quantity inside [min, max] (spec 5: typed values are clamped into range). */
export function clampQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  const whole = Math.round(value);
  const upper = Math.max(min, max);
  return Math.min(Math.max(whole, min), upper);
}
