import { SWIPE_CLOSE_PX } from '@shop/shop-config';

/** A touch that moved down more than SWIPE_CLOSE_PX closes a modal (spec 4, 9). */
export function isSwipeDownClose(startY: number, endY: number): boolean {
  return endY - startY > SWIPE_CLOSE_PX;
}
