import { type RefObject, useEffect } from 'react';

/** A box on the screen, in CSS pixels from the viewport's top left (as getBoundingClientRect gives it). */
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/** The gap kept between the button and a control it moves away from. */
const GAP = 8;

/**
 * How far up the floating button moves from its home (`home`, its box at the bottom right) so that
 * it covers none of the controls' boxes: 0 while home is clear, else the smallest rise that clears
 * every control, trying the spaces just above each control in its way. It never rises above
 * `highest` (the top of the band it may use); when no spot there is clear, it stays home.
 */
export function clearRise(home: Box, controls: readonly Box[], highest: number): number {
  const near = controls.filter((box) => box.left < home.right && box.right > home.left && box.top < home.bottom);
  const clearAt = (rise: number) => {
    const spot = { ...home, top: home.top - rise, bottom: home.bottom - rise };
    return spot.top >= highest && !near.some((box) => overlaps(box, spot));
  };
  if (clearAt(0)) return 0;
  const rises = near.map((box) => Math.ceil(home.bottom - box.top + GAP)).sort((a, b) => a - b);
  return rises.find(clearAt) ?? 0;
}

/** What counts as a control the button must not cover. */
const CONTROLS = 'a, button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"]';

function visibleBox(element: Element): Box | null {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  return box;
}

/**
 * Keeps a fixed button off the page's controls: after every scroll, resize or change of the page it
 * rises (a transform, so nothing else moves) to the lowest spot in the lower half of the screen that
 * covers no button, field, link or select (else the lowest such spot higher up), and goes home when
 * home is clear again.
 */
export function useClearSpot(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const button = ref.current;
    if (!button || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    let rise = 0;
    const place = () => {
      frame = 0;
      // Its box at home: where it is now, less the shift it shows now (mid-transition too: both read the same frame).
      const now = button.getBoundingClientRect();
      const transform = getComputedStyle(button).transform;
      const shift = transform && transform !== 'none' ? new DOMMatrixReadOnly(transform).m42 : 0;
      const home = { left: now.left, right: now.right, top: now.top - shift, bottom: now.bottom - shift };
      const controls: Box[] = [];
      for (const element of document.querySelectorAll(CONTROLS)) {
        if (element === button || button.contains(element)) continue;
        const box = visibleBox(element);
        if (box) controls.push(box);
      }
      // The lower half first; where controls fill it (a tall form on a phone), anywhere on the screen (decision 088).
      const next = clearRise(home, controls, window.innerHeight / 2) || clearRise(home, controls, 0);
      if (next === rise) return;
      rise = next;
      button.style.transform = rise ? `translateY(-${rise}px)` : '';
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    const resized = new ResizeObserver(later);
    resized.observe(document.documentElement);
    const changed = new MutationObserver(later);
    changed.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'hidden', 'open'] });
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    later();
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      changed.disconnect();
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [ref]);
}
