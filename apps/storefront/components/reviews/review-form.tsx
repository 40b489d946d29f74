'use client';

import type { LanguageCode } from '@shop/shop-config';
import { type ReviewForm as ReviewFields, reviewFormSchema } from '@shop/validation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  type FormFailureCode,
  fieldErrorsOf,
  formFailureSchema,
} from '../../lib/shop-api/form-answers';
import styles from './reviews.module.css';

type FieldName = keyof ReviewFields;
const FIELD_ORDER: readonly FieldName[] = ['rating', 'title', 'comment', 'email'];

interface ReviewFormProps {
  language: LanguageCode;
  productId: number;
  /** Called when the review was stored, to show the thank-you. */
  onSubmitted: () => void;
}

/**
 * The review form (spec 5): rating, title, comment and email are required, the email must
 * be valid; checked with the shared rules before sending, and again by the server.
 */
export function ReviewForm({ language, productId, onSubmitted }: ReviewFormProps) {
  const t = useTranslations('reviews');
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [rating, setRating] = useState<number | undefined>(undefined);
  const [title, setTitle] = useState('');
  const [comment, setComment] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<FormFailureCode | undefined>(undefined);
  const [sending, setSending] = useState(false);

  function fieldMessage(key: string): string {
    switch (key) {
      case 'validation.invalidEmail':
        return t('errors.invalidEmail');
      case 'validation.ratingRequired':
        return t('errors.ratingRequired');
      case 'validation.tooLong':
        return t('errors.tooLong');
      case 'validation.invalidText':
        return t('errors.invalidText');
      default:
        return t('errors.required');
    }
  }

  function failureMessage(code: FormFailureCode): string {
    if (code === 'throttled') return t('errors.throttled');
    if (code === 'invalid-input') return t('errors.invalidText');
    return t('errors.failed');
  }

  function showFieldErrors(fields: Record<string, string>) {
    const found: Partial<Record<FieldName, string>> = {};
    for (const field of FIELD_ORDER) {
      const key = fields[field];
      if (key !== undefined) found[field] = key;
    }
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return first !== undefined;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const fields = reviewFormSchema.safeParse({ rating, title, comment, email });
    if (!fields.success) {
      showFieldErrors(fieldErrorsOf(fields.error));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const response = await fetch('/api/reviews', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...fields.data, productId, language }),
      });
      if (response.ok) {
        window.dispatchEvent(new CustomEvent('review:create', { detail: { productId } }));
        onSubmitted();
        return;
      }
      const answer = formFailureSchema.safeParse(await response.json().catch(() => undefined));
      if (answer.success && showFieldErrors(answer.data.fields)) return;
      setFailure(answer.success ? answer.data.error : 'unavailable');
    } catch {
      setFailure('unavailable');
    } finally {
      setSending(false);
    }
  }

  const describedBy = (field: FieldName, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;
  const errorText = (field: FieldName) => {
    const key = errors[field];
    return key === undefined ? null : (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {fieldMessage(key)}
      </p>
    );
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <fieldset
        className={styles.ratingGroup}
        aria-describedby={describedBy('rating')}
        aria-invalid={errors.rating ? true : undefined}
      >
        <legend className={styles.label}>{t('form.rating')}</legend>
        <div className={styles.ratingOptions}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className={styles.ratingOption}>
              <input
                type="radio"
                name="rating"
                value={stars}
                checked={rating === stars}
                onChange={() => setRating(stars)}
                required
              />
              {t('form.ratingOption', { stars })}
            </label>
          ))}
        </div>
        {errorText('rating')}
      </fieldset>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-title`}>
          {t('form.title')}
        </label>
        <input
          id={`${id}-title`}
          className={styles.input}
          name="title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy('title')}
        />
        {errorText('title')}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-comment`}>
          {t('form.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          className={styles.input}
          name="comment"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          required
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={describedBy('comment')}
        />
        {errorText('comment')}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-email`}>
          {t('form.email')}
        </label>
        <span id={`${id}-email-hint`} className={styles.hint}>
          {t('form.emailHint')}
        </span>
        <input
          id={`${id}-email`}
          className={styles.input}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email', `${id}-email-hint`)}
        />
        {errorText('email')}
      </div>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failureMessage(failure)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={sending} aria-busy={sending}>
          {sending ? t('form.sending') : t('form.submit')}
        </button>
      </div>
    </form>
  );
}
