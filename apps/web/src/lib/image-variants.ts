import type { ImgHTMLAttributes } from 'react';
import { IMAGE_WIDTHS, RESIZABLE_IMAGE_KEY } from '@shop/domain';

const UPLOADS = '/uploads/';

/**
 * `srcset` of an uploaded product photo or gallery image (`/uploads/products/…`, `/uploads/gallery/…`):
 * the server's copy at every shop width (decision 035). Undefined for any other address (another
 * site's, a data: URL, a gallery thumbnail), which is shown as it is.
 */
export function srcSetOf(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(UPLOADS)) return undefined;
  const key = url.slice(UPLOADS.length);
  if (!RESIZABLE_IMAGE_KEY.test(key)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${UPLOADS}w/${width}/${key} ${width}w`).join(', ');
}

/** Where an image shows: how wide it is drawn (the `sizes` media list) and its box in CSS pixels. */
export interface ImageSlot {
  sizes: string;
  width: number;
  height: number;
}

type ImageAttributes = Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'decoding'
>;

/**
 * The attributes of an `<img>` showing `url` in `slot`: the width variants for the browser to choose
 * from, an intrinsic size (no layout shift), decoding off the main thread, and lazy loading unless the
 * image is among the first the page shows (`eager`: loaded at once, ahead of the other images).
 */
export function imageAttributes(url: string, slot: ImageSlot, eager = false): ImageAttributes {
  const srcSet = srcSetOf(url);
  return {
    src: url,
    ...(srcSet ? { srcSet, sizes: slot.sizes } : {}),
    width: slot.width,
    height: slot.height,
    loading: eager ? 'eager' : 'lazy',
    ...(eager ? { fetchPriority: 'high' } : {}),
    decoding: 'async',
  };
}
