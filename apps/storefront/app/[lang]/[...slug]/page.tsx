import { SEARCH_MAX_COUNT } from '@shop/search-contract';
import { isLanguageCode, type LanguageCode } from '@shop/shop-config';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '../../../components/content/content-page';
import { ServiceUnavailable } from '../../../components/feedback/service-unavailable';
import { categoryMetadata } from '../../../components/listing/category-metadata';
import { CategoryPage } from '../../../components/listing/category-page';
import { ProductPage } from '../../../components/product-detail/product-page';
import { loadShopPage } from '../../../lib/commerce-search/shop-page';
import { listingCount, listingStateFromSearchParams } from '../../../lib/listing/listing-state';
import { requestStore } from '../../../lib/store/request-store';

interface ShopUrlPageProps {
  params: Promise<{ lang: string; slug: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The visible path of a catch-all page, with the trailing slash shop URLs carry. */
function visiblePath(language: LanguageCode, slug: string[]): string {
  return `/${language}/${slug.map(encodeURIComponent).join('/')}/`;
}

/** The page endpoint's answer for a URL and state; fetches are cached, so metadata and page share it. */
async function shopPageFor({ params, searchParams }: ShopUrlPageProps) {
  const { lang, slug } = await params;
  if (!isLanguageCode(lang)) notFound();
  const store = await requestStore();
  const listingState = listingStateFromSearchParams(await searchParams);
  const result = await loadShopPage({
    language: lang,
    store,
    url: visiblePath(lang, slug),
    // The first request of a listing; CategoryPage fetches the rest past the service's cap.
    count: Math.min(listingCount(listingState), SEARCH_MAX_COUNT),
    sorting: listingState.sorting,
    aggregations: listingState.aggregations,
  });
  return { language: lang, store, listingState, result };
}

export async function generateMetadata(props: ShopUrlPageProps): Promise<Metadata> {
  const { result } = await shopPageFor(props);
  if (result.status !== 'ok') return {};
  if (result.data.type === 'category') return categoryMetadata(result.data);
  if (result.data.type === 'content') {
    const { page } = result.data;
    return {
      title: page.title,
      description: page.metaDescription || undefined,
      alternates: {
        canonical: page.url,
        languages: Object.fromEntries(page.alternates.map(({ language, url }) => [language, url])),
      },
    };
  }
  return {};
}

/**
 * Every shop URL that is no localized route: category, product group, product SEO URL and
 * content pages, resolved by the search service's page endpoint (spec 7) and shown by the
 * page type's own component.
 */
export default async function ShopUrlPage(props: ShopUrlPageProps) {
  const { language: lang, store, listingState, result } = await shopPageFor(props);
  if (result.status === 'not-found') notFound();
  if (result.status === 'unavailable') {
    return <ServiceUnavailable language={lang} errorId={result.errorId} headingLevel={1} />;
  }
  const { data } = result;
  switch (data.type) {
    case 'category':
      return (
        <CategoryPage language={lang} store={store} category={data} listingState={listingState} />
      );
    case 'product':
      return <ProductPage language={lang} store={store} product={data.product} />;
    case 'content':
      return <ContentPage language={lang} page={data.page} />;
    case 'search':
      // The page endpoint answers 'search' only for search requests, which go to the search route.
      notFound();
  }
}
