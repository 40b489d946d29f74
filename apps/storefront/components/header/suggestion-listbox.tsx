'use client';

import { AUTOSUGGEST } from '@shop/shop-config';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { SuggestionList } from '../../lib/commerce-search/suggestions';
import styles from './search-box.module.css';

export interface SuggestionOption {
  kind: 'product' | 'category';
  id: string;
  title: string;
  href: string;
  imageSrc: string | undefined;
}

/** Products first, then categories: the order arrow keys walk through. */
export function suggestionOptions(list: SuggestionList | undefined): SuggestionOption[] {
  if (list === undefined) return [];
  return [
    ...list.products.map((product) => ({ kind: 'product' as const, ...product })),
    ...list.categories.map((category) => ({
      kind: 'category' as const,
      ...category,
      imageSrc: undefined,
    })),
  ];
}

interface SuggestionListboxProps {
  id: string;
  suggestions: SuggestionList | undefined;
  activeIndex: number;
  onChoose: (href: string) => void;
}

/** The combobox's popup: product suggestions with 225×183 images, then categories. */
export function SuggestionListbox({
  id,
  suggestions,
  activeIndex,
  onChoose,
}: SuggestionListboxProps) {
  const t = useTranslations('search');
  const options = suggestionOptions(suggestions);
  const groups = [
    { kind: 'product', label: t('products') },
    { kind: 'category', label: t('categories') },
  ] as const;
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('suggestions')}
      className={styles.listbox}
      hidden={options.length === 0}
    >
      {groups.map((group) => {
        const members = options.flatMap((option, index) =>
          option.kind === group.kind ? [{ option, index }] : [],
        );
        if (members.length === 0) return null;
        return (
          // A listbox groups its options with role=group; a fieldset would be no group there.
          // biome-ignore lint/a11y/useSemanticElements: see above
          <div
            key={group.kind}
            role="group"
            aria-label={group.label}
            className={styles[group.kind]}
          >
            <div aria-hidden="true" className={styles.groupHeading}>
              {group.label}
            </div>
            <div className={styles.options}>
              {members.map(({ option, index }) => (
                // Options are chosen with the mouse here; the keyboard stays in the input, which
                // points at the active option with aria-activedescendant (combobox pattern).
                // biome-ignore lint/a11y/useKeyWithClickEvents: see above
                // biome-ignore lint/a11y/useFocusableInteractive: see above
                <div
                  key={`${option.kind}-${option.id}`}
                  id={`${id}-${index}`}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onChoose(option.href)}
                >
                  {option.kind === 'product' && (
                    <span className={styles.optionImage}>
                      {option.imageSrc !== undefined && (
                        <Image
                          src={option.imageSrc}
                          alt=""
                          width={AUTOSUGGEST.imageWidth}
                          height={AUTOSUGGEST.imageHeight}
                          unoptimized
                        />
                      )}
                    </span>
                  )}
                  <span className={styles.optionTitle}>{option.title}</span>
                </div>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
