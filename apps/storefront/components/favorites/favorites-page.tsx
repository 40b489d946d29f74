import type { LanguageCode } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import { favoriteIdsFromCookie, loadFavoriteProducts } from '../../lib/favorites/favorite-products';
import { requestStore } from '../../lib/store/request-store';
import { ServiceUnavailable } from '../feedback/service-unavailable';
import { ProductGrid } from '../product/product-grid';
import styles from './favorites-page.module.css';
import { FavoritesRefresh } from './favorites-refresh';

/** Id of the heading, where focus goes when a removed tile takes the focused button with it. */
export const FAVORITES_HEADING_ID = 'favorites-heading';

/**
 * The favorites page's content (spec 2.6): the wish list's products from the favorites
 * cookie, looked up in the store's assortment and language (spec 7), with their count, or
 * the empty message. Rendered on the server, so it needs no script; the toggle on a tile
 * removes the product and the page renders again.
 */
export async function FavoritesPage({ language }: { language: LanguageCode }) {
  const [t, store, ids] = await Promise.all([
    getTranslations({ locale: language, namespace: 'favoritesPage' }),
    requestStore(),
    favoriteIdsFromCookie(),
  ]);
  const result = await loadFavoriteProducts({ ids, language, store });
  return (
    <section aria-labelledby={FAVORITES_HEADING_ID} className={styles.page}>
      <div className={styles.intro}>
        <h1 id={FAVORITES_HEADING_ID} className={styles.heading} tabIndex={-1}>
          {t('heading')}
        </h1>
        {/* Announced when a removal renders the page again. */}
        <p className={styles.count} aria-live="polite">
          {result.status === 'ok' ? t('count', { count: result.count }) : ''}
        </p>
      </div>
      <FavoritesRefresh shownIds={ids} headingId={FAVORITES_HEADING_ID} />
      {result.status === 'unavailable' ? (
        <ServiceUnavailable language={language} errorId={result.errorId} />
      ) : result.products.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ProductGrid products={result.products} language={language} store={store} />
      )}
    </section>
  );
}
