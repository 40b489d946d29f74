import type { ListFacet } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';

export interface FacetText {
  /** The facet's name, e.g. 'Manschettengröße'. */
  facet(facet: ListFacet): string;
  /**
   * A value's label in the language: the service's label (cuff sizes, functions, operating
   * modes are translated in the catalog), or the shop's translation of fits and colours,
   * which the catalog keeps as language-neutral words.
   */
  value(facet: ListFacet, value: string, serviceLabel: string): string;
}

/** Names of facets and their values in a language, with literal message keys. */
export async function facetText(language: LanguageCode): Promise<FacetText> {
  const t = await getTranslations({ locale: language, namespace: 'listing' });
  const facetNames: Record<ListFacet, string> = {
    cuffSize: t('facets.cuffSize'),
    function: t('facets.function'),
    operatingMode: t('facets.operatingMode'),
    fit: t('facets.fit'),
    size: t('facets.size'),
    color: t('facets.color'),
  };
  const fits: Record<string, string> = {
    women: t('fits.women'),
    men: t('fits.men'),
    unisex: t('fits.unisex'),
  };
  const colors: Record<string, string> = {
    anthracite: t('colors.anthracite'),
    berry: t('colors.berry'),
    black: t('colors.black'),
    grey: t('colors.grey'),
    navy: t('colors.navy'),
    silver: t('colors.silver'),
    white: t('colors.white'),
  };
  return {
    facet: (facet) => facetNames[facet],
    value: (facet, value, serviceLabel) => {
      if (facet === 'fit') return fits[value] ?? serviceLabel;
      if (facet === 'color') return colors[value] ?? serviceLabel;
      return serviceLabel;
    },
  };
}
