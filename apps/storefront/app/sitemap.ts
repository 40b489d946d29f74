import { isLanguageCode, LANGUAGE_CODES } from '@shop/shop-config';
import type { MetadataRoute } from 'next';
import { sitemapEntries } from '../lib/seo/sitemap-entries';
import { siteOrigin } from '../lib/site-origin';

// Built per request from the catalog (its reads are cached), never at build time.
export const dynamic = 'force-dynamic';

/** One sitemap per language, served at /sitemap/{language}.xml and named in robots.txt. */
export async function generateSitemaps() {
  return LANGUAGE_CODES.map((language) => ({ id: language }));
}

export default async function sitemap(props: {
  id: Promise<string>;
}): Promise<MetadataRoute.Sitemap> {
  const id = await props.id;
  if (!isLanguageCode(id)) return [];
  return sitemapEntries(await siteOrigin(), id);
}
