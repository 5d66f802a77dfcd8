/**
 * Widths (in device pixels) at which product photos and gallery images are served besides their
 * original, at `/uploads/w/<width>/<key>` (decision 035). The web app builds its `srcset` from the
 * same list; any other width is 404.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Stored keys that have width variants: product photos and gallery images (not the gallery's thumbnails). */
export const RESIZABLE_IMAGE_KEY = /^(products|gallery)\/[\w-][\w.-]{0,199}$/;

/** The width in `text` when it is one of IMAGE_WIDTHS written plainly (`320`, never `0320` or `320.0`). */
export function imageWidthOf(text: string): ImageWidth | undefined {
  return IMAGE_WIDTHS.find((width) => String(width) === text);
}

/**
 * `srcset` of an uploaded product photo or gallery image (`/uploads/products/…`, `/uploads/gallery/…`):
 * the server's copy at every width. Undefined for any other address (another site's, a data: URL, a
 * gallery thumbnail), which is shown as it is.
 */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const key = url?.startsWith('/uploads/') ? url.slice(9) : '';
  return RESIZABLE_IMAGE_KEY.test(key) ? IMAGE_WIDTHS.map((width) => `/uploads/w/${width}/${key} ${width}w`).join() : undefined;
}

/** How wide the product page draws its picture: the page's width on a phone, half of it beside the details from 1024 px. */
export const PRODUCT_PAGE_IMAGE_SIZES = '(min-width:1280px) 584px,(min-width:1024px) 46vw,92vw';
