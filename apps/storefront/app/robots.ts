import { LANGUAGE_CODES } from '@shop/shop-config';
import type { MetadataRoute } from 'next';
import { siteOrigin } from '../lib/site-origin';

export const dynamic = 'force-dynamic';

/**
 * robots.txt: everything may be crawled except the APIs and the internal page paths
 * (spec 2.2), which are served at their localized routes; the per-language sitemaps follow.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/*/frontend/'] },
    sitemap: LANGUAGE_CODES.map((language) =>
      new URL(`/sitemap/${language}.xml`, origin).toString(),
    ),
  };
}
