/**
 * Product tiles (listing cards) from the search documents: one shape for listings, lookups
 * by id, favorites, recommendations, accessories and bundle slots, so a product shows the
 * same price and stock status wherever it appears.
 */
import { type ProductTile, stockStatusSchema } from '@shop/search-contract';
import { type LanguageCode, productPath, type Store } from '@shop/shop-config';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRows } from './rows';

/**
 * Select list of a tile over `search_offers o`, `search_texts t` and `products p`; the
 * first image is a correlated subquery so products without images still list.
 */
export const tileColumns: SQL = sql`o.product_id, p.article_number, p.manufacturer, t.title,
  o.price_minor, o.strikethrough_minor, o.stock_status, o.rating_centis, o.review_count,
  (select m.url from media m where m.product_id = o.product_id and m.kind = 'image'
    order by m.position, m.id limit 1) as image_url`;

export const tileRowSchema = z.object({
  product_id: z.number(),
  article_number: z.string(),
  manufacturer: z.string(),
  title: z.string(),
  price_minor: z.number(),
  strikethrough_minor: z.number().nullable(),
  stock_status: stockStatusSchema,
  rating_centis: z.number(),
  review_count: z.number(),
  image_url: z.string().nullable(),
});
export type TileRow = z.infer<typeof tileRowSchema>;

export function toProductTile(row: TileRow, language: LanguageCode, store: Store): ProductTile {
  const currency = store.prices.currency;
  return {
    id: row.product_id,
    articleNumber: row.article_number,
    title: row.title,
    url: productPath(language, String(row.product_id)),
    manufacturer: row.manufacturer,
    price: { amountMinor: row.price_minor, currency },
    strikethroughPrice:
      row.strikethrough_minor === null ? null : { amountMinor: row.strikethrough_minor, currency },
    imageUrl: row.image_url,
    stockStatus: row.stock_status,
    rating: { average: row.rating_centis / 100, count: row.review_count },
  };
}

/** An int[] parameter; ids were validated as integers, the filter only guards the literal. */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.filter((id) => Number.isInteger(id)).join(',')}}`}::int[]`;
}

export interface TileScope {
  language: LanguageCode;
  store: Store;
}

/**
 * Tiles of the given products that the store sells, in the order of `productIds`; ids the
 * store does not sell (or that do not exist) are left out, repeated ids appear once.
 */
export async function tilesByIds(
  db: Database,
  scope: TileScope,
  productIds: readonly number[],
): Promise<ProductTile[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const rows = await queryRows(
    db,
    sql`select ${tileColumns}
        from search_offers o
        join search_texts t on t.product_id = o.product_id and t.locale = ${scope.language}
        join products p on p.id = o.product_id
        where o.store_key = ${scope.store.key} and o.product_id = any(${intArray(ids)})`,
    tileRowSchema,
  );
  const byId = new Map(rows.map((row) => [row.product_id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductTile(row, scope.language, scope.store)] : [];
  });
}
