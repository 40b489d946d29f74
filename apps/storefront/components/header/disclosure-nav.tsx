'use client';

import { TIMINGS_MS } from '@shop/shop-config';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { focusMoveForKey, movedIndex } from '../../lib/shell/roving-focus';
import { ChevronDownIcon } from '../icons/icons';
import styles from './disclosure-nav.module.css';

export interface DisclosureNavItem {
  id: string;
  label: string;
  href: string;
  highlighted?: boolean;
  /** What the item's panel shows; items without one are plain links. */
  panel?: ReactNode;
}

interface DisclosureNavProps {
  /** Names the navigation landmark, e.g. "Main menu". */
  label: string;
  items: DisclosureNavItem[];
  variant: 'mega' | 'info';
  onOpenChange?: (open: boolean) => void;
}

const TOP_SELECTOR = '[data-nav-top]';
const PANEL_LINK_SELECTOR = 'a[href]';

/**
 * Navigation with top-level links whose panels open through a separate toggle button (the
 * WAI-ARIA disclosure navigation pattern), used by the mega-menu and the info links. A
 * panel opens on hover after 250 ms and closes when the mouse leaves (spec 4); from the
 * keyboard, Enter or Space opens a panel or follows a link, left and right arrows move
 * along the bar, down and up through a panel, and Escape closes it, returning focus.
 */
export function DisclosureNav({ label, items, variant, onOpenChange }: DisclosureNavProps) {
  const t = useTranslations('header');
  const baseId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const focusPanelOf = useRef<string | undefined>(undefined);
  const [openId, setOpenId] = useState<string | undefined>(undefined);
  // Panels are rendered from their first opening on, not with the page: closed they are
  // hidden (and unreachable without JavaScript anyway), and their links and images were a
  // fifth of the elements every page hydrated (Lighthouse, issue 6).
  const [everOpened, setEverOpened] = useState<ReadonlySet<string>>(() => new Set());
  if (openId !== undefined && !everOpened.has(openId)) {
    setEverOpened(new Set(everOpened).add(openId));
  }
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const toggleId = (index: number) => `${baseId}-toggle-${index}`;

  useEffect(() => onOpenChange?.(openId !== undefined), [openId, onOpenChange]);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  // Arrow-down on a closed toggle opens the panel, then focus moves into it once rendered.
  useEffect(() => {
    if (openId === undefined || focusPanelOf.current !== openId) return;
    focusPanelOf.current = undefined;
    const index = items.findIndex((item) => item.id === openId);
    document
      .getElementById(panelId(index))
      ?.querySelector<HTMLElement>(PANEL_LINK_SELECTOR)
      ?.focus();
  });

  const cancelHover = () => window.clearTimeout(hoverTimer.current);
  const close = (id: string) => setOpenId((current) => (current === id ? undefined : current));

  const closeAndReturnFocus = () => {
    const index = items.findIndex((item) => item.id === openId);
    if (index === -1) return false;
    setOpenId(undefined);
    document.getElementById(toggleId(index))?.focus();
    return true;
  };

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>, target: HTMLElement) => {
    const panel = target.closest<HTMLElement>('[data-nav-panel]');
    const candidates = Array.from(
      panel === null
        ? (listRef.current?.querySelectorAll<HTMLElement>(TOP_SELECTOR) ?? [])
        : panel.querySelectorAll<HTMLElement>(PANEL_LINK_SELECTOR),
    );
    const move = focusMoveForKey(event.key, panel === null ? 'horizontal' : 'vertical');
    if (move === undefined) return false;
    candidates[movedIndex(candidates.indexOf(target), candidates.length, move)]?.focus();
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    let handled = false;
    if (event.key === 'Escape') {
      handled = closeAndReturnFocus();
    } else if (event.key === ' ' && target instanceof HTMLAnchorElement && target.dataset.navTop) {
      // Space follows a top-level link like Enter does (spec 4), instead of scrolling.
      target.click();
      handled = true;
    } else if (event.key === 'ArrowDown' && target.dataset.navToggle !== undefined) {
      const id = target.dataset.navToggle;
      const panel = document.getElementById(target.getAttribute('aria-controls') ?? '');
      if (openId === id) panel?.querySelector<HTMLElement>(PANEL_LINK_SELECTOR)?.focus();
      else {
        focusPanelOf.current = id;
        setOpenId(id);
      }
      handled = true;
    } else {
      handled = moveFocus(event, target);
    }
    if (handled) event.preventDefault();
  };

  const closeWhenFocusLeaves = (id: string) => (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) close(id);
  };

  return (
    <nav aria-label={label} className={`${styles.nav} ${styles[variant]}`}>
      <ul ref={listRef} className={styles.bar} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const open = openId === item.id;
          return (
            <li
              key={item.id}
              className={styles.item}
              onMouseEnter={() => {
                cancelHover();
                if (item.panel === undefined) return;
                hoverTimer.current = window.setTimeout(
                  () => setOpenId(item.id),
                  TIMINGS_MS.menuHoverDelay,
                );
              }}
              onMouseLeave={() => {
                cancelHover();
                close(item.id);
              }}
              onBlur={closeWhenFocusLeaves(item.id)}
            >
              <Link
                href={item.href}
                prefetch={false}
                data-nav-top="link"
                className={`${styles.topLink} ${item.highlighted ? styles.highlighted : ''} ${open ? styles.active : ''}`}
              >
                {item.label}
              </Link>
              {item.panel !== undefined && (
                <>
                  <button
                    id={toggleId(index)}
                    type="button"
                    className={styles.toggle}
                    aria-expanded={open}
                    aria-controls={panelId(index)}
                    aria-label={t('submenuToggle', { label: item.label })}
                    data-nav-top="toggle"
                    data-nav-toggle={item.id}
                    onClick={() => {
                      cancelHover();
                      setOpenId(open ? undefined : item.id);
                    }}
                  >
                    <ChevronDownIcon />
                  </button>
                  <div id={panelId(index)} className={styles.flyout} data-nav-panel hidden={!open}>
                    {open || everOpened.has(item.id) ? item.panel : null}
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
