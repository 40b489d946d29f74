/**
 * A small catalog for Storefront API, search and shop API tests, inserted directly (no demo seed): a monitor sold
 * in DE, CH and PL with plenty of stock, a cuff with two in stock, a sold-out spare part and
 * a product that is not available online.
 */
import type { Database } from '../../../db/client';
import {
  media,
  products,
  productTranslations,
  variantPrices,
  variants,
} from '../../catalog/schema';

export interface CatalogFixture {
  monitorVariantId: number;
  cuffVariantId: number;
  soldOutVariantId: number;
  offlineVariantId: number;
  monitorProductId: number;
}

export async function insertCatalogFixture(db: Database): Promise<CatalogFixture> {
  const [monitor, cuff, spare, offline] = await db
    .insert(products)
    .values([
      {
        articleNumber: 'BP-100',
        kind: 'blood-pressure-monitor',
        manufacturer: 'Vitalis',
        popularity: 90,
      },
      { articleNumber: 'CUFF-L', kind: 'accessory', manufacturer: 'Vitalis', popularity: 50 },
      { articleNumber: 'SPARE-1', kind: 'spare-part', manufacturer: 'Vitalis', popularity: 10 },
      {
        articleNumber: 'EMS-9',
        kind: 'ems-device',
        manufacturer: 'Vitalis',
        popularity: 5,
        availableOnline: false,
      },
    ])
    .returning();
  if (!monitor || !cuff || !spare || !offline) throw new Error('fixture insert failed');
  await db.insert(productTranslations).values([
    {
      productId: monitor.id,
      locale: 'de',
      title: 'Oberarm-Blutdruckmessgerät BP 100',
      slug: 'bp-100',
      description: 'd',
    },
    {
      productId: monitor.id,
      locale: 'fr',
      title: 'Tensiomètre au bras BP 100',
      slug: 'bp-100',
      description: 'd',
    },
    {
      productId: cuff.id,
      locale: 'de',
      title: 'Manschette L',
      slug: 'manschette-l',
      description: 'd',
    },
    {
      productId: spare.id,
      locale: 'de',
      title: 'Ersatzschlauch',
      slug: 'ersatzschlauch',
      description: 'd',
    },
    { productId: offline.id, locale: 'de', title: 'EMS Gerät 9', slug: 'ems-9', description: 'd' },
  ]);
  const [monitorVariant, cuffVariant, spareVariant, offlineVariant] = await db
    .insert(variants)
    .values([
      { productId: monitor.id, articleNumber: 'BP-100-1', stockQuantity: 80, color: 'Weiß' },
      { productId: cuff.id, articleNumber: 'CUFF-L-1', stockQuantity: 2, cuffSize: 'L' },
      { productId: spare.id, articleNumber: 'SPARE-1-1', stockQuantity: 0 },
      { productId: offline.id, articleNumber: 'EMS-9-1', stockQuantity: 5 },
    ])
    .returning();
  if (!monitorVariant || !cuffVariant || !spareVariant || !offlineVariant)
    throw new Error('fixture insert failed');
  await db.insert(variantPrices).values([
    {
      variantId: monitorVariant.id,
      storeKey: 'de',
      currency: 'EUR',
      amountMinor: 7999,
      strikethroughMinor: 8999,
    },
    { variantId: monitorVariant.id, storeKey: 'ch', currency: 'CHF', amountMinor: 8490 },
    { variantId: monitorVariant.id, storeKey: 'pl', currency: 'PLN', amountMinor: 34900 },
    { variantId: cuffVariant.id, storeKey: 'de', currency: 'EUR', amountMinor: 2499 },
    { variantId: spareVariant.id, storeKey: 'de', currency: 'EUR', amountMinor: 999 },
    { variantId: offlineVariant.id, storeKey: 'de', currency: 'EUR', amountMinor: 19900 },
  ]);
  await db.insert(media).values({
    productId: monitor.id,
    kind: 'image',
    url: '/media/products/BP-100/1.svg',
    mimeType: 'image/svg+xml',
  });
  return {
    monitorVariantId: monitorVariant.id,
    cuffVariantId: cuffVariant.id,
    soldOutVariantId: spareVariant.id,
    offlineVariantId: offlineVariant.id,
    monitorProductId: monitor.id,
  };
}
