'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useCart } from './cart-provider';

/*
 * The flyout's script (cart contents, line items, checkout button) loads when it first
 * opens, not with every page: it is closed on arrival, and Lighthouse counted its script
 * against every page's first paint (issues 5 and 6).
 */
const CartFlyoutContent = dynamic(
  () => import('./cart-flyout').then((module) => module.CartFlyout),
  {
    ssr: false,
  },
);

/** The cart flyout of every page, mounted from its first opening on (see cart-flyout.tsx). */
export function CartFlyout() {
  const { flyout } = useCart();
  const [opened, setOpened] = useState(false);
  if (flyout.open && !opened) setOpened(true);
  return opened || flyout.open ? <CartFlyoutContent /> : null;
}
