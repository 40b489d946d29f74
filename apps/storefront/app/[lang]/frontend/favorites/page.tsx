import { isLanguageCode, localizedPath } from '@shop/shop-config';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FavoritesPage } from '../../../../components/favorites/favorites-page';
import { alternateLanguages } from '../../../../lib/i18n/alternates';

interface FavoritesRouteProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: FavoritesRouteProps): Promise<Metadata> {
  const { lang } = await params;
  if (!isLanguageCode(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'favoritesPage' });
  return {
    title: t('title'),
    // Every shopper's list is their own: nothing for a search engine.
    robots: { index: false, follow: true },
    alternates: {
      canonical: localizedPath(lang, 'favorites'),
      languages: alternateLanguages((language) => localizedPath(language, 'favorites')),
    },
  };
}

/**
 * The favorites page (spec 2.2, 2.6): the internal page /{lang}/frontend/favorites, which
 * the proxy serves at the language's favorites route, e.g. /de/favorites/.
 */
export default async function FavoritesRoute({ params }: FavoritesRouteProps) {
  const { lang } = await params;
  if (!isLanguageCode(lang)) notFound();
  return <FavoritesPage language={lang} />;
}
