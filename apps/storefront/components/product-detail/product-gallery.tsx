'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './product-page.module.css';

export interface GalleryImage {
  src: string;
  alt: string;
}

/** SVG is served as it is (spec 9: svg gets no transformations); other images go through the loader. */
const untransformed = (src: string) => /\.svg(\?|$)/i.test(src);

/**
 * The product's images: a large one and thumbnail buttons that show each (spec 2.6
 * gallery). The first image is the page's largest paint, so it loads eagerly.
 */
export function ProductGallery({ images }: { images: readonly GalleryImage[] }) {
  const t = useTranslations('buybox');
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  if (!current) return <div className={styles.gallery} />;
  return (
    <div className={styles.gallery}>
      <div className={styles.mainImage}>
        <Image
          src={current.src}
          alt={current.alt}
          width={640}
          height={480}
          sizes="(max-width: 991px) 100vw, 50vw"
          priority={shown === 0}
          fetchPriority={shown === 0 ? 'high' : undefined}
          unoptimized={untransformed(current.src)}
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbnails}>
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={index === shown}
                aria-label={t('showImage', { number: index + 1, total: images.length })}
                onClick={() => setShown(index)}
              >
                <Image
                  src={image.src}
                  alt=""
                  width={96}
                  height={72}
                  unoptimized={untransformed(image.src)}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
