'use client';

import { IMAGE_LOADER } from '@shop/shop-config';
import Image, { type ImageProps } from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { isUntransformed, LAZY_ROOT_MARGIN, shopImageLoader } from '../../lib/images/image-loader';

type ShopImageProps = Omit<ImageProps, 'loader' | 'loading' | 'unoptimized'> & {
  /** Above the fold: loads at once, with high fetch priority, instead of on approach. */
  eager?: boolean;
};

/**
 * next/image with the shop's loader and spec 9 defaults: quality 75, retina variant at
 * pixel ratio 2, SVG and PDF untransformed, and lazy loading once the image comes within
 * 200 px of the viewport (the browser's own lazy loading uses a much larger margin). Until
 * then a box of the image's size holds its place; without JavaScript a noscript copy shows.
 */
export function ShopImage({ eager = false, quality, ...props }: ShopImageProps) {
  const holderRef = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(eager);

  useEffect(() => {
    const holder = holderRef.current;
    if (near || holder === null) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(holder);
    return () => observer.disconnect();
  }, [near]);

  const image = (
    <Image
      {...props}
      loader={shopImageLoader}
      quality={quality ?? IMAGE_LOADER.quality}
      unoptimized={typeof props.src === 'string' && isUntransformed(props.src)}
      loading={eager ? 'eager' : 'lazy'}
      // An eager image is a candidate for the largest paint: fetched before scripts (Lighthouse
      // "LCP request discovery" asks for fetchpriority=high).
      fetchPriority={props.fetchPriority ?? (eager ? 'high' : undefined)}
    />
  );
  if (near) return image;
  return (
    <span
      ref={holderRef}
      className={props.className}
      style={{
        display: 'inline-block',
        aspectRatio: `${props.width} / ${props.height}`,
        width: typeof props.width === 'number' ? `${props.width}px` : undefined,
        maxWidth: '100%',
      }}
    >
      <noscript>{image}</noscript>
    </span>
  );
}
