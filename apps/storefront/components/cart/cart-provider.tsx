'use client';

import type { CountryCode, CurrencyCode, FreeShippingRule, LanguageCode } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useOptimistic,
  useState,
  useTransition,
} from 'react';
import {
  type CartChangeResult,
  changeCartLineQuantity,
  loadCart,
  removeCartLine,
} from '../../lib/cart/cart-actions';
import { applyCartChange, type CartChange } from '../../lib/cart/cart-summary';
import { lineTrackingItem, trackCartEvent, trackWholeCart } from '../../lib/cart/cart-tracking';
import type { CartLineView, ShopperCart } from '../../lib/cart/shopper-cart';
import { addFavorite, FAVORITES_KEY, parseStoredFavorites } from '../../lib/favorites/favorites';
import { saveFavorites } from '../../lib/favorites/use-favorites';
import { readStorage } from '../../lib/shell/browser-storage';

/** What the flyout and the cart page need to show prices and the shipping rule. */
export interface CartSettings {
  language: LanguageCode;
  currency: CurrencyCode;
  priceLocale: string;
  /** The delivery country whose free-shipping value applies (spec 9). */
  country: CountryCode;
  shippingRule: FreeShippingRule | null;
  /** Shown in the VAT note where the store names its rate (German store: 19). */
  vatPercent: number | null;
}

/** A refused change, shown at its line (or above the lines) until the next change. */
export interface CartNotice {
  lineId: string | null;
  message: string;
}

interface CartContextValue {
  /** False in catalogue mode or where the cart state is switched off. */
  enabled: boolean;
  /** Spec 4: undefined until loaded, null when the load failed; with optimistic changes. */
  cart: ShopperCart | null | undefined;
  settings: CartSettings;
  notice: CartNotice | null;
  changeQuantity: (line: CartLineView, quantity: number) => void;
  removeLine: (line: CartLineView) => void;
  moveToFavorites: (line: CartLineView) => void;
  flyout: { open: boolean; confirmation: boolean };
  openFlyout: (confirmation: boolean) => void;
  closeFlyout: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

/** The cart state of the page; throws outside CartProvider, which is a bug. */
export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (value === null) throw new Error('useCart needs a CartProvider');
  return value;
}

/** Cart events of spec 4; ours carry the cart as it is now. */
export const CART_EVENTS = {
  add: 'cart:add-item',
  remove: 'cart:remove-item',
  update: 'cart:update-item',
} as const;

function cartOfEvent(event: Event): ShopperCart | undefined {
  if (!(event instanceof CustomEvent)) return undefined;
  const detail: unknown = event.detail;
  if (typeof detail !== 'object' || detail === null || !('cart' in detail)) return undefined;
  const { cart } = detail as { cart: ShopperCart | undefined };
  return cart;
}

interface CartProviderProps {
  /** Off in catalogue mode: no load, no flyout, no changes. */
  enabled: boolean;
  settings: CartSettings;
  children: ReactNode;
}

/**
 * The shopper's cart in the browser (spec 4): loaded once at start through a server action,
 * kept current by the cart events, changed optimistically (spec 2.6: the change shows at
 * once and is rolled back with the Storefront API's message when refused).
 */
