import type { PageAnswer } from '@shop/search-contract';
import type { LanguageCode, Store } from '@shop/shop-config';

type ProductDetail = Extract<PageAnswer['data'], { type: 'product' }>['product'];

interface ProductPageProps {
  language: LanguageCode;
  store: Store;
  product: ProductDetail;
}

/** Product detail page (issue 6). Placeholder until the page is built. */
export function ProductPage({ product }: ProductPageProps) {
  return <h1>{product.title}</h1>;
}
