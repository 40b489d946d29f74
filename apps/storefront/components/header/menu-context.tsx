'use client';

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { MenuEntry } from '../../lib/content/content-types';
import { readStorage, writeStorage } from '../../lib/shell/browser-storage';
import { chooseMenu, MENU_CACHE_KEY, parseStoredMenu } from '../../lib/shell/menu-cache';

const MenuContext = createContext<MenuEntry[]>([]);

interface MenuProviderProps {
  /** The menu the server rendered, so the page has its navigation without JavaScript. */
  serverItems: MenuEntry[];
  language: string;
  brand: string;
  children: ReactNode;
}

/**
 * Holds the menu for the desktop mega-menu and the mobile menu. After hydration the copy
 * cached in local storage as 'menuData' is preferred when present (spec 3, 7), and the
 * server's menu is cached when there is no fresh copy.
 */
export function MenuProvider({ serverItems, language, brand, children }: MenuProviderProps) {
  const [items, setItems] = useState(serverItems);
  useEffect(() => {
    const stored = parseStoredMenu(readStorage(MENU_CACHE_KEY));
    const choice = chooseMenu({ serverItems, stored, language, brand, now: Date.now() });
    // Swapping in an identical copy would only re-render the whole menu.
    if (JSON.stringify(choice.items) !== JSON.stringify(serverItems)) setItems(choice.items);
    if (choice.store !== undefined) writeStorage(MENU_CACHE_KEY, JSON.stringify(choice.store));
  }, [serverItems, language, brand]);
  return <MenuContext value={items}>{children}</MenuContext>;
}

export function useMenuItems(): MenuEntry[] {
  return useContext(MenuContext);
}
