import { LIST_FACETS } from '@shop/search-contract';
import { formatPrice } from '@shop/shop-config';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import {
  listingHref,
  selectedFilterCount,
  withFacetValueToggled,
  withoutFilter,
  withoutFilters,
} from '../../lib/listing/listing-state';
import { facetText } from './facet-text';
import { basePath, type ListingContext } from './listing-context';
import styles from './listing-view.module.css';

/** Selected filters as links that reset one each ("reset one"), and "reset all" (spec 2.6). */
export async function ActiveFilters({ context }: { context: ListingContext }) {
  const { language, store, state, aggregations = [], defaultSorting } = context;
  if (selectedFilterCount(state.aggregations) === 0) return null;
  const [t, text] = await Promise.all([
    getTranslations({ locale: language, namespace: 'listing' }),
    facetText(language),
  ]);
  const base = basePath(context);
  const serviceLabel = (facet: (typeof LIST_FACETS)[number], value: string) => {
    for (const aggregation of aggregations) {
      if (aggregation.kind !== 'values' || aggregation.facet !== facet) continue;
      const found = aggregation.values.find((entry) => entry.value === value);
      if (found) return found.label;
    }
    return value;
  };
  const price = state.aggregations.price;
  const money = (minor: number) => formatPrice(minor, store.prices.currency, store.prices.locale);
  const chips: { key: string; label: string; href: string }[] = [];
  for (const facet of LIST_FACETS) {
    for (const value of state.aggregations[facet] ?? []) {
      chips.push({
        key: `${facet}:${value}`,
        label: `${text.facet(facet)}: ${text.value(facet, value, serviceLabel(facet, value))}`,
        href: listingHref(base, withFacetValueToggled(state, facet, value), defaultSorting),
      });
    }
  }
  if (state.aggregations.inStock) {
    chips.push({
      key: 'inStock',
      label: t('filters.inStock'),
      href: listingHref(base, withoutFilter(state, 'inStock'), defaultSorting),
    });
  }
  if (price) {
    const label =
      price.minMinor !== undefined && price.maxMinor !== undefined
        ? t('filters.priceRange', { from: money(price.minMinor), to: money(price.maxMinor) })
        : price.minMinor !== undefined
          ? t('filters.priceAtLeast', { from: money(price.minMinor) })
          : t('filters.priceAtMost', { to: money(price.maxMinor ?? 0) });
    chips.push({
      key: 'price',
      label: `${t('filters.price')}: ${label}`,
      href: listingHref(base, withoutFilter(state, 'price'), defaultSorting),
    });
  }
  return (
    <section className={styles.activeFilters} aria-labelledby="active-filters-heading">
      <h2 id="active-filters-heading" className="visually-hidden">
        {t('filters.selectedHeading')}
      </h2>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              prefetch={false}
              href={chip.href}
              scroll={false}
              className={styles.chip}
              aria-label={t('filters.removeValue', { value: chip.label })}
            >
              {chip.label}
              <span aria-hidden="true"> ×</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        prefetch={false}
        href={listingHref(base, withoutFilters(state), defaultSorting)}
        scroll={false}
        className={styles.resetAll}
      >
        {t('filters.resetAll')}
      </Link>
    </section>
  );
}
