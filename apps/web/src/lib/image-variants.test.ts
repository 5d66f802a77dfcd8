import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@shop/domain';
import { imageAttributes, srcSetOf } from './image-variants.ts';

const slot = { sizes: '(min-width: 640px) 50vw, 100vw', side: 300 };

describe('srcset of an image address', () => {
  it('when the image is an uploaded product photo, then the srcset offers every shop width of it, narrowest first', () => {
    expect(srcSetOf('/uploads/products/0b6c-tin.webp')).toBe(
      '/uploads/w/160/products/0b6c-tin.webp 160w,/uploads/w/320/products/0b6c-tin.webp 320w,/uploads/w/480/products/0b6c-tin.webp 480w,' +
        '/uploads/w/640/products/0b6c-tin.webp 640w,/uploads/w/960/products/0b6c-tin.webp 960w,/uploads/w/1280/products/0b6c-tin.webp 1280w',
    );
    expect(srcSetOf('/uploads/products/0b6c-tin.webp')?.split(',')).toHaveLength(IMAGE_WIDTHS.length);
  });

  it('when the image is a gallery image, then its widths are under /uploads/w/<width>/gallery/', () => {
    expect(srcSetOf('/uploads/gallery/mint-tin-1a2b3c4d.webp')?.split(',')[1]).toBe('/uploads/w/320/gallery/mint-tin-1a2b3c4d.webp 320w');
  });

  it.each([
    ['a gallery thumbnail', '/uploads/gallery/thumbs/mint.webp'],
    ['another site', 'https://cdn.example.com/uploads/products/tin.webp'],
    ['a data: URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['a private upload', '/uploads/bug-reports/shot.png'],
    ['an address already at a width', '/uploads/w/320/products/tin.webp'],
    ['an address with a query', '/uploads/products/tin.webp?v=2'],
    ['an address that climbs out', '/uploads/products/../bug-reports/shot.png'],
    ['no address', null],
    ['an empty address', ''],
  ])('when the image is %s, then there is no srcset', (_, url) => {
    expect(srcSetOf(url)).toBeUndefined();
  });
});

describe('attributes of an <img>', () => {
  it('when an uploaded photo is not among the first images, then it has its widths with the slot sizes, a size, lazy loading and no priority', () => {
    expect(imageAttributes('/uploads/products/tin.webp', slot)).toEqual({
      src: '/uploads/products/tin.webp',
      srcSet: srcSetOf('/uploads/products/tin.webp'),
      sizes: slot.sizes,
      width: 300,
      height: 300,
      loading: 'lazy',
      fetchPriority: undefined,
      decoding: 'async',
    });
  });

  it('when it is among the first images of the page, then it loads eagerly with high priority', () => {
    expect(imageAttributes('/uploads/gallery/tin.webp', slot, true)).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
  });

  it('when the image is on another site, then it has neither srcset nor sizes, but still its size and lazy loading', () => {
    const attributes = imageAttributes('https://cdn.example.com/tin.jpg', slot);
    expect(attributes).toMatchObject({ src: 'https://cdn.example.com/tin.jpg', width: 300, height: 300, loading: 'lazy' });
    expect(attributes.srcSet).toBeUndefined();
    expect(attributes.sizes).toBeUndefined();
  });
});
