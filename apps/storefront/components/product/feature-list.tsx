import type { TileFeature } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import { getTranslations } from 'next-intl/server';
import type { FeatureComparison } from '../../lib/listing/differences';
import { facetText } from '../listing/facet-text';
import styles from './feature-list.module.css';

interface FeatureListProps {
  language: LanguageCode;
  features: readonly TileFeature[];
  comparison: FeatureComparison;
  differs: (feature: TileFeature) => boolean;
}

/**
 * A tile's filter values in "highlight differences" mode: one row per compared facet, the
 * values that not every listed product shares marked (and named so for screen readers).
 */
export async function FeatureList({ language, features, comparison, differs }: FeatureListProps) {
  const [text, t] = await Promise.all([
    facetText(language),
    getTranslations({ locale: language, namespace: 'listing' }),
  ]);
  return (
    <dl className={styles.features}>
      {comparison.facets.map((facet) => {
        const values = features.filter((feature) => feature.facet === facet);
        const facetDiffers = comparison.differingFacets.has(facet);
        return (
          <div key={facet} className={facetDiffers ? styles.differingRow : styles.row}>
            <dt>{text.facet(facet)}</dt>
            <dd>
              {values.length === 0 ? (
                <span>
                  {t('compare.none')}
                  {facetDiffers && (
                    <span className="visually-hidden"> ({t('compare.differs')})</span>
                  )}
                </span>
              ) : (
                values.map((feature, index) => {
                  const label = text.value(feature.facet, feature.value, feature.label);
                  return (
                    <span key={feature.value}>
                      {index > 0 && ', '}
                      {differs(feature) ? (
                        <mark className={styles.difference}>
                          {label}
                          <span className="visually-hidden"> ({t('compare.differs')})</span>
                        </mark>
                      ) : (
                        label
                      )}
                    </span>
                  );
                })
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
