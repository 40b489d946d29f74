'use client';

import { useFavorites } from '../../lib/favorites/use-favorites';
import styles from './favorite-toggle.module.css';

interface FavoriteToggleProps {
  productId: number;
  /** Accessible names for both states, translated on the server. */
  addLabel: string;
  removeLabel: string;
  /** 'tile' sits on the tile's image corner; 'inline' flows with the product page's text. */
  placement?: 'tile' | 'inline';
}

/** Heart button on a tile or the product page: adds the product to the wish list or removes it (spec 4). */
export function FavoriteToggle({
  productId,
  addLabel,
  removeLabel,
  placement = 'tile',
}: FavoriteToggleProps) {
  const { ids, toggle } = useFavorites();
  const active = ids.includes(productId);
  return (
    <button
      type="button"
      className={placement === 'tile' ? styles.toggle : `${styles.toggle} ${styles.inline}`}
      aria-pressed={active}
      aria-label={active ? removeLabel : addLabel}
      onClick={() => toggle(productId)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.3 4.6 13.2a4.9 4.9 0 0 1 0-7 4.8 4.8 0 0 1 6.9 0l.5.5.5-.5a4.8 4.8 0 0 1 6.9 0 4.9 4.9 0 0 1 0 7Z"
          fill={active ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
