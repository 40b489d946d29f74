'use client';

import { useTranslations } from 'next-intl';
import {
  type SizeChoice,
  sizeChoices,
  type VariantSelection,
} from '../../lib/product/variant-selection';
import type { BuyboxProduct } from './buybox';
import { ChoiceGroup, type ChoiceOption } from './choice-group';

interface SizePickersProps {
  idPrefix: string;
  product: Pick<BuyboxProduct, 'variants' | 'sizes' | 'selectedVariantId'>;
  selection: VariantSelection;
  onPick: (part: 'sizeTop' | 'sizeBottom', value: string) => void;
  errorId: string | undefined;
}

/**
 * Top and bottom size pickers (spec 2.6). A size no variant of the chosen colour (and top
 * size) comes in is disabled; a sold-out size stays selectable and says 'coming back soon',
 * so the shopper can ask to be told when it is back (spec 4).
 */
export function SizePickers({ idPrefix, product, selection, onPick, errorId }: SizePickersProps) {
  const t = useTranslations('buybox');
  const both = product.sizes.top.length > 0 && product.sizes.bottom.length > 0;
  const options = (choices: SizeChoice[]): ChoiceOption[] =>
    choices.map((choice) => ({
      value: choice.title,
      label: choice.title,
      disabled: !choice.offered,
      note: !choice.offered
        ? t('sizeNotOffered')
        : choice.inStock
          ? undefined
          : t('comingBackSoon'),
    }));
  return (
    <>
      {product.sizes.top.length > 0 && (
        <ChoiceGroup
          legend={both ? t('sizeTopLabel') : t('sizeLabel')}
          name={`${idPrefix}-size-top`}
          options={options(sizeChoices(product, selection, 'sizeTop'))}
          selected={selection.sizeTop}
          onChange={(value) => onPick('sizeTop', value)}
          errorId={selection.sizeTop === null ? errorId : undefined}
        />
      )}
      {product.sizes.bottom.length > 0 && (
        <ChoiceGroup
          legend={both ? t('sizeBottomLabel') : t('sizeLabel')}
          name={`${idPrefix}-size-bottom`}
          options={options(sizeChoices(product, selection, 'sizeBottom'))}
          selected={selection.sizeBottom}
          onChange={(value) => onPick('sizeBottom', value)}
          errorId={selection.sizeBottom === null ? errorId : undefined}
        />
      )}
    </>
  );
}
