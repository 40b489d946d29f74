import { SORT_OPTIONS } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import { EMPTY_LISTING_STATE, LISTING_PARAMS } from '../../lib/listing/listing-state';
import { HiddenStateFields } from './hidden-state-fields';
import type { ListingContext } from './listing-context';
import { ListingForm } from './listing-form';
import styles from './listing-view.module.css';

/**
 * The sort choice (spec 9: popularity, price descending, price ascending, reviews, new; a
 * search adds relevance, its default). Applies on change with script; without it a submit
 * button appears.
 */
export async function SortForm({ context }: { context: ListingContext }) {
  const { language, state, defaultSorting } = context;
  const t = await getTranslations({ locale: language, namespace: 'listing' });
  const labels = {
    popularity: t('sort.popularity'),
    priceDesc: t('sort.priceDesc'),
    priceAsc: t('sort.priceAsc'),
    reviews: t('sort.reviews'),
    new: t('sort.new'),
  } as const;
  const current = state.sorting ?? defaultSorting ?? '';
  // Filters and comparison stay; a new order starts at the first page.
  const kept = { ...state, sorting: undefined, page: EMPTY_LISTING_STATE.page };
  return (
    <ListingForm
      key={current}
      action={context.path}
      preserve={context.fixedParams.map(([name]) => name)}
      defaultSorting={defaultSorting}
      className={styles.sortForm}
    >
      <HiddenStateFields
        state={kept}
        defaultSorting={defaultSorting}
        fixedParams={context.fixedParams}
      />
      <label htmlFor="listing-sort" className={styles.sortLabel}>
        {t('sort.label')}
      </label>
      <select
        id="listing-sort"
        name={LISTING_PARAMS.sorting}
        defaultValue={current}
        className={styles.sortSelect}
      >
        {defaultSorting === null && <option value="">{t('sort.relevance')}</option>}
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={styles.sortApply}>
          {t('sort.apply')}
        </button>
      </noscript>
    </ListingForm>
  );
}
