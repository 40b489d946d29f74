'use client';

import { useEffect } from 'react';
import { type TrackingItem, trackEvent } from '../../lib/tracking/data-layer';

const TRACKED_KEY_PREFIX = 'purchaseTracked:';

/**
 * The `purchase` event of the placed order (spec 7 tracking, GA4 ecommerce), exactly once:
 * a reload or a second visit of the confirmation finds the order's mark in session storage.
 */
export function PurchaseTracking(props: {
  transactionId: string;
  currency: string;
  value: number;
  shipping: number;
  tax: number;
  items: TrackingItem[];
}) {
  const { transactionId, currency, value, shipping, tax, items } = props;
  useEffect(() => {
    const key = `${TRACKED_KEY_PREFIX}${transactionId}`;
    try {
      if (window.sessionStorage.getItem(key) !== null) return;
      window.sessionStorage.setItem(key, '1');
    } catch {
      // Without session storage the event may repeat on a reload; it is still sent.
    }
    trackEvent({
      event: 'purchase',
      ecommerce: { transaction_id: transactionId, currency, value, shipping, tax, items },
    });
  }, [transactionId, currency, value, shipping, tax, items]);
  return null;
}
