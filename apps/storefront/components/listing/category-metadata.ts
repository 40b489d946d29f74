import type { PageAnswer } from '@shop/search-contract';
import { LANGUAGES, X_DEFAULT_LANGUAGE } from '@shop/shop-config';
import type { Metadata } from 'next';

type CategoryPageData = Extract<PageAnswer['data'], { type: 'category' }>;

/**
 * Title, canonical URL and alternate-language links of a category page. Filtered, sorted
 * and later pages name the unfiltered category as canonical: they list the same products.
 */
export function categoryMetadata(category: CategoryPageData): Metadata {
  const languages: Record<string, string> = {};
  for (const { language, url } of category.self.alternateUrls) {
    languages[LANGUAGES[language].hreflang] = url;
  }
  const fallback = category.self.alternateUrls.find(
    (alternate) => alternate.language === X_DEFAULT_LANGUAGE,
  );
  if (fallback !== undefined) languages['x-default'] = fallback.url;
  return {
    title: category.self.name,
    description: category.self.description ?? undefined,
    alternates: { canonical: category.self.url, languages },
  };
}
