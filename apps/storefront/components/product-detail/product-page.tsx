import type { PageAnswer } from '@shop/search-contract';
import type { LanguageCode, Store } from '@shop/shop-config';
import { BackInStockForm } from '../back-in-stock/back-in-stock-form';
import { ProductReviews } from '../reviews/product-reviews';

type ProductDetail = Extract<PageAnswer['data'], { type: 'product' }>['product'];

interface ProductPageProps {
  language: LanguageCode;
  store: Store;
  product: ProductDetail;
}

/**
 * Product detail page (issue 6). Placeholder until the page is built; the reviews branch
 * shows its parts here so they can be tried end to end: the notify option for each
 * sold-out variant, and the reviews section.
 */
export function ProductPage({ language, product }: ProductPageProps) {
  const soldOut = product.variants.filter((variant) => variant.stock <= 0);
  return (
    <div>
      <h1>{product.title}</h1>
      {soldOut.map((variant) => (
        <section key={variant.id} aria-label={variant.articleNumber}>
          <p>{variant.articleNumber}</p>
          <BackInStockForm language={language} variantId={variant.id} />
        </section>
      ))}
      <ProductReviews language={language} productId={product.id} summary={product.reviews} />
    </div>
  );
}
