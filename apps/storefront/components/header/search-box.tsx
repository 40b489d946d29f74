'use client';

import { type LanguageCode, localizedPath } from '@shop/shop-config';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { movedIndex } from '../../lib/shell/roving-focus';
import { SearchIcon } from '../icons/icons';
import styles from './search-box.module.css';
import { SuggestionListbox, suggestionOptions } from './suggestion-listbox';
import { useSuggestions } from './use-suggestions';

/**
 * The header's search (spec 2.3, 4): a form that works without JavaScript, enhanced into
 * an autosuggest combobox (WAI-ARIA combobox with listbox popup). Suggestions load 500 ms
 * after typing stops; Enter on a suggestion opens it, otherwise the search route opens
 * with ?searchPhrase=. The result box clears on submit and on close (Escape, focus leaving).
 */
export function SearchBox({ language }: { language: LanguageCode }) {
  const t = useTranslations('search');
  const router = useRouter();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [phrase, setPhrase] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { suggestions, clear } = useSuggestions(language, phrase, () => setActiveIndex(-1));
  const options = suggestionOptions(suggestions);
  const expanded = options.length > 0;
  const listboxId = `${id}-listbox`;
  const formId = `${id}-form`;
  const searchPath = localizedPath(language, 'search');

  const close = () => {
    clear();
    setActiveIndex(-1);
  };

  const go = (href: string) => {
    close();
    setMobileOpen(false);
    router.push(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (expanded) close();
      else setPhrase('');
      event.preventDefault();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && expanded) {
      const move = event.key === 'ArrowDown' ? 'next' : 'previous';
      setActiveIndex((index) => movedIndex(index, options.length, move));
      event.preventDefault();
    }
  };

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) close();
  };

  return (
    <div className={styles.search}>
      <button
        type="button"
        className={styles.mobileToggle}
        aria-expanded={mobileOpen}
        aria-controls={formId}
        aria-label={t('toggle')}
        onClick={() => {
          setMobileOpen(!mobileOpen);
          if (!mobileOpen) window.setTimeout(() => inputRef.current?.focus(), 0);
        }}
      >
        <SearchIcon />
      </button>
      {/* The search landmark; onBlur only notices focus leaving it, to close the result box. */}
      <search className={styles.area} data-mobile-open={mobileOpen} onBlur={closeWhenFocusLeaves}>
        <form
          id={formId}
          action={searchPath}
          method="get"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            const active = options[activeIndex];
            const trimmed = phrase.trim();
            if (active !== undefined) go(active.href);
            else if (trimmed !== '')
              go(`${searchPath}?searchPhrase=${encodeURIComponent(trimmed)}`);
          }}
        >
          <label htmlFor={`${id}-input`} className="visually-hidden">
            {t('label')}
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            name="searchPhrase"
            type="search"
            required
            maxLength={200}
            autoComplete="off"
            placeholder={t('placeholder')}
            className={styles.input}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={
              options[activeIndex] === undefined ? undefined : `${listboxId}-${activeIndex}`
            }
            value={phrase}
            onChange={(event) => setPhrase(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={styles.submit} aria-label={t('submit')}>
            <SearchIcon />
          </button>
        </form>
        <SuggestionListbox
          id={listboxId}
          suggestions={suggestions}
          activeIndex={activeIndex}
          onChoose={go}
        />
        <p role="status" className="visually-hidden">
          {suggestions === undefined
            ? ''
            : t('suggestionCount', {
                products: suggestions.products.length,
                categories: suggestions.categories.length,
              })}
        </p>
      </search>
    </div>
  );
}
