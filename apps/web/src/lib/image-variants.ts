import type { ImgHTMLAttributes } from 'react';
import { imageSrcSet } from '@shop/domain';

/** `srcset` of an uploaded product photo or gallery image (decision 035); undefined for any other address. */
export const srcSetOf = imageSrcSet;

/** Where an image shows: how wide it is drawn (a `sizes` media list) and the side of its square box in CSS pixels. */
export interface ImageSlot {
  sizes: string;
  side: number;
}

/**
 * The attributes of an `<img>` showing `url` in `slot`: the width variants for the browser to choose
 * from, an intrinsic size (no layout shift), decoding off the main thread, and lazy loading unless the
 * image is among the first the page shows (`eager`: loaded at once, ahead of the other images).
 */
export function imageAttributes(url: string, slot: ImageSlot, eager = false): ImgHTMLAttributes<HTMLImageElement> {
  const srcSet = srcSetOf(url);
  return {
    src: url,
    srcSet,
    sizes: srcSet && slot.sizes,
    width: slot.side,
    height: slot.side,
    loading: eager ? 'eager' : 'lazy',
    fetchPriority: eager ? 'high' : undefined,
    decoding: 'async',
  };
}

/**
 * Asks for the picture a page is about to show first, before the page has drawn it: a `preload` link
 * with the same variants and sizes as its `<img>`, so the browser picks the same file and uses it.
 */
export function preloadImage(url: string, slot: ImageSlot): void {
  const srcSet = srcSetOf(url);
  if (!srcSet || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: url, imageSrcset: srcSet, imageSizes: slot.sizes });
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
