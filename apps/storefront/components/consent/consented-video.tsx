'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { readStorage, writeStorage } from '../../lib/shell/browser-storage';
import {
  allowVideo,
  isVideoAllowed,
  parseVideoConsent,
  VIDEO_CONSENT_KEY,
  type VideoConsentScope,
} from '../../lib/shell/video-consent';
import { Modal } from '../modal/modal';
import styles from './consented-video.module.css';

interface ConsentedVideoProps {
  /** Accessible title of the embedded video. */
  title: string;
  /** Address of the embed. */
  src: string;
  /** Who serves the embed, named in the consent text; defaults to the embed's host. */
  provider?: string;
}

/** Tells the other videos of the page that the shopper answered (same-tab storage writes fire no event). */
const CONSENT_CHANGED_EVENT = 'shop:video-consent';

/**
 * An embedded video that loads only after the shopper's consent (spec 4 video consent):
 * until then a placeholder whose button opens the consent modal (allow this content only,
 * or all embedded content; the answer is remembered in local storage). Without JavaScript
 * the placeholder offers a plain link to the video, so nothing is embedded either.
 */
export function ConsentedVideo({ title, src, provider }: ConsentedVideoProps) {
  const t = useTranslations('videoConsent');
  const noticeId = useId();
  const [allowed, setAllowed] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const focusFrameOnLoad = useRef(false);
  const providerName = provider ?? hostOf(src);

  useEffect(() => {
    const check = () =>
      setAllowed(isVideoAllowed(parseVideoConsent(readStorage(VIDEO_CONSENT_KEY)), src));
    check();
    setHydrated(true);
    window.addEventListener(CONSENT_CHANGED_EVENT, check);
    window.addEventListener('storage', check);
    return () => {
      window.removeEventListener(CONSENT_CHANGED_EVENT, check);
      window.removeEventListener('storage', check);
    };
  }, [src]);

  useEffect(() => {
    if (!allowed || !focusFrameOnLoad.current) return;
    focusFrameOnLoad.current = false;
    frameRef.current?.focus();
  }, [allowed]);

  const allow = (scope: VideoConsentScope) => {
    const consent = allowVideo(parseVideoConsent(readStorage(VIDEO_CONSENT_KEY)), src, scope);
    writeStorage(VIDEO_CONSENT_KEY, JSON.stringify(consent));
    // The opener button goes away with the placeholder, so focus moves to the video instead.
    focusFrameOnLoad.current = true;
    setOpen(false);
    setAllowed(true);
    window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
  };

  if (allowed) {
    return (
      <div className={styles.frame}>
        <iframe
          ref={frameRef}
          src={src}
          title={title}
          loading="lazy"
          allow="fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className={`${styles.frame} ${styles.placeholder}`}>
      <p id={noticeId} className={styles.notice}>
        {t('notice', { provider: providerName })}
      </p>
      {hydrated ? (
        <button
          type="button"
          className={styles.play}
          aria-haspopup="dialog"
          aria-describedby={noticeId}
          onClick={() => setOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
          <span>{t('show', { title })}</span>
        </button>
      ) : (
        <a className={styles.play} href={src} rel="noopener noreferrer" target="_blank">
          {t('openDirectly', { title })}
        </a>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title={t('title')}>
        <p>{t('explanation', { provider: providerName })}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => allow('this')}>
            {t('allowThis')}
          </button>
          <button type="button" className={styles.primary} onClick={() => allow('all')}>
            {t('allowAll')}
          </button>
        </div>
      </Modal>
    </div>
  );
}

function hostOf(src: string): string {
  try {
    return new URL(src).hostname;
  } catch {
    return src;
  }
}
