/**
 * Products shown with a product (spec 2.6 product detail): its accessories and spare parts,
 * and for a bundle the products of each slot. All as tiles, and only what the store sells.
 */
import type { ProductTile } from '@shop/search-contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bundleSlots, productRelations, products } from '../catalog/schema';
import { type TileScope, tilesByIds } from './product-tiles';

export interface RelatedProducts {
  accessories: ProductTile[];
  spareParts: ProductTile[];
}

/** Accessories and spare parts, best sellers first. */
export async function relatedProducts(
  db: Database,
  scope: TileScope,
  productId: number,
): Promise<RelatedProducts> {
  const relations = await db
    .select({ relatedProductId: productRelations.relatedProductId, kind: productRelations.kind })
    .from(productRelations)
    .innerJoin(products, eq(products.id, productRelations.relatedProductId))
    .where(eq(productRelations.productId, productId))
    .orderBy(desc(products.popularity), asc(products.id));
  const idsOf = (kind: 'accessory' | 'spare-part') =>
    relations
      .filter((relation) => relation.kind === kind)
      .map((relation) => relation.relatedProductId);
  const [accessories, spareParts] = await Promise.all([
    tilesByIds(db, scope, idsOf('accessory')),
    tilesByIds(db, scope, idsOf('spare-part')),
  ]);
  return { accessories, spareParts };
}

export interface BundleSlot {
  slot: number;
  quantity: number;
  products: ProductTile[];
}

/**
 * The slots of a bundle with the products the store sells in each, in the slot's own
 * order (position, then product id for rows written before positions existed).
 */
export async function bundleContents(
  db: Database,
  scope: TileScope,
  bundleProductId: number,
): Promise<BundleSlot[]> {
  const rows = await db
    .select({
      slot: bundleSlots.slot,
      productId: bundleSlots.productId,
      quantity: bundleSlots.quantity,
    })
    .from(bundleSlots)
    .where(eq(bundleSlots.bundleProductId, bundleProductId))
    .orderBy(asc(bundleSlots.slot), asc(bundleSlots.position), asc(bundleSlots.productId));
  const tiles = new Map(
    (
      await tilesByIds(
        db,
        scope,
        rows.map((row) => row.productId),
      )
    ).map((tile) => [tile.id, tile]),
  );
  const slots = new Map<number, BundleSlot>();
  for (const row of rows) {
    const slot = slots.get(row.slot) ?? { slot: row.slot, quantity: row.quantity, products: [] };
    const tile = tiles.get(row.productId);
    if (tile) slot.products.push(tile);
    slots.set(row.slot, slot);
  }
  return [...slots.values()];
}
