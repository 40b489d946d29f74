import { isLanguageCode, LANGUAGES } from '@shop/shop-config';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { HomeProducts } from '../../components/home/home-products';
import { loadProductListing } from '../../lib/commerce-search/products';
import { alternateLanguages } from '../../lib/i18n/alternates';
import { requestStore } from '../../lib/store/request-store';

// The home page shows the first products of the store's assortment.
const HOME_PRODUCT_COUNT = 24;

interface HomePageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const { lang } = await params;
  if (!isLanguageCode(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'home' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: {
      canonical: LANGUAGES[lang].url,
      languages: alternateLanguages((language) => LANGUAGES[language].url),
    },
  };
}

export default async function HomePage({ params }: HomePageProps) {
  const { lang } = await params;
  if (!isLanguageCode(lang)) notFound();
  const store = await requestStore();
  const result = await loadProductListing({ language: lang, store, count: HOME_PRODUCT_COUNT });
  return <HomeProducts language={lang} store={store} result={result} />;
}
