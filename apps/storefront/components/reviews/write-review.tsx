'use client';

import type { LanguageCode } from '@shop/shop-config';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Modal } from '../modal/modal';
import styles from './reviews.module.css';

/*
 * The form and its rules (zod, about 115 KB of script) load when the shopper turns to the
 * button, not with the product page (Lighthouse, issue 6).
 */
const loadReviewForm = () => import('./review-form');
const ReviewForm = dynamic(() => loadReviewForm().then((module) => module.ReviewForm), {
  ssr: false,
});
const preloadReviewForm = () => void loadReviewForm().catch(() => undefined);

interface WriteReviewProps {
  language: LanguageCode;
  productId: number;
}

/**
 * "Write a review" and its modal (spec 2.6): the form, then the thank-you that says the
 * review is published after a check (spec 8 success messages).
 */
export function WriteReview({ language, productId }: WriteReviewProps) {
  const t = useTranslations('reviews');
  const [open, setOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const thanksRef = useRef<HTMLParagraphElement>(null);

  return (
    <>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          aria-haspopup="dialog"
          onPointerEnter={preloadReviewForm}
          onFocus={preloadReviewForm}
          onClick={() => {
            setSubmitted(false);
            setOpen(true);
          }}
        >
          {t('writeReview')}
        </button>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title={t('form.heading')}>
        {submitted ? (
          <div className={styles.form}>
            <p ref={thanksRef} className={styles.notice} role="status" tabIndex={-1}>
              {t('form.success')}
            </p>
          </div>
        ) : (
          <ReviewForm
            language={language}
            productId={productId}
            onSubmitted={() => {
              setSubmitted(true);
              window.setTimeout(() => thanksRef.current?.focus(), 0);
            }}
          />
        )}
      </Modal>
    </>
  );
}
