import { describe, expect, it } from 'vitest';
import { screenshotSize, startsBelowPicture } from './screenshot.ts';

describe('bug-report screenshot size', () => {
  it('when the window is wider than 1024, then the picture is 1024 wide and as tall as the window', () => {
    expect(screenshotSize(1920, 1080)).toEqual({ width: 1024, height: 1080 });
  });

  it('when the window is narrower, then the picture takes the window width', () => {
    expect(screenshotSize(390, 844)).toEqual({ width: 390, height: 844 });
  });
});

describe('what the screenshot leaves out', () => {
  it("when an element starts at or below the picture's bottom edge, then it is left out; one that starts inside it stays", () => {
    expect(startsBelowPicture(900, 900)).toBe(true);
    expect(startsBelowPicture(2400, 900)).toBe(true);
    expect(startsBelowPicture(899, 900)).toBe(false);
    expect(startsBelowPicture(-300, 900)).toBe(false);
  });
});
