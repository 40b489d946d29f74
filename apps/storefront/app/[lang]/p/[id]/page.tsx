import { isLanguageCode, type LanguageCode, productPath, type Store } from '@shop/shop-config';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ServiceUnavailable } from '../../../../components/feedback/service-unavailable';
import { ProductPage } from '../../../../components/product-detail/product-page';
import { loadShopPage } from '../../../../lib/commerce-search/shop-page';
import { alternateLanguages } from '../../../../lib/i18n/alternates';
import { bundleContextOf, returningSlot } from '../../../../lib/product/bundle-params';
import { requestStore } from '../../../../lib/store/request-store';

type SearchParams = Record<string, string | string[] | undefined>;

interface ProductRouteProps {
  params: Promise<{ lang: string; id: string }>;
  searchParams: Promise<SearchParams>;
}

/** A product or variant id as the URL may carry it; anything else names no product. */
function catalogId(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || !/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

/** One page-endpoint call per request, shared by the metadata and the page. */
const loadProduct = cache(
  (language: LanguageCode, store: Store, productId: number, variantId: number | undefined) => {
    const path = productPath(language, String(productId));
    return loadShopPage({
      language,
      store,
      url: variantId === undefined ? path : `${path}?variant=${variantId}`,
      count: 1,
    });
  },
);

async function resolve(props: ProductRouteProps) {
  const { lang, id } = await props.params;
  const searchParams = await props.searchParams;
  const productId = catalogId(id);
  if (!isLanguageCode(lang) || productId === undefined) notFound();
  const variantId = catalogId(searchParams.variant);
  const store = await requestStore();
  const result = await loadProduct(lang, store, productId, variantId);
  return { language: lang, store, variantId, searchParams, result };
}

export async function generateMetadata(props: ProductRouteProps): Promise<Metadata> {
  const { language, result } = await resolve(props);
  if (result.status !== 'ok' || result.data.type !== 'product') return {};
  const { product } = result.data;
  const id = String(product.id);
  return {
    title: product.title,
    description: (product.subtitle ?? product.description).slice(0, 160),
    // Variant and bundle parameters show the same product: one canonical page per language.
    alternates: {
      canonical: product.url,
      languages: alternateLanguages((other) => productPath(other, id)),
    },
    openGraph: { title: product.title, url: product.url, locale: language },
  };
}

/**
 * The product page /{language}/p/{id} (spec 2.1), optionally with ?variant={id}, which the
 * search service's page endpoint resolves (spec 7 product lookup), and the bundle
 * parameters of spec 2.2.
 */
export default async function ProductRoute(props: ProductRouteProps) {
  const { language, store, variantId, searchParams, result } = await resolve(props);
  if (result.status === 'not-found') notFound();
  if (result.status === 'unavailable') {
    return <ServiceUnavailable language={language} errorId={result.errorId} headingLevel={1} />;
  }
  if (result.data.type !== 'product') notFound();
  const { product } = result.data;
  return (
    <ProductPage
      language={language}
      store={store}
      product={product}
      requestedVariantId={variantId}
      bundleContext={bundleContextOf(searchParams)}
      returningSlot={returningSlot(searchParams, product.id)}
    />
  );
}
