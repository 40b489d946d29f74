import { LANGUAGE_CODES, type LanguageCode } from '@shop/shop-config';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, categoryTranslations } from '../catalog/schema';

export interface CategoryMatch {
  id: number;
  key: string;
  name: string;
  slug: string;
  description: string | null;
}

/** The category whose localized slug a path names, e.g. '/de/blutdruckmessgeraete/oberarm/'. */
export async function findCategoryByPath(
  db: Database,
  language: LanguageCode,
  path: string,
): Promise<CategoryMatch | undefined> {
  const prefix = `/${language}/`;
  if (!path.startsWith(prefix)) return undefined;
  const slug = path.slice(prefix.length).replace(/\/+$/, '');
  if (slug.length === 0) return undefined;
  const [match] = await db
    .select({
      id: categories.id,
      key: categories.key,
      name: categoryTranslations.name,
      slug: categoryTranslations.slug,
      description: categoryTranslations.description,
    })
    .from(categoryTranslations)
    .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
    .where(and(eq(categoryTranslations.locale, language), eq(categoryTranslations.slug, slug)))
    .limit(1);
  return match;
}

/** The category's path in every language it is translated to, e.g. for hreflang links. */
export async function categoryUrlsByLanguage(
  db: Database,
  categoryId: number,
): Promise<{ language: LanguageCode; url: string }[]> {
  const rows = await db
    .select({ locale: categoryTranslations.locale, slug: categoryTranslations.slug })
    .from(categoryTranslations)
    .where(eq(categoryTranslations.categoryId, categoryId))
    .orderBy(asc(categoryTranslations.locale));
  return LANGUAGE_CODES.flatMap((language) => {
    const row = rows.find((candidate) => candidate.locale === language);
    return row ? [{ language, url: `/${language}/${row.slug}/` }] : [];
  });
}
