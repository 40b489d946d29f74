'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useFavorites } from '../../lib/favorites/use-favorites';

interface FavoritesRefreshProps {
  /** The ids the server rendered the page with (from the favorites cookie). */
  shownIds: readonly number[];
  headingId: string;
}

function sameIds(left: readonly number[], right: readonly number[]): boolean {
  return left.length === right.length && left.every((id) => right.includes(id));
}

/**
 * Keeps the server-rendered favorites page current: when the wish list changes (a tile's
 * toggle here, another tab, the list picked up from the cookie after login) the page is
 * rendered again from the cookie. A removal takes the focused button away, so focus moves
 * to the heading rather than getting lost.
 */
export function FavoritesRefresh({ shownIds, headingId }: FavoritesRefreshProps) {
  const router = useRouter();
  const { ids, loaded } = useFavorites();
  const focusHeading = useRef(false);
  // One refresh per list: a cookie the browser refused to store must not loop.
  const refreshedFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!loaded) return;
    if (sameIds(ids, shownIds)) {
      refreshedFor.current = undefined;
      return;
    }
    const key = ids.join(',');
    if (refreshedFor.current === key) return;
    refreshedFor.current = key;
    focusHeading.current = ids.length < shownIds.length;
    router.refresh();
  }, [ids, shownIds, loaded, router]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the server's new list (shownIds) has rendered.
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    if (document.activeElement === document.body || document.activeElement === null) {
      document.getElementById(headingId)?.focus();
    }
  }, [shownIds, headingId]);

  return null;
}
