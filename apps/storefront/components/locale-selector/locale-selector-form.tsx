'use client';

import {
  type CountryCode,
  DELIVERY_COUNTRIES,
  type DeliveryTimeWorkingDays,
  getStore,
  isCountryCode,
  isLanguageCode,
  LANGUAGE_CODES,
  LANGUAGES,
  type LanguageCode,
} from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { moveCartToMarket } from '../../lib/cart-market/change-market';
import { writeStorage } from '../../lib/shell/browser-storage';
import {
  countryCookie,
  LOCALE_CHOICE_KEY,
  pathInLanguage,
  storeOfCountry,
} from '../../lib/shell/locale-choice';
import { MarketChangeFailed } from '../favorites/market-change-failed';
import styles from './locale-selector.module.css';

/** The store's delivery time (spec 9: '1-3', '2-4' or '2-5' working days) as numbers. */
function deliveryDays(range: DeliveryTimeWorkingDays): { min: number; max: number } {
  const [min = 1, max = 3] = range.split('-').map(Number);
  return { min, max };
}

/** The page's alternate-language links (spec 2.4) as hreflang → URL. */
function pageAlternates(): Record<string, string> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]');
  return Object.fromEntries(Array.from(links, (link) => [link.hreflang, link.href]));
}

/**
 * Applies a confirmed choice (spec 4): the country cookie names the serving store, the
 * choice is remembered, and the same page opens in the new language where it exists (the
 * home page otherwise); a full load, so every price is rendered in the new store's currency.
 * The cart was moved to the new market before (moveCartToMarket).
 */
function applyChoice(language: LanguageCode, chosenLanguage: LanguageCode, country: CountryCode) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari
  document.cookie = countryCookie(country, { secure: window.location.protocol === 'https:' });
  writeStorage(LOCALE_CHOICE_KEY, JSON.stringify({ language: chosenLanguage, country }));
  if (chosenLanguage === language) window.location.reload();
  else window.location.assign(pathInLanguage(window.location, chosenLanguage, pageAlternates()));
}

interface LocaleSelectorFormProps {
  language: LanguageCode;
  country: CountryCode;
}

/** Language radio group and delivery-country select; confirm stays disabled until one changed. */
export function LocaleSelectorForm({ language, country }: LocaleSelectorFormProps) {
  const t = useTranslations('localeSelector');
  const id = useId();
  const [failed, setFailed] = useState(false);
  const [chosenLanguage, setChosenLanguage] = useState(language);
  const [chosenCountry, setChosenCountry] = useState(country);
  const [applying, setApplying] = useState(false);
  const changed = chosenLanguage !== language || chosenCountry !== country;
  const servingStore = getStore(storeOfCountry(chosenCountry) ?? 'de');

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!changed) return;
        setApplying(true);
        setFailed(false);
        // The cart's lines are re-checked in the new market first (spec 4); when that fails
        // nothing changes and the shopper can try again.
        moveCartToMarket({ language: chosenLanguage, country: chosenCountry })
          .catch(() => ({ status: 'failed' as const }))
          .then((result) => {
            if (result.status === 'moved') {
              applyChoice(language, chosenLanguage, chosenCountry);
              return;
            }
            setFailed(true);
            setApplying(false);
          });
      }}
    >
      <fieldset className={styles.languages}>
        <legend className={styles.legend}>{t('language')}</legend>
        {LANGUAGE_CODES.map((code) => (
          <label key={code} className={styles.languageOption}>
            <input
              type="radio"
              name="language"
              value={code}
              checked={chosenLanguage === code}
              onChange={(event) => {
                if (isLanguageCode(event.target.value)) setChosenLanguage(event.target.value);
              }}
            />
            <span lang={code}>{LANGUAGES[code].label}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.country}>
        <label htmlFor={`${id}-country`} className={styles.legend}>
          {t('country')}
        </label>
        <select
          id={`${id}-country`}
          name="country"
          className={styles.select}
          value={chosenCountry}
          aria-describedby={`${id}-currency`}
          onChange={(event) => {
            if (isCountryCode(event.target.value)) setChosenCountry(event.target.value);
          }}
        >
          {DELIVERY_COUNTRIES.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.nameTranslation[language]}
            </option>
          ))}
        </select>
        <p id={`${id}-currency`} className={styles.note}>
          {t('currencyNote', { currency: servingStore.prices.currency })}{' '}
          {t('deliveryTime', deliveryDays(servingStore.deliveryTime))}
        </p>
      </div>
      {failed && <MarketChangeFailed className={styles.error} />}
      <button type="submit" className={styles.confirm} disabled={!changed || applying}>
        {t('confirm')}
      </button>
    </form>
  );
}
