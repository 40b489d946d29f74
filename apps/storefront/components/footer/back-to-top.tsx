'use client';

import { SCROLL } from '@shop/shop-config';
import { useSyncExternalStore } from 'react';
import { ArrowUpIcon } from '../icons/icons';
import styles from './site-footer.module.css';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Appears from 160 px of scroll (spec 2.4, 9); takes the reader and the focus back to the top. */
export function BackToTop({ label, topId }: { label: string; topId: string }) {
  const visible = useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY >= SCROLL.backToTopFrom,
    () => false,
  );
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.backToTop}
      aria-label={label}
      onClick={() => {
        window.scrollTo({ top: 0 });
        // Keyboard users continue from the top, not from the end of the page.
        document.getElementById(topId)?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
