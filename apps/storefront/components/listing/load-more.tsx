'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import styles from './listing-view.module.css';

/** Index of the tile to focus once the next page has rendered; set by the load-more link. */
let pendingFocusIndex: number | null = null;

function visibleTileCount(): number {
  return [...document.querySelectorAll<HTMLElement>('[data-tile-index]')].filter(
    (tile) => tile.offsetParent !== null,
  ).length;
}

interface LoadMoreProps {
  href: string;
  label: string;
  /** Which screens have more products to show: desktop, mobile and tablet, or both. */
  moreOnDesktop: boolean;
  moreOnMobile: boolean;
}

/**
 * "Load more" (spec 2.6): a link to the next page, which shows the page size times the page
 * number, so it works without script and survives reload; with script it keeps the scroll
 * position and moves focus to the first new product, so keyboard users continue there.
 */
export function LoadMore({ href, label, moreOnDesktop, moreOnMobile }: LoadMoreProps) {
  const classes = [
    styles.loadMore,
    moreOnDesktop ? '' : styles.loadMoreMobileOnly,
    moreOnMobile ? '' : styles.loadMoreDesktopOnly,
  ].join(' ');
  return (
    <Link
      prefetch={false}
      href={href}
      scroll={false}
      className={classes}
      onClick={() => {
        pendingFocusIndex = visibleTileCount();
      }}
    >
      {label}
    </Link>
  );
}

/** Moves focus to the first tile of the newly loaded page, once it is there. */
export function LoadMoreFocus({ page }: { page: number }) {
  useEffect(() => {
    if (page < 2 || pendingFocusIndex === null) return;
    const link = document.querySelector<HTMLElement>(`[data-tile-index="${pendingFocusIndex}"] a`);
    pendingFocusIndex = null;
    link?.focus();
  }, [page]);
  return null;
}
