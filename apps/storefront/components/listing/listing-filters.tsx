import type { Aggregation, ListFacet } from '@shop/search-contract';
import { formatPrice } from '@shop/shop-config';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import {
  EMPTY_LISTING_STATE,
  LISTING_PARAMS,
  listingHref,
  listingQueryString,
  withFacetValues,
} from '../../lib/listing/listing-state';
import { facetText } from './facet-text';
import { HiddenStateFields } from './hidden-state-fields';
import { basePath, type ListingContext } from './listing-context';
import styles from './listing-filters.module.css';
import { ListingForm } from './listing-form';

type ValuesAggregation = Extract<Aggregation, { kind: 'values' }>;

/**
 * The facet's values to offer: the service's, plus selected values it no longer counts
 * (no product left under the other filters), so a shopper can still deselect them.
 */
function offeredValues(aggregation: ValuesAggregation, selected: readonly string[]) {
  const known = new Set(aggregation.values.map((value) => value.value));
  return [
    ...aggregation.values,
    ...selected
      .filter((value) => !known.has(value))
      .map((value) => ({ value, label: value, count: 0, selected: true })),
  ];
}

/**
 * The listing's filters (spec 2.6): one disclosure per facet with its values and counts under
 * the other selected filters, in stock, and a price range. A GET form, so it works without
 * script; with script a changed checkbox applies at once.
 */
export async function ListingFilters({ context }: { context: ListingContext }) {
  const { language, store, state, aggregations = [] } = context;
  const [t, text] = await Promise.all([
    getTranslations({ locale: language, namespace: 'listing' }),
    facetText(language),
  ]);
  const valueFacets = aggregations.filter(
    (aggregation): aggregation is ValuesAggregation =>
      aggregation.kind === 'values' &&
      (aggregation.values.length > 0 || (state.aggregations[aggregation.facet]?.length ?? 0) > 0),
  );
  const inStock = aggregations.find((aggregation) => aggregation.kind === 'inStock');
  const price = aggregations.find((aggregation) => aggregation.kind === 'price');
  const currency = store.prices.currency;
  const major = (minor: number | null | undefined, round: 'floor' | 'ceil') =>
    minor === null || minor === undefined ? undefined : Math[round](minor / 100);
  const kept = { ...EMPTY_LISTING_STATE, sorting: state.sorting, compare: state.compare };
  const base = basePath(context);

  return (
    <section className={styles.filters} aria-labelledby="listing-filters-heading">
      <h2 id="listing-filters-heading" className={styles.heading}>
        {t('filters.heading')}
      </h2>
      <ListingForm
        key={listingQueryString(state, context.defaultSorting)}
        action={context.path}
        preserve={context.fixedParams.map(([name]) => name)}
        defaultSorting={context.defaultSorting}
        className={styles.form}
        aria-labelledby="listing-filters-heading"
      >
        <HiddenStateFields
          state={kept}
          defaultSorting={context.defaultSorting}
          fixedParams={context.fixedParams}
        />
        {valueFacets.map((aggregation) => {
          const facet: ListFacet = aggregation.facet;
          const selected = state.aggregations[facet] ?? [];
          const name = text.facet(facet);
          return (
            <details key={facet} className={styles.group} open={selected.length > 0}>
              <summary className={styles.summary}>
                {name}
                {selected.length > 0 && (
                  <span className={styles.selectedCount}> ({selected.length})</span>
                )}
              </summary>
              <fieldset className={styles.fieldset}>
                <legend className="visually-hidden">{name}</legend>
                {offeredValues(aggregation, selected).map((value) => (
                  <label key={value.value} className={styles.option}>
                    <input
                      type="checkbox"
                      name={facet}
                      value={value.value}
                      defaultChecked={selected.includes(value.value)}
                    />
                    <span>
                      {t('filters.valueWithCount', {
                        label: text.value(facet, value.value, value.label),
                        count: value.count,
                      })}
                    </span>
                  </label>
                ))}
              </fieldset>
              {selected.length > 0 && (
                <Link
                  prefetch={false}
                  href={listingHref(
                    base,
                    withFacetValues(state, facet, []),
                    context.defaultSorting,
                  )}
                  scroll={false}
                  className={styles.reset}
                >
                  {t('filters.resetFacet', { facet: name })}
                </Link>
              )}
            </details>
          );
        })}
        {inStock !== undefined && (
          <details className={styles.group} open={state.aggregations.inStock === true}>
            <summary className={styles.summary}>{t('filters.availability')}</summary>
            <label className={styles.option}>
              <input
                type="checkbox"
                name={LISTING_PARAMS.inStock}
                value="1"
                defaultChecked={state.aggregations.inStock === true}
              />
              <span>
                {t('filters.valueWithCount', { label: t('filters.inStock'), count: inStock.count })}
              </span>
            </label>
          </details>
        )}
        {price !== undefined && price.minMinor !== null && (
          <details className={styles.group} open={state.aggregations.price !== undefined}>
            <summary className={styles.summary}>{t('filters.price')}</summary>
            <div className={styles.priceRange}>
              <label className={styles.priceField}>
                <span>{t('filters.priceFrom', { currency })}</span>
                <input
                  type="number"
                  name={LISTING_PARAMS.priceFrom}
                  min={0}
                  step={1}
                  inputMode="numeric"
                  placeholder={String(major(price.minMinor, 'floor') ?? '')}
                  defaultValue={major(state.aggregations.price?.minMinor, 'floor')}
                />
              </label>
              <label className={styles.priceField}>
                <span>{t('filters.priceTo', { currency })}</span>
                <input
                  type="number"
                  name={LISTING_PARAMS.priceTo}
                  min={0}
                  step={1}
                  inputMode="numeric"
                  placeholder={String(major(price.maxMinor, 'ceil') ?? '')}
                  defaultValue={major(state.aggregations.price?.maxMinor, 'ceil')}
                />
              </label>
            </div>
            <p className={styles.priceHint}>
              {t('filters.priceRange', {
                from: formatPrice(price.minMinor, currency, store.prices.locale),
                to: formatPrice(price.maxMinor ?? price.minMinor, currency, store.prices.locale),
              })}
            </p>
          </details>
        )}
        <button type="submit" className={styles.apply}>
          {t('filters.apply')}
        </button>
      </ListingForm>
    </section>
  );
}
