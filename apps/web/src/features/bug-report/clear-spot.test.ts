import { describe, expect, it } from 'vitest';
import { clearRise } from './clear-spot.ts';

// A 390 × 844 phone: the button's home is 44 px square, 12 px from the bottom right corner.
const home = { left: 334, right: 378, top: 788, bottom: 832 };
const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });

describe('the bug-report button keeps off the controls', () => {
  it('when no control lies under its home, then it stays home', () => {
    expect(clearRise(home, [box(16, 700, 200, 740), box(16, 790, 300, 830)], 422)).toBe(0);
  });

  it('when a field runs under its home, then it rises just above that field', () => {
    const field = box(37, 792, 353, 834);
    const rise = clearRise(home, [field], 422);
    expect(rise).toBe(832 - 792 + 8);
    expect(home.bottom - rise).toBeLessThanOrEqual(field.top);
  });

  it('when the spot above the first control holds another, then it rises past both', () => {
    const rise = clearRise(home, [box(37, 792, 353, 834), box(200, 720, 374, 760)], 422);
    expect(rise).toBe(832 - 720 + 8);
  });

  it('when no spot in the lower half of the screen is clear, then it stays home', () => {
    const list = Array.from({ length: 12 }, (_, i) => box(16, 400 + i * 40, 374, 436 + i * 40));
    expect(clearRise(home, list, 422)).toBe(0);
  });
});
