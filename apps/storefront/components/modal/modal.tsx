'use client';

import { MODAL_TOP_OFFSET, TIMINGS_MS } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { firstFocusable, lockPageScroll, makeOthersInert } from '../../lib/shell/scroll-lock';
import { isSwipeDownClose } from '../../lib/shell/swipe';
import { CloseIcon } from '../icons/icons';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  /** Called once the close animation has run; the parent then sets `open` to false. */
  onClose: () => void;
  /** Visible heading that names the dialog. */
  title: string;
  children: ReactNode;
  /** What gets focus when the dialog opens; else its first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Spec 4: a downward swipe of more than 100 px closes it on touch devices. */
  swipeToClose?: boolean;
  /** 'side': a full-height panel at the right edge (the cart flyout). */
  placement?: 'center' | 'side';
}

/**
 * The shop's one dialog (WAI-ARIA modal dialog pattern, spec 2.6): closes on Escape, a
 * click outside and its close button; locks page scrolling and makes the page behind it
 * inert; moves focus in after about 150 ms and back to the opener when closed; animates
 * out over 250 ms.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  initialFocus,
  swipeToClose = true,
  placement = 'center',
}: ModalProps) {
  const t = useTranslations('modal');
  const titleId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOutside = useRef(false);
  const touchStartY = useRef<number | undefined>(undefined);
  const [closing, setClosing] = useState(false);
  // Kept in a ref so that a parent re-rendering mid-animation does not restart the timer.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const requestClose = useCallback(() => setClosing(true), []);

  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => {
      setClosing(false);
      onCloseRef.current();
    }, TIMINGS_MS.modalCloseDelay);
    return () => window.clearTimeout(timer);
  }, [closing]);

  useEffect(() => {
    const overlay = overlayRef.current;
    if (!open || overlay === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlockScroll = lockPageScroll();
    const restoreOthers = makeOthersInert(overlay);
    const focusTimer = window.setTimeout(() => {
      const panel = panelRef.current;
      if (panel === null) return;
      (initialFocus?.current ?? firstFocusable(panel) ?? panel).focus();
    }, TIMINGS_MS.modalFocusDelay);
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setClosing(true);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      window.clearTimeout(focusTimer);
      document.removeEventListener('keydown', closeOnEscape);
      restoreOthers();
      unlockScroll();
      opener?.focus();
    };
  }, [open, initialFocus]);

  if (!open || typeof document === 'undefined') return null;

  // CSSProperties has no slot for custom properties; this one names the spec's top offset.
  const topOffset: CSSProperties & Record<'--modal-top-offset', string> = {
    '--modal-top-offset': MODAL_TOP_OFFSET,
  };
  return createPortal(
    // The overlay only catches clicks outside the dialog; keyboard users close with Escape.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document
    <div
      ref={overlayRef}
      className={`${styles.overlay} ${closing ? styles.closing : ''} ${
        placement === 'side' ? styles.side : ''
      }`}
      style={topOffset}
      onPointerDown={(event) => {
        pressStartedOutside.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressStartedOutside.current && event.target === event.currentTarget) requestClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.panel}
        onTouchStart={(event) => {
          const scrolled = (panelRef.current?.scrollTop ?? 0) > 0;
          touchStartY.current = swipeToClose && !scrolled ? event.touches[0]?.clientY : undefined;
        }}
        onTouchEnd={(event) => {
          const start = touchStartY.current;
          const end = event.changedTouches[0]?.clientY;
          touchStartY.current = undefined;
          if (start !== undefined && end !== undefined && isSwipeDownClose(start, end)) {
            requestClose();
          }
        }}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('close')}
            onClick={requestClose}
          >
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
