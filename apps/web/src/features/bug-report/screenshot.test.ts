import { describe, expect, it } from 'vitest';
import { screenshotSize } from './screenshot.ts';

describe('bug-report screenshot size', () => {
  it('when the window is wider than 1024, then the picture is 1024 wide and as tall as the window', () => {
    expect(screenshotSize(1920, 1080)).toEqual({ width: 1024, height: 1080 });
  });

  it('when the window is narrower, then the picture takes the window width', () => {
    expect(screenshotSize(390, 844)).toEqual({ width: 390, height: 844 });
  });
});
