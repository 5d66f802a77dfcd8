import { redactSecrets } from '@shop/domain';
import { SCREENSHOT_IGNORE_ATTRIBUTE } from './screenshot-ignore.ts';
const CAPTURE_TIMEOUT_MS = 8000;
const PASSWORD_MASK = '••••••••';

/** The widest picture sent, in pixels. */
export const SCREENSHOT_MAX_WIDTH = 1024;
const SCREENSHOT_SCALE = 0.5;

interface ScreenshotSize {
  /** The part of the page drawn, in CSS pixels: always the whole window. */
  width: number;
  height: number;
  /** Picture pixels per CSS pixel. */
  scale: number;
}

/**
 * Scale 0.5, width at most 1024, the window height, JPEG 0.7. The limit is the
 * picture's: the whole window is drawn, at half size, and smaller still where half size
 * would be wider than 1024 pixels; nothing at the right edge is cut off.
 */
export function screenshotSize(windowWidth: number, windowHeight: number): ScreenshotSize {
  const scale = windowWidth > 0 ? Math.min(SCREENSHOT_SCALE, SCREENSHOT_MAX_WIDTH / windowWidth) : SCREENSHOT_SCALE;
  return { width: windowWidth, height: windowHeight, scale };
}

/** The picture's own size in pixels, as the drawing library rounds it. */
export const pictureSize = ({ width, height, scale }: ScreenshotSize): { width: number; height: number } => ({
  width: Math.floor(width * scale),
  height: Math.floor(height * scale),
});

/**
 * The picture covers the window, where the page is scrolled to: an element that starts below it cannot appear,
 * so it is left out of the copy the library styles node by node (on a catalogue page that copy of
 * every card, not the drawing, is what takes the time).
 */
export const startsBelowPicture = (top: number, pictureHeight: number): boolean => top >= pictureHeight;

/**
 * The window's place on the page, as a shift of the drawn page: the copy is laid out from the page's
 * top, so a page scrolled down (a long orders list) was drawn from its top, not where the reader is.
 * Null when the window is at the top.
 */
export function scrolledView(scrollX: number, scrollY: number): { transform: string } | null {
  return scrollX === 0 && scrollY === 0 ? null : { transform: `translate(${-scrollX}px, ${-scrollY}px)` };
}

/** Password fields (and any marked field) show a fixed mask, never their value or its length. */
function maskSecrets(node: Node): void {
  if (!(node instanceof HTMLInputElement)) return;
  if (node.type === 'password' || node.autocomplete === 'current-password' || node.autocomplete === 'new-password') {
    node.value = node.value ? PASSWORD_MASK : '';
    node.setAttribute('value', node.value);
  }
}

/**
 * A JPEG of the page as the user sees it, or null when capture fails or takes too long (the report is
 * then sent without it). The library is loaded only when a report is filed.
 */
export async function capturePage(): Promise<Blob | null> {
  try {
    const { domToBlob } = await import('modern-screenshot');
    // The window's width without a scroll bar: the width the page is laid out in.
    const { width, height, scale } = screenshotSize(document.documentElement.clientWidth || window.innerWidth, window.innerHeight);
    const capture = domToBlob(document.body, {
      type: 'image/jpeg',
      width,
      height,
      scale,
      quality: 0.7,
      backgroundColor: '#ffffff',
      timeout: 3000,
      // What the window shows: elements below it are left out by `filter` (their top, as the window sees it).
      style: scrolledView(window.scrollX, window.scrollY),
      filter: (node) =>
        !(
          node instanceof Element &&
          (node.closest(`[${SCREENSHOT_IGNORE_ATTRIBUTE}]`) || startsBelowPicture(node.getBoundingClientRect().top, height))
        ),
      onCloneEachNode: maskSecrets,
    });
    return await Promise.race([capture, new Promise<null>((resolve) => window.setTimeout(() => resolve(null), CAPTURE_TIMEOUT_MS))]);
  } catch (error) {
    console.warn('Screenshot capture failed; the report is sent without it.', redactSecrets(String(error)));
    return null;
  }
}
