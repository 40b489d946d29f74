/**
 * A product's images, manuals and videos. Manuals and videos are written per language;
 * when the shopper's language has none, English and then German ones are offered, since
 * a manual in a second language helps more than none.
 */
import type { ProductDocument } from '@shop/search-contract';
import type { LanguageCode, Store } from '@shop/shop-config';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { media } from '../catalog/schema';
import { productSoldInStore } from './product-variants';

/** Languages tried after the shopper's own for manuals and videos. */
export const DOCUMENT_FALLBACK_LANGUAGES: readonly LanguageCode[] = ['en', 'de'];

export interface ProductImage {
  url: string;
  alt: string;
}

/** Images in gallery order; an image without its own title is described by the product's. */
export async function productImages(
  db: Database,
  productId: number,
  productTitle: string,
): Promise<ProductImage[]> {
  const rows = await db
    .select({ url: media.url, title: media.title })
    .from(media)
    .where(and(eq(media.productId, productId), eq(media.kind, 'image')))
    .orderBy(asc(media.position), asc(media.id));
  return rows.map((row) => ({ url: row.url, alt: row.title ?? productTitle }));
}

interface MediaRow {
  url: string;
  title: string | null;
  mimeType: string;
  locale: string | null;
}

/**
 * Picks the media of the first language in [language, ...fallbacks] that has any, plus
 * the media shared by all languages (no locale).
 */
export function mediaForLanguage(
  rows: readonly MediaRow[],
  language: LanguageCode,
): ProductDocument[] {
  const chain = [language, ...DOCUMENT_FALLBACK_LANGUAGES.filter((other) => other !== language)];
  const chosen = chain.find((candidate) => rows.some((row) => row.locale === candidate));
  return rows
    .filter((row) => row.locale === null || row.locale === chosen)
    .map((row) => ({
      url: row.url,
      title: row.title ?? row.url.slice(row.url.lastIndexOf('/') + 1),
      mimeType: row.mimeType,
      language: row.locale,
    }));
}

/** Manuals ('download') or videos of a product in the shopper's language or a fallback. */
export async function localizedMedia(
  db: Database,
  productId: number,
  kind: 'download' | 'video',
  language: LanguageCode,
): Promise<ProductDocument[]> {
  const rows = await db
    .select({ url: media.url, title: media.title, mimeType: media.mimeType, locale: media.locale })
    .from(media)
    .where(and(eq(media.productId, productId), eq(media.kind, kind)))
    .orderBy(asc(media.position), asc(media.id));
  return mediaForLanguage(rows, language);
}

export type ProductDocumentsResult =
  | { status: 'found'; documents: ProductDocument[] }
  | { status: 'notSold' };

/** Documents endpoint (spec 7): a product's manuals, for products the store sells. */
export async function productDocuments(
  db: Database,
  scope: { language: LanguageCode; store: Store },
  productId: number,
): Promise<ProductDocumentsResult> {
  const [sold, documents] = await Promise.all([
    productSoldInStore(db, productId, scope.store.key),
    localizedMedia(db, productId, 'download', scope.language),
  ]);
  return sold ? { status: 'found', documents } : { status: 'notSold' };
}
