'use client';

import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import styles from './minimized-header.module.css';

interface MinimizedMenuProps {
  toggleLabel: string;
  children: ReactNode;
}

/**
 * The minimized header's menu below 994 px (spec 4): a disclosure built on details and
 * summary, so it opens and closes without JavaScript; with it, a click outside and
 * Escape close it too. At 994 px and wider the list is always shown inline (CSS).
 */
export function MinimizedMenu({ toggleLabel, children }: MinimizedMenuProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = detailsRef.current;
    if (details === null) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) {
        details.open = false;
      }
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    details.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePress);
      details.removeEventListener('keydown', closeOnEscape);
    };
  }, []);

  return (
    <details ref={detailsRef} className={styles.menu}>
      <summary className={styles.toggle}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span>{toggleLabel}</span>
      </summary>
      {children}
    </details>
  );
}
