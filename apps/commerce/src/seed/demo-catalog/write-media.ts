/** Writes product images and manuals: a media row per file plus its bytes in media_files. */
import type { Database } from '../../db/client';
import { media, mediaFiles } from '../../modules/catalog/schema';
import { inChunks } from './chunks';
import { productImages } from './images';
import { productManuals } from './manuals';
import type { ProductSeed } from './types';
import { type ProductIds, requireId } from './write-catalog';

type MediaRow = typeof media.$inferInsert;
type MediaFileRow = typeof mediaFiles.$inferInsert;

export async function insertMedia(
  db: Database,
  catalog: readonly ProductSeed[],
  productIds: ProductIds,
): Promise<void> {
  const mediaRows: MediaRow[] = [];
  const fileRows: MediaFileRow[] = [];
  for (const product of catalog) {
    const productId = requireId(productIds, product.key);
    for (const image of productImages(product, productId)) {
      mediaRows.push({
        productId,
        kind: 'image',
        url: image.url,
        locale: null,
        title: image.title,
        mimeType: image.mimeType,
        position: image.position,
      });
      fileRows.push({
        url: image.url,
        mimeType: image.mimeType,
        body: image.body,
        encoding: 'utf8',
      });
    }
    for (const manual of productManuals(product)) {
      mediaRows.push({
        productId,
        kind: 'download',
        url: manual.url,
        locale: manual.locale,
        title: manual.title,
        mimeType: manual.mimeType,
        position: 0,
      });
      fileRows.push({
        url: manual.url,
        mimeType: manual.mimeType,
        body: manual.body,
        encoding: 'base64',
      });
    }
  }
  // Bodies are a few kilobytes each, so smaller statements keep messages small.
  await inChunks(fileRows, (chunk) => db.insert(mediaFiles).values(chunk));
  await inChunks(mediaRows, (chunk) => db.insert(media).values(chunk));
}
