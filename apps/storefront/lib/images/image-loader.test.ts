import { getImageProps } from 'next/image';
import { describe, expect, it } from 'vitest';
import { isUntransformed, LAZY_ROOT_MARGIN, shopImageLoader } from './image-loader';

describe('shopImageLoader', () => {
  it('asks the shop’s own optimiser at quality 75 by default', () => {
    const url = new URL(
      shopImageLoader({ src: '/media/products/cuff.png', width: 640 }),
      'http://shop',
    );
    expect(url.pathname).toBe('/_next/image');
    expect(url.searchParams.get('url')).toBe('/media/products/cuff.png');
    expect(url.searchParams.get('w')).toBe('640');
    expect(url.searchParams.get('q')).toBe('75');
  });

  it('keeps a quality asked for', () => {
    expect(shopImageLoader({ src: '/media/a.jpg', width: 750, quality: 50 })).toContain('q=50');
  });

  it.each(['/media/logo.svg', '/media/manual.PDF', '/media/icon.svg?v=3'])(
    'passes %s through untransformed',
    (src) => {
      expect(isUntransformed(src)).toBe(true);
      expect(shopImageLoader({ src, width: 1080 })).toBe(src);
    },
  );

  it('starts lazy images 200 px before they reach the viewport', () => {
    expect(LAZY_ROOT_MARGIN).toBe('200px');
  });
});

describe('next/image with the shop loader', () => {
  it('offers the retina variant at pixel ratio 2 for a fixed-size image', () => {
    const { props } = getImageProps({
      src: '/media/products/cuff.png',
      alt: '',
      width: 640,
      height: 480,
      loader: shopImageLoader,
    });
    const candidates = props.srcSet?.split(', ') ?? [];
    expect(candidates).toHaveLength(2);
    expect(candidates[0]).toMatch(/w=640&q=75 1x$/);
    // The 2x candidate is the smallest configured width of at least twice the size.
    const [, retinaWidth] = candidates[1]?.match(/w=(\d+)&q=75 2x$/) ?? [];
    expect(Number(retinaWidth)).toBeGreaterThanOrEqual(1280);
  });
});
