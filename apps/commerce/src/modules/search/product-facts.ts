/**
 * Catalog facts of one product in one language and store, read for its detail page:
 * texts, categories, technical data, gender fit, badges and rental periods.
 */
import type {
  GenderFit,
  ProductBadge,
  ProductCategoryRef,
  RentalOption,
  TechnicalRow,
} from '@shop/search-contract';
import type { LanguageCode, Store } from '@shop/shop-config';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  BADGES,
  categories,
  categoryTranslations,
  GENDER_FIT_ROW_ID,
  type ProductKind,
  productBadges,
  productCategories,
  products,
  productTranslations,
  rentalOptions,
  technicalRows,
} from '../catalog/schema';
import { genderFitOf, isFittedKind } from './gender-fit';

export interface ProductTexts {
  id: number;
  articleNumber: string;
  kind: ProductKind;
  manufacturer: string;
  availableOnline: boolean;
  title: string;
  subtitle: string | null;
  description: string;
  functions: string[];
}

/** The product with its texts in the language, or undefined when either is missing. */
export async function loadProductTexts(
  db: Database,
  productId: number,
  language: LanguageCode,
): Promise<ProductTexts | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      articleNumber: products.articleNumber,
      kind: products.kind,
      manufacturer: products.manufacturer,
      availableOnline: products.availableOnline,
      title: productTranslations.title,
      subtitle: productTranslations.subtitle,
      description: productTranslations.description,
      functions: productTranslations.functions,
    })
    .from(products)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, language)),
    )
    .where(eq(products.id, productId))
    .limit(1);
  if (!row) return undefined;
  return { ...row, functions: functionLines(row.functions) };
}

/** The functions text holds one feature per line (catalog convention). */
function functionLines(functions: string | null): string[] {
  return (functions ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The product's categories in the language, primary first. */
export async function loadProductCategories(
  db: Database,
  productId: number,
  language: LanguageCode,
): Promise<ProductCategoryRef[]> {
  const rows = await db
    .select({
      id: categories.id,
      key: categories.key,
      name: categoryTranslations.name,
      slug: categoryTranslations.slug,
    })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .innerJoin(
      categoryTranslations,
      and(
        eq(categoryTranslations.categoryId, categories.id),
        eq(categoryTranslations.locale, language),
      ),
    )
    .where(eq(productCategories.productId, productId))
    .orderBy(desc(productCategories.isPrimary), asc(categories.position), asc(categories.id));
  // Same visible path as the category page resolves (category-lookup.ts).
  return rows.map(({ slug, ...category }) => ({ ...category, url: `/${language}/${slug}/` }));
}

export async function loadTechnicalRows(
  db: Database,
  productId: number,
  language: LanguageCode,
): Promise<TechnicalRow[]> {
  return db
    .select({ rowId: technicalRows.rowId, label: technicalRows.label, value: technicalRows.value })
    .from(technicalRows)
    .where(and(eq(technicalRows.productId, productId), eq(technicalRows.locale, language)))
    .orderBy(asc(technicalRows.position), asc(technicalRows.rowId));
}

/**
 * Women, men or unisex from row 3460 in any language, so a fit entered in one language
 * only still counts; null for kinds sold without a fit, unisex when a fitted one has none.
 */
export async function loadGenderFit(
  db: Database,
  productId: number,
  kind: ProductKind,
): Promise<GenderFit | null> {
  if (!isFittedKind(kind)) return null;
  const rows = await db
    .select({ value: technicalRows.value })
    .from(technicalRows)
    .where(and(eq(technicalRows.productId, productId), eq(technicalRows.rowId, GENDER_FIT_ROW_ID)));
  return genderFitOf(rows.map((row) => row.value));
}

/** Badges in a fixed order (sale, online only, seasonal deal), so pages render them stably. */
export async function loadBadges(db: Database, productId: number): Promise<ProductBadge[]> {
  const rows = await db
    .select({ badge: productBadges.badge })
    .from(productBadges)
    .where(eq(productBadges.productId, productId));
  const present = new Set(rows.map((row) => row.badge));
  return BADGES.filter((badge) => present.has(badge));
}

/** Rental periods the store offers for the product, shortest first, priced per month. */
export async function loadRentalOptions(
  db: Database,
  productId: number,
  store: Store,
): Promise<RentalOption[]> {
  const rows = await db
    .select({ months: rentalOptions.months, monthlyMinor: rentalOptions.monthlyAmountMinor })
    .from(rentalOptions)
    .where(and(eq(rentalOptions.productId, productId), eq(rentalOptions.storeKey, store.key)))
    .orderBy(asc(rentalOptions.months));
  return rows.map((row) => ({
    months: row.months,
    monthlyPrice: { amountMinor: row.monthlyMinor, currency: store.prices.currency },
  }));
}
