import { getImageProps, type ImageProps } from 'next/image';

type StaticImageProps = Omit<ImageProps, 'loader' | 'unoptimized'>;

/**
 * An untransformed image (the shop's SVGs: product tiles, footer badges) as a plain <img>
 * rendered on the server, with the markup next/image would give it. Unlike <Image>, which is
 * a client component, it costs nothing when the page hydrates: a listing has 48 tiles, and
 * their hydration counted against Lighthouse's total blocking time (issues 5 and 6).
 */
export function StaticImage({ alt, ...props }: StaticImageProps) {
  const { props: imageProps } = getImageProps({ ...props, alt, unoptimized: true });
  // biome-ignore lint/performance/noImgElement: next/image's own markup, made on the server.
  return <img {...imageProps} alt={alt} />;
}