export function CartProvider({ enabled, settings, children }: CartProviderProps) {
  const t = useTranslations('cart');
  const [cart, setCart] = useState<ShopperCart | null | undefined>(undefined);
  const [shown, applyOptimistic] = useOptimistic(cart, (current, change: CartChange) =>
    current ? applyCartChange(current, change) : current,
  );
  const [, startTransition] = useTransition();
  const [notice, setNotice] = useState<CartNotice | null>(null);
  const [flyout, setFlyout] = useState({ open: false, confirmation: false });
  const { language } = settings;

  const reload = useCallback(async (): Promise<ShopperCart | null> => {
    let loaded: ShopperCart | null;
    try {
      loaded = await loadCart(language);
    } catch {
      // Spec 8: a failed cart load sets the value to null, silently.
      loaded = null;
    }
    setCart(loaded);
    return loaded;
  }, [language]);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  useEffect(() => {
    if (!enabled) return;
    const onAdd = () => {
      void reload().then((loaded) => {
        setFlyout({ open: true, confirmation: true });
        if (loaded) trackWholeCart('view_cart', loaded.lines, loaded.currency);
      });
    };
    const onChange = (event: Event) => {
      const next = cartOfEvent(event);
      if (next === undefined) void reload();
      else setCart(next);
    };
    window.addEventListener(CART_EVENTS.add, onAdd);
    window.addEventListener(CART_EVENTS.update, onChange);
    window.addEventListener(CART_EVENTS.remove, onChange);
    return () => {
      window.removeEventListener(CART_EVENTS.add, onAdd);
      window.removeEventListener(CART_EVENTS.update, onChange);
      window.removeEventListener(CART_EVENTS.remove, onChange);
    };
  }, [enabled, reload]);

  const runChange = useCallback(
    (
      change: CartChange,
      call: () => Promise<CartChangeResult>,
      onChanged: (next: ShopperCart) => void,
    ) => {
      setNotice(null);
      startTransition(async () => {
        applyOptimistic(change);
        let result: CartChangeResult;
        try {
          result = await call();
        } catch {
          result = { status: 'refused', message: t('changeFailed') };
        }
        startTransition(() => {
          if (result.status === 'changed') {
            setCart(result.cart);
            onChanged(result.cart);
          } else {
            // The optimistic change falls away when this transition ends: the rollback.
            setNotice({ lineId: change.lineId, message: result.message });
          }
        });
      });
    },
    [applyOptimistic, t],
  );

  const changeQuantity = useCallback(
    (line: CartLineView, quantity: number) => {
      if (quantity < 1 || quantity === line.quantity) return;
      runChange(
        { kind: 'quantity', lineId: line.id, quantity },
        () => changeCartLineQuantity({ language, lineId: line.id, quantity }),
        (next) => {
          const delta = quantity - line.quantity;
          trackCartEvent(
            delta > 0 ? 'add_to_cart' : 'remove_from_cart',
            [lineTrackingItem(line, Math.abs(delta))],
            line.unitPrice.currency,
          );
          window.dispatchEvent(new CustomEvent(CART_EVENTS.update, { detail: { cart: next } }));
        },
      );
    },
    [language, runChange],
  );

  const removeLine = useCallback(
    (line: CartLineView, onRemoved?: () => void) => {
      runChange(
        { kind: 'remove', lineId: line.id },
        () => removeCartLine({ language, lineId: line.id }),
        (next) => {
          trackCartEvent('remove_from_cart', [lineTrackingItem(line)], line.unitPrice.currency);
          onRemoved?.();
          window.dispatchEvent(new CustomEvent(CART_EVENTS.remove, { detail: { cart: next } }));
        },
      );
    },
    [language, runChange],
  );

  const moveToFavorites = useCallback(
    (line: CartLineView) => {
      const { productId } = line;
      if (productId === null) return;
      // Spec 4: a cart item can be added to favorites; it leaves the cart once that is done.
      removeLine(line, () => {
        const current = parseStoredFavorites(readStorage(FAVORITES_KEY));
        saveFavorites(addFavorite(current, productId), { id: productId, added: true });
      });
    },
    [removeLine],
  );

  const openFlyout = useCallback(
    (confirmation: boolean) => {
      setFlyout({ open: true, confirmation });
      if (cart) trackWholeCart('view_cart', cart.lines, cart.currency);
    },
    [cart],
  );
  const closeFlyout = useCallback(() => setFlyout({ open: false, confirmation: false }), []);

  const value = useMemo<CartContextValue>(
    () => ({
      enabled,
      cart: shown,
      settings,
      notice,
      changeQuantity,
      removeLine: (line) => removeLine(line),
      moveToFavorites,
      flyout,
      openFlyout,
      closeFlyout,
    }),
    [
      enabled,
      shown,
      settings,
      notice,
      changeQuantity,
      removeLine,
      moveToFavorites,
      flyout,
      openFlyout,
      closeFlyout,
    ],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
