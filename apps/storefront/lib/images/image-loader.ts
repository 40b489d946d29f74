import { IMAGE_LOADER } from '@shop/shop-config';
import type { ImageLoaderProps } from 'next/image';

/** Next's own optimiser on the storefront's origin: no external image CDN (spec 9). */
const OPTIMIZER_PATH = '/_next/image';

/** SVGs and PDFs are passed through untouched (spec 9), with or without a query. */
export function isUntransformed(src: string): boolean {
  const path = src.split(/[?#]/)[0] ?? '';
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return IMAGE_LOADER.untransformedExtensions.some((candidate) => candidate === extension);
}

/**
 * The image loader of spec 9: quality 75 unless asked otherwise; the width is one of the
 * configured device or image widths (640 to 3840 for full-width images), and next/image
 * asks for twice the width for the retina variant (pixel ratio 2). The optimiser picks the
 * best format the browser accepts (AVIF, WebP: "auto format"). SVG and PDF stay as they are.
 */
export function shopImageLoader({ src, width, quality }: ImageLoaderProps): string {
  if (isUntransformed(src)) return src;
  const query = new URLSearchParams({
    url: src,
    w: String(width),
    q: String(quality ?? IMAGE_LOADER.quality),
  });
  return `${OPTIMIZER_PATH}?${query.toString()}`;
}

/** The margin around the viewport within which lazy images start loading (spec 9). */
export const LAZY_ROOT_MARGIN = `${IMAGE_LOADER.lazyMarginPx}px`;
