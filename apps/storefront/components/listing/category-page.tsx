import type { PageAnswer } from '@shop/search-contract';
import type { LanguageCode, Store } from '@shop/shop-config';
import type { ListingState } from '../../lib/listing/listing-state';

type CategoryPageData = Extract<PageAnswer['data'], { type: 'category' }>;

interface CategoryPageProps {
  language: LanguageCode;
  store: Store;
  category: CategoryPageData;
  listingState: ListingState;
}

/** Category and product-group listing (issue 6). Placeholder until the listing is built. */
export function CategoryPage({ category }: CategoryPageProps) {
  return <h1>{category.self.name}</h1>;
}
