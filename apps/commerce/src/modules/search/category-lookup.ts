import { LANGUAGE_CODES, type LanguageCode } from '@shop/shop-config';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { categories, categoryTranslations } from '../catalog/schema';

export interface CategoryMatch {
  id: number;
  key: string;
  name: string;
  slug: string;
  description: string | null;
  /** The category's path in every language it is translated to, e.g. for hreflang links. */
  alternateUrls: { language: LanguageCode; url: string }[];
}

const slugsSchema = z.array(z.object({ locale: z.string(), slug: z.string() }));

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
      // In the same round trip as the category: a category page is among the most asked.
      slugs: sql<unknown>`(select coalesce(json_agg(json_build_object('locale', o.locale, 'slug', o.slug)), '[]'::json)
        from category_translations o where o.category_id = ${categories.id})`,
    })
    .from(categoryTranslations)
    .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
    .where(and(eq(categoryTranslations.locale, language), eq(categoryTranslations.slug, slug)))
    .limit(1);
  if (!match) return undefined;
  const { slugs, ...category } = match;
  return { ...category, alternateUrls: urlsByLanguage(slugsSchema.parse(slugs)) };
}

function urlsByLanguage(rows: z.infer<typeof slugsSchema>): CategoryMatch['alternateUrls'] {
  return LANGUAGE_CODES.flatMap((language) => {
    const row = rows.find((candidate) => candidate.locale === language);
    return row ? [{ language, url: `/${language}/${row.slug}/` }] : [];
  });
}
