'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { MenuEntry } from '../../lib/content/content-types';
import { DisclosureNav, type DisclosureNavItem } from './disclosure-nav';
import styles from './mega-menu.module.css';
import { useMenuItems } from './menu-context';
import { SubmenuPanel } from './submenu-panel';

function navItem(entry: MenuEntry): DisclosureNavItem {
  const hasFlyout = entry.panel !== undefined || entry.children.length > 0 || entry.banner;
  return {
    id: entry.id,
    label: entry.label,
    href: entry.href,
    highlighted: entry.highlighted,
    panel: hasFlyout ? (
      <SubmenuPanel
        panel={entry.panel}
        fallbackLinks={entry.children.map((child) => ({ label: child.label, href: child.href }))}
        banner={entry.banner}
      />
    ) : undefined,
  };
}

/**
 * Target of the menu button before JavaScript runs: below 992 px the category links then
 * show as a list under the header (`:target`), so the menu works without JavaScript.
 */
export const SITE_MENU_ID = 'site-menu';

/** The desktop mega-menu (spec 2.3): category links with flyouts and marketing banners. */
export function MegaMenu() {
  const t = useTranslations('header');
  const items = useMenuItems();
  const [flyoutOpen, setFlyoutOpen] = useState(false);
  if (items.length === 0) return null;
  return (
    <div id={SITE_MENU_ID} className={styles.megaMenu}>
      <div className={styles.inner}>
        <DisclosureNav
          label={t('mainNav')}
          items={items.map(navItem)}
          variant="mega"
          onOpenChange={setFlyoutOpen}
        />
      </div>
      {/* The page overlay of spec 2.4: dims the page under an open flyout. */}
      {flyoutOpen &&
        createPortal(<div className={styles.overlay} aria-hidden="true" />, document.body)}
    </div>
  );
}
