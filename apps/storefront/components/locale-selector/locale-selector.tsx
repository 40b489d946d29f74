'use client';

import { COUNTRY_NAMES, LANGUAGES, type LanguageCode, type StoreKey } from '@shop/shop-config';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { readStorage } from '../../lib/shell/browser-storage';
import {
  initialCountry,
  LOCALE_CHOICE_KEY,
  type LocaleChoice,
  parseLocaleChoice,
} from '../../lib/shell/locale-choice';
import { GlobeIcon } from '../icons/icons';
import { Modal } from '../modal/modal';
import styles from './locale-selector.module.css';

/*
 * The form (every delivery country, the cart's market change) loads when the shopper turns
 * to the button, not with every page: the modal is closed on arrival, and Lighthouse
 * counted its script against every page's first paint (issues 5 and 6).
 */
const loadForm = () => import('./locale-selector-form');
const LocaleSelectorForm = dynamic(() => loadForm().then((module) => module.LocaleSelectorForm), {
  ssr: false,
});
const preloadForm = () => void loadForm().catch(() => undefined);

interface LocaleSelectorProps {
  language: LanguageCode;
  /** The store serving this page. */
  storeKey: StoreKey;
  /** The header button, or the row in the mobile menu's bottom block. */
  variant: 'header' | 'menu';
}

/**
 * The language and delivery-country button with its selector modal (spec 2.3, 2.6). It
 * names the current language and country; the country is the remembered choice while it
 * is served by this page's store (Austria is served by Germany), else the store's own.
 */
export function LocaleSelector({ language, storeKey, variant }: LocaleSelectorProps) {
  const t = useTranslations('localeSelector');
  const [open, setOpen] = useState(false);
  const [remembered, setRemembered] = useState<LocaleChoice | undefined>(undefined);
  useEffect(() => setRemembered(parseLocaleChoice(readStorage(LOCALE_CHOICE_KEY))), []);
  const country = initialCountry(storeKey, remembered);

  return (
    <>
      <button
        type="button"
        className={`${styles.trigger} ${styles[variant]}`}
        aria-haspopup="dialog"
        onPointerEnter={preloadForm}
        onFocus={preloadForm}
        onClick={() => setOpen(true)}
      >
        <GlobeIcon />
        <span>
          <span className="visually-hidden">{t('triggerPrefix')} </span>
          {LANGUAGES[language].label}
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          {COUNTRY_NAMES[country][language]}
        </span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('title')}>
        <LocaleSelectorForm language={language} country={country} />
      </Modal>
    </>
  );
}
