import type { PageAnswer } from '@shop/search-contract';
import type { LanguageCode, Store } from '@shop/shop-config';
import { categoryProducts } from '../../lib/listing/category-listing';
import type { ListingState } from '../../lib/listing/listing-state';
import { PageElements } from '../content/page-elements';
import { MinimizedFooter } from '../layout/minimized-footer';
import { MinimizedHeader } from '../layout/minimized-header';
import { NewsletterBlock } from '../newsletter/newsletter-block';
import styles from './category-page.module.css';
import { ListingView } from './listing-view';

type CategoryPageData = Extract<PageAnswer['data'], { type: 'category' }>;

interface CategoryPageProps {
  language: LanguageCode;
  store: Store;
  category: CategoryPageData;
  listingState: ListingState;
}

/** Category and product-group listing (spec 2.6, issue 6). */
export async function CategoryPage({ language, store, category, listingState }: CategoryPageProps) {
  const products = await categoryProducts({ language, store, category, state: listingState });
  const { top, bottom } = category.self.contentElements;
  return (
    <div className={styles.page}>
      <MinimizedHeader language={language} elements={top} />
      <header className={styles.intro}>
        <h1 className={styles.heading}>{category.self.name}</h1>
        {category.self.description !== null && (
          <p className={styles.description}>{category.self.description}</p>
        )}
      </header>
      <PageElements language={language} elements={top} />
      <ListingView
        context={{
          language,
          store,
          path: category.self.url,
          fixedParams: [],
          defaultSorting: 'popularity',
          state: listingState,
          aggregations: category.listing.aggregations,
        }}
        total={category.listing.total}
        products={products}
        withFilters
      />
      <PageElements language={language} elements={bottom} />
      <MinimizedFooter
        language={language}
        elements={bottom}
        renderNewsletter={(newsletter) => <NewsletterBlock language={language} {...newsletter} />}
      />
    </div>
  );
}
