'use client';

import { BREAKPOINTS, type LanguageCode, type StoreKey } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import { type MouseEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { InfoLink } from '../../lib/content/content-types';
import { lockPageScroll, makeOthersInert } from '../../lib/shell/scroll-lock';
import { CloseIcon, MenuIcon, UserIcon } from '../icons/icons';
import { LocaleSelector } from '../locale-selector/locale-selector';
import { AccountLinks, type AccountState } from './account-links';
import { SITE_MENU_ID } from './mega-menu';
import { useMenuItems } from './menu-context';
import styles from './mobile-menu.module.css';
import { type MobileLevel, MobileMenuLevel, MobileMenuRoot } from './mobile-menu-levels';

interface MobileMenuProps {
  language: LanguageCode;
  storeKey: StoreKey;
  infoLinks: InfoLink[];
  account: AccountState;
  /** False in catalogue mode, which hides the account actions. */
  showAccount?: boolean;
}

/**
 * The slide-in menu below 992 px (spec 2.3, 4): categories and info links with sub-levels
 * and a back button, groups that collapse and expand, and a bottom block with the login
 * link and the language and delivery section. While open the page behind cannot scroll
 * or be reached; Escape, the close button and a tap beside it close it.
 */
export function MobileMenu({
  language,
  storeKey,
  infoLinks,
  account,
  showAccount = true,
}: MobileMenuProps) {
  const t = useTranslations('mobileMenu');
  const items = useMenuItems();
  const drawerId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [trail, setTrail] = useState<MobileLevel[]>([]);
  const focusAfterLevelChange = useRef<string | undefined>(undefined);

  const close = useCallback(() => {
    setOpen(false);
    setTrail([]);
  }, []);

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!open || drawer === null) return;
    const unlockScroll = lockPageScroll();
    const restoreOthers = makeOthersInert(drawer.parentElement ?? drawer);
    closeRef.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    // Listening on the drawer, not the document: a modal opened from it handles its own Escape.
    drawer.addEventListener('keydown', closeOnEscape);
    const desktop = window.matchMedia(`(min-width: ${BREAKPOINTS.headerMobileBelow}px)`);
    desktop.addEventListener('change', close);
    const burger = burgerRef.current;
    return () => {
      drawer.removeEventListener('keydown', closeOnEscape);
      desktop.removeEventListener('change', close);
      restoreOthers();
      unlockScroll();
      burger?.focus();
    };
  }, [open, close]);

  // After entering a level the back button gets focus; after leaving it, the item that opened it.
  useEffect(() => {
    const target = focusAfterLevelChange.current;
    if (target === undefined) return;
    focusAfterLevelChange.current = undefined;
    drawerRef.current?.querySelector<HTMLElement>(`[data-level-focus="${target}"]`)?.focus();
  });

  const enter = (level: MobileLevel) => {
    focusAfterLevelChange.current = 'back';
    setTrail([...trail, level]);
  };
  const back = () => {
    focusAfterLevelChange.current = trail.at(-1)?.id;
    setTrail(trail.slice(0, -1));
  };
  // Following a link inside the menu leaves it, also when the router only swaps the page.
  const closeOnLinkClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };
  const current = trail.at(-1);

  return (
    <>
      {hydrated ? (
        <button
          ref={burgerRef}
          type="button"
          className={styles.burger}
          aria-expanded={open}
          aria-controls={open ? drawerId : undefined}
          onClick={() => setOpen(true)}
        >
          <MenuIcon />
          <span className="visually-hidden">{t('open')}</span>
        </button>
      ) : (
        // Before JavaScript runs (or without it) the button is a link to the category list.
        <a href={`#${SITE_MENU_ID}`} className={styles.burger}>
          <MenuIcon />
          <span className="visually-hidden">{t('open')}</span>
        </a>
      )}
      {open &&
        createPortal(
          <div className={styles.layer}>
            {/* A tap beside the menu closes it; keyboard users have Escape and the close button. */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
            <div className={styles.backdrop} onClick={close} />
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: only watches links being followed */}
            <div
              ref={drawerRef}
              id={drawerId}
              role="dialog"
              aria-modal="true"
              aria-label={t('title')}
              className={styles.drawer}
              onClick={closeOnLinkClick}
            >
              <div className={styles.top}>
                <span className={styles.title}>{t('title')}</span>
                <button
                  ref={closeRef}
                  type="button"
                  className={styles.close}
                  aria-label={t('close')}
                  onClick={close}
                >
                  <CloseIcon />
                </button>
              </div>
              <div className={styles.levels}>
                {current === undefined ? (
                  <MobileMenuRoot items={items} infoLinks={infoLinks} onEnter={enter} />
                ) : (
                  <MobileMenuLevel key={current.id} level={current} onBack={back} />
                )}
              </div>
              <div className={styles.bottom}>
                {showAccount && (
                  <div className={styles.account}>
                    <UserIcon />
                    <AccountLinks
                      language={language}
                      account={account}
                      className={styles.accountList}
                      linkClassName={styles.login}
                    />
                  </div>
                )}
                <section aria-labelledby={`${drawerId}-locale`} className={styles.locale}>
                  <h2 id={`${drawerId}-locale`} className={styles.localeHeading}>
                    {t('localeHeading')}
                  </h2>
                  <LocaleSelector language={language} storeKey={storeKey} variant="menu" />
                </section>
              </div>
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
