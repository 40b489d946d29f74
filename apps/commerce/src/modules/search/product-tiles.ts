/**
 * Product tiles (listing cards) from the search documents: one shape for listings, lookups
 * by id, favorites, recommendations, accessories and bundle slots, so a product shows the
 * same price and stock status wherever it appears.
 */
import {
  type ProductTile,
  productBadgeSchema,
  stockStatusSchema,
  tileFeatureSchema,
} from '@shop/search-contract';
import { type LanguageCode, productPath, type Store } from '@shop/shop-config';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRows } from './rows';

/** Badges in the order shoppers read them; the catalog stores them unordered. */
const BADGE_ORDER = productBadgeSchema.options;

/**
 * Select list of a tile over `search_offers o`, `search_texts t` and `products p`; the
 * first image, the badges and the labelled filter values are correlated subqueries, so
 * products without any of them still list, and only the rows of one page pay for them.
 */
export const tileColumns: SQL = sql`o.product_id, p.article_number, p.manufacturer, t.title,
  o.price_minor, o.strikethrough_minor, o.stock_status, o.rating_centis, o.review_count,
  (select m.url from media m where m.product_id = o.product_id and m.kind = 'image'
    order by m.position, m.id limit 1) as image_url,
  (select coalesce(array_agg(b.badge::text), '{}') from product_badges b
    where b.product_id = o.product_id) as badges,
  (select coalesce(json_agg(json_build_object('facet', f.facet, 'value', f.value,
      'label', coalesce(tr.label, f.value)) order by f.facet, f.value), '[]'::json)
    from (select split_part(v, ':', 1) as facet, substr(v, strpos(v, ':') + 1) as value
      from unnest(o.facet_values) as v) f
    left join facet_value_translations tr
      on tr.facet = f.facet and tr.value = f.value and tr.locale = t.locale) as features`;

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
  badges: z.array(z.string()),
  features: z.array(tileFeatureSchema),
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
    badges: tileBadges(row),
    features: row.features,
  };
}

/**
 * The catalog's 'sale' badge is per product, but sales run per store: without a reduction
 * in this store the badge would promise a sale the shopper cannot see, so it is dropped.
 */
function tileBadges(row: TileRow): ProductTile['badges'] {
  const present = new Set(row.badges);
  const reduced = row.strikethrough_minor !== null && row.strikethrough_minor > row.price_minor;
  return BADGE_ORDER.filter((badge) => present.has(badge) && (badge !== 'sale' || reduced));
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
