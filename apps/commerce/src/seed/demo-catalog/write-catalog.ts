/**
 * Writes categories, filter labels, products and everything hanging off a product except
 * variants, prices and media: translations, category links, facets, technical rows,
 * badges, relations, bundle slots and reviews.
 */
import { LANGUAGE_CODES } from '@shop/shop-config';
import type { Database } from '../../db/client';
import {
  bundleSlots,
  categories,
  categoryTranslations,
  facetValueTranslations,
  productBadges,
  productCategories,
  productFacets,
  productRelations,
  products,
  productTranslations,
  technicalRows,
} from '../../modules/catalog/schema';
import { reviews } from '../../modules/reviews/schema';
import { type CategoryKey, categoryDescription, categorySlug, DEMO_CATEGORIES } from './categories';
import { inChunks } from './chunks';
import { DEMO_REFERENCE_DATE, daysBefore } from './reference-date';
import { reviewRows } from './reviews';
import { facetValueLabels } from './texts/facet-labels';
import type { ProductSeed } from './types';

export type ProductIds = ReadonlyMap<string, number>;

export async function insertCategories(db: Database): Promise<Map<CategoryKey, number>> {
  const ids = new Map<CategoryKey, number>();
  // Parents come first in DEMO_CATEGORIES, so a child always finds its parent's id.
  for (const category of DEMO_CATEGORIES) {
    const parentId = category.parentKey ? ids.get(category.parentKey) : undefined;
    const [row] = await db
      .insert(categories)
      .values({ key: category.key, parentId: parentId ?? null, position: category.position })
      .returning({ id: categories.id });
    if (!row) throw new Error(`Category ${category.key} was not inserted`);
    ids.set(category.key, row.id);
    await db.insert(categoryTranslations).values(
      LANGUAGE_CODES.map((locale) => ({
        categoryId: row.id,
        locale,
        name: category.name[locale],
        slug: categorySlug(category, locale),
        description: categoryDescription(category, locale),
      })),
    );
  }
  return ids;
}

export async function insertFacetLabels(db: Database): Promise<void> {
  await inChunks(facetValueLabels(), (chunk) => db.insert(facetValueTranslations).values(chunk));
}

export async function insertProducts(
  db: Database,
  catalog: readonly ProductSeed[],
): Promise<ProductIds> {
  const rows = await db
    .insert(products)
    .values(
      catalog.map((product) => ({
        articleNumber: product.articleNumber,
        kind: product.kind,
        manufacturer: product.manufacturer,
        popularity: product.popularity,
        availableOnline: product.availableOnline,
        createdAt: daysBefore(DEMO_REFERENCE_DATE, product.createdDaysAgo),
      })),
    )
    .returning({ id: products.id, articleNumber: products.articleNumber });
  const idByArticle = new Map(rows.map((row) => [row.articleNumber, row.id]));
  return new Map(
    catalog.map((product) => [product.key, requireId(idByArticle, product.articleNumber)]),
  );
}

export function requireId(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`No id for ${key}`);
  return id;
}

export async function insertProductDetails(
  db: Database,
  catalog: readonly ProductSeed[],
  productIds: ProductIds,
  categoryIds: ReadonlyMap<CategoryKey, number>,
): Promise<void> {
  const withId = catalog.map((product) => ({
    product,
    productId: requireId(productIds, product.key),
  }));
  await inChunks(
    withId.flatMap(({ product, productId }) =>
      LANGUAGE_CODES.map((locale) => ({ productId, locale, ...product.texts[locale] })),
    ),
    (chunk) => db.insert(productTranslations).values(chunk),
  );
  await inChunks(
    withId.flatMap(({ product, productId }) =>
      product.categoryKeys.map((key, index) => ({
        productId,
        categoryId: requireId(categoryIds, key),
        isPrimary: index === 0,
      })),
    ),
    (chunk) => db.insert(productCategories).values(chunk),
  );
  await inChunks(
    withId.flatMap(({ product, productId }) =>
      product.facets.map((facet) => ({ productId, ...facet })),
    ),
    (chunk) => db.insert(productFacets).values(chunk),
  );
  await inChunks(
    withId.flatMap(({ product, productId }) =>
      product.technicalRows.flatMap((row, position) =>
        LANGUAGE_CODES.map((locale) => ({
          productId,
          rowId: row.rowId,
          locale,
          label: row.label[locale],
          value: row.value[locale],
          position,
        })),
      ),
    ),
    (chunk) => db.insert(technicalRows).values(chunk),
  );
  await inChunks(
    withId.flatMap(({ product, productId }) =>
      product.badges.map((badge) => ({ productId, badge })),
    ),
    (chunk) => db.insert(productBadges).values(chunk),
  );
  await insertLinks(db, withId, productIds);
}

/** Accessory and spare-part relations (device -> part) and bundle slots. */
async function insertLinks(
  db: Database,
  withId: readonly { product: ProductSeed; productId: number }[],
  productIds: ProductIds,
): Promise<void> {
  await inChunks(
    withId.flatMap(({ product, productId }) =>
      product.fits.map((fit) => ({
        productId: requireId(productIds, fit.deviceKey),
        relatedProductId: productId,
        kind: fit.kind,
      })),
    ),
    (chunk) => db.insert(productRelations).values(chunk),
  );
  await inChunks(
    withId.flatMap(({ product, productId }) =>
      product.bundleSlots.flatMap((slot) =>
        slot.productKeys.map((key, position) => ({
          bundleProductId: productId,
          slot: slot.slot,
          productId: requireId(productIds, key),
          quantity: slot.quantity,
          position,
        })),
      ),
    ),
    (chunk) => db.insert(bundleSlots).values(chunk),
  );
}

export async function insertReviews(
  db: Database,
  catalog: readonly ProductSeed[],
  productIds: ProductIds,
): Promise<number> {
  const rows = catalog.flatMap((product) =>
    reviewRows(product, requireId(productIds, product.key)),
  );
  await inChunks(rows, (chunk) => db.insert(reviews).values(chunk));
  return rows.length;
}
