'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import {
  parseRemovedLinesCookie,
  REMOVED_LINES_COOKIE,
} from '../../lib/cart-market/removed-lines-cookie';
import { readCookie } from '../../lib/shell/count-bubble';
import styles from './market-change-notice.module.css';

/**
 * After a language or delivery-country change (spec 4): names the cart lines the new
 * market does not sell or stock. The names come in a short-lived cookie, deleted at once,
 * so the notice shows on the page that follows the change only. It is a labelled region
 * that takes focus, so keyboard and screen-reader users meet it first; its close button
 * hands focus on to the main content.
 */
export function MarketChangeNotice() {
  const t = useTranslations('marketChange');
  const headingId = useId();
  const [names, setNames] = useState<string[]>([]);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const found = parseRemovedLinesCookie(readCookie(document.cookie, REMOVED_LINES_COOKIE));
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari
    document.cookie = `${REMOVED_LINES_COOKIE}=; path=/; max-age=0; samesite=lax`;
    setNames(found);
  }, []);

  useEffect(() => {
    if (names.length > 0) region.current?.focus();
  }, [names]);

  if (names.length === 0) return null;
  return (
    <section ref={region} className={styles.notice} aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className={styles.heading}>
        {t('removedHeading', { count: names.length })}
      </h2>
      <p className={styles.reason}>{t('removedReason')}</p>
      <ul className={styles.names}>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.dismiss}
        onClick={() => {
          setNames([]);
          document.getElementById('main-content')?.focus();
        }}
      >
        {t('dismiss')}
      </button>
    </section>
  );
}
