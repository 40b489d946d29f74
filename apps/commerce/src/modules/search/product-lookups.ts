/**
 * Lookups that answer with product tiles (spec 7): products by id (cart re-checks, recently
 * viewed), the favorites list (by product or variant id) and recommendations. Only what the
 * store sells is returned, priced in its currency.
 */
import type { ProductTile } from '@shop/search-contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productCategories, variants } from '../catalog/schema';
import { intArray, queryTiles, type TileScope, tileColumns, tilesByIds } from './product-tiles';
import { searchOffers } from './schema';

/** The products of the given variants, in the order of the variants, each product once. */
export async function productIdsOfVariants(
  db: Database,
  variantIds: readonly number[],
): Promise<number[]> {
  if (variantIds.length === 0) return [];
  const rows = await db
    .select({ id: variants.id, productId: variants.productId })
    .from(variants)
    .where(inArray(variants.id, [...new Set(variantIds)]));
  const productOf = new Map(rows.map((row) => [row.id, row.productId]));
  const productIds = variantIds.flatMap((id) => {
    const productId = productOf.get(id);
    return productId === undefined ? [] : [productId];
  });
  return [...new Set(productIds)];
}

export async function favoriteTiles(
  db: Database,
  scope: TileScope,
  favorites: { datatype: 'variant' | 'product'; ids: readonly number[] },
): Promise<ProductTile[]> {
  const productIds =
    favorites.datatype === 'variant'
      ? await productIdsOfVariants(db, favorites.ids)
      : favorites.ids;
  return tilesByIds(db, scope, productIds);
}

export interface RecommendationQuery {
  productId?: number | undefined;
  categoryId?: number | undefined;
  count: number;
}

/** Where recommendations come from: one category first, then any of the wider ones. */
interface RecommendationAnchor {
  categoryId: number;
  widerCategoryIds: number[];
}

/**
 * The category a recommendation centres on: the given one, else the product's primary
 * category, widened to all categories of the product (which include the ancestors) so a
 * small category still fills the row with related products.
 */
async function recommendationAnchor(
  db: Database,
  scope: TileScope,
  query: RecommendationQuery,
): Promise<RecommendationAnchor | undefined> {
  if (query.categoryId !== undefined) {
    return { categoryId: query.categoryId, widerCategoryIds: [query.categoryId] };
  }
  if (query.productId === undefined) return undefined;
  const [primary, offer] = await Promise.all([
    db
      .select({ categoryId: productCategories.categoryId })
      .from(productCategories)
      .where(
        and(
          eq(productCategories.productId, query.productId),
          eq(productCategories.isPrimary, true),
        ),
      )
      .limit(1),
    db
      .select({ categoryIds: searchOffers.categoryIds })
      .from(searchOffers)
      .where(
        and(
          eq(searchOffers.productId, query.productId),
          eq(searchOffers.storeKey, scope.store.key),
        ),
      )
      .limit(1),
  ]);
  const categoryId = primary[0]?.categoryId;
  if (categoryId === undefined) return undefined;
  return { categoryId, widerCategoryIds: offer[0]?.categoryIds ?? [categoryId] };
}

/**
 * Recommendations (spec 7): the most popular products of the same category, never the
 * product itself. Without a product or category (or for one the catalog does not know),
 * the store's most popular products: a recommendation row should never break a page.
 */
export async function recommendedTiles(
  db: Database,
  scope: TileScope,
  query: RecommendationQuery,
): Promise<ProductTile[]> {
  const anchor = await recommendationAnchor(db, scope, query);
  const conditions = [sql`o.store_key = ${scope.store.key}`];
  if (query.productId !== undefined) conditions.push(sql`o.product_id <> ${query.productId}`);
  if (anchor) conditions.push(sql`o.category_ids && ${intArray(anchor.widerCategoryIds)}`);
  const sameCategoryFirst = anchor
    ? sql`(o.category_ids @> array[${anchor.categoryId}]::int[]) desc,`
    : sql``;
  const rows = await queryTiles(
    db,
    sql`select ${tileColumns(scope.store)}
        from search_offers o
        join search_texts t on t.product_id = o.product_id and t.locale = ${scope.language}
        where ${sql.join(conditions, sql` and `)}
        order by ${sameCategoryFirst} o.popularity desc, o.product_id asc
        limit ${query.count}`,
  );
  return rows.map((row) => row.tile);
}
