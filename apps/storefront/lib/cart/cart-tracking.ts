/**
 * GA4 ecommerce events of the cart (spec 7 tracking events): items come from each line's
 * _trackingProduct attribute (spec 3 "Tracking item") with the line's quantity, in the
 * store's currency. Consent handling is the data layer's (lib/tracking/data-layer.ts).
 */
import {
  DEFAULT_TRACKING_CURRENCY,
  type EcommerceEventName,
  type TrackingItem,
  trackEvent,
} from '../tracking/data-layer';
import type { CartLineView } from './shopper-cart';

export function lineTrackingItem(
  line: CartLineView,
  quantity = line.quantity,
): TrackingItem | null {
  if (line.trackingItem === null) return null;
  return { ...line.trackingItem, currency: line.unitPrice.currency, quantity };
}

/** Value of the items in major units, for the event's `value` (GA4 wants a number). */
function itemsValue(items: readonly TrackingItem[]): number {
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return cents / 100;
}

export function trackCartEvent(
  event: EcommerceEventName,
  items: readonly (TrackingItem | null)[],
  currency: string = DEFAULT_TRACKING_CURRENCY,
): void {
  const present = items.filter((item): item is TrackingItem => item !== null);
  if (present.length === 0) return;
  trackEvent({ event, ecommerce: { currency, value: itemsValue(present), items: present } });
}

/** view_cart and begin_checkout: every line of the cart. */
export function trackWholeCart(
  event: 'view_cart' | 'begin_checkout',
  lines: readonly CartLineView[],
  currency: string,
): void {
  trackCartEvent(
    event,
    lines.map((line) => lineTrackingItem(line)),
    currency,
  );
}
