/** Where a key press moves focus within a row or column of items (WAI-ARIA keyboard patterns). */
export type FocusMove = 'next' | 'previous' | 'first' | 'last';

/**
 * The move an arrow, Home or End key asks for, or undefined for any other key. A horizontal
 * bar (the info links) moves with left and right, a vertical list (a panel) with up and down.
 */
export function focusMoveForKey(
  key: string,
  orientation: 'horizontal' | 'vertical',
): FocusMove | undefined {
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  const [forward, backward] =
    orientation === 'horizontal' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowDown', 'ArrowUp'];
  if (key === forward) return 'next';
  if (key === backward) return 'previous';
  return undefined;
}

/** The index focus moves to among `count` items, wrapping around at both ends. */
export function movedIndex(current: number, count: number, move: FocusMove): number {
  if (count <= 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return current < 0 ? 0 : (current + 1) % count;
    case 'previous':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
  }
}
