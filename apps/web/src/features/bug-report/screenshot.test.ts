import { describe, expect, it } from 'vitest';
import { pictureSize, SCREENSHOT_MAX_WIDTH, screenshotSize, scrolledView, startsBelowPicture } from './screenshot.ts';

describe('bug-report screenshot size', () => {
  it('when the window is 1440 wide, then the whole width is drawn at half size: 720 by 450 pixels', () => {
    const size = screenshotSize(1440, 900);
    expect(size).toEqual({ width: 1440, height: 900, scale: 0.5 });
    expect(pictureSize(size)).toEqual({ width: 720, height: 450 });
  });

  it('when half size would be wider than 1024 pixels, then the whole window is drawn smaller, 1024 pixels wide', () => {
    const size = screenshotSize(2560, 1440);
    expect(size.width).toBe(2560);
    expect(pictureSize(size)).toEqual({ width: SCREENSHOT_MAX_WIDTH, height: 576 });
    expect(pictureSize(screenshotSize(3841, 2160)).width).toBeLessThanOrEqual(SCREENSHOT_MAX_WIDTH);
  });

  it('when the window is narrow, then it is drawn whole at half size', () => {
    expect(screenshotSize(390, 844)).toEqual({ width: 390, height: 844, scale: 0.5 });
    expect(pictureSize(screenshotSize(390, 844))).toEqual({ width: 195, height: 422 });
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

describe('where the picture is taken', () => {
  it('when the page is scrolled down 1500 pixels, then the page is drawn shifted up by them, to show what the window shows', () => {
    expect(scrolledView(0, 1500)).toEqual({ transform: 'translate(0px, -1500px)' });
  });

  it('when the window is at the top, then the page is drawn as it is', () => {
    expect(scrolledView(0, 0)).toBeNull();
  });
});
