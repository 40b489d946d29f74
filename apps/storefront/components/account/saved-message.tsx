'use client';

import { useEffect, useRef } from 'react';
import styles from './account.module.css';

/** A form's success message (spec 8); it takes the focus so screen readers announce it. */
export function SavedMessage({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <p ref={ref} tabIndex={-1} role="status" className={styles.saved}>
      {text}
    </p>
  );
}
