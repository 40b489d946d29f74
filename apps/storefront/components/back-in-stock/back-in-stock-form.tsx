'use client';

import type { LanguageCode } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { FormFailureCode } from '../../lib/shop-api/form-answers';
import { Modal } from '../modal/modal';
import styles from './back-in-stock.module.css';

/*
 * The rules (zod, about 115 KB of script) load when the shopper opens the form, not with
 * the page: one route serves listings and products, so a static import brought them to
 * every catalog page (Lighthouse, issue 6). The button itself stays in the page's script,
 * so it works as soon as the page is interactive.
 */
const loadRules = () => import('./back-in-stock-rules');
const preloadRules = () => void loadRules().catch(() => undefined);

interface BackInStockFormProps {
  language: LanguageCode;
  /** The sold-out variant the shopper wants to hear about. */
  variantId: number;
}

type FormState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'success' }
  | { kind: 'error'; failure: FormFailureCode };

/**
 * The notify option of a sold-out size or variant (spec 2.6, 4): "coming back soon" and a
 * button that opens the back-in-stock modal with email and consent (spec 5). States idle,
 * loading (button busy), success (the thanks replace the form), error (the form stays).
 */
export function BackInStockForm({ language, variantId }: BackInStockFormProps) {
  const t = useTranslations('backInStock');
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; consent?: string }>({});
  const [state, setState] = useState<FormState>({ kind: 'idle' });

  function fieldMessage(key: string): string {
    if (key === 'validation.invalidEmail') return t('errors.invalidEmail');
    if (key === 'validation.consentRequired') return t('errors.consentRequired');
    return t('errors.required');
  }

  function failureMessage(failure: FormFailureCode): string {
    if (failure === 'in-stock') return t('errors.inStock');
    if (failure === 'throttled') return t('errors.throttled');
    return t('errors.failed');
  }

  function showFieldErrors(fields: Record<string, string>): boolean {
    const found = { email: fields.email, consent: fields.consent };
    setErrors(found);
    if (found.email) emailRef.current?.focus();
    else if (found.consent) consentRef.current?.focus();
    return Boolean(found.email || found.consent);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let rules: Awaited<ReturnType<typeof loadRules>>;
    try {
      rules = await loadRules();
    } catch {
      setState({ kind: 'error', failure: 'unavailable' });
      return;
    }
    const { backInStockFormSchema, fieldErrorsOf, formFailureSchema } = rules;
    const fields = backInStockFormSchema.safeParse({ email, consent });
    if (!fields.success) {
      showFieldErrors(fieldErrorsOf(fields.error));
      return;
    }
    setErrors({});
    setState({ kind: 'loading' });
    try {
      const response = await fetch('/api/back-in-stock', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...fields.data, variantId, language }),
      });
      if (response.ok) {
        setState({ kind: 'success' });
        return;
      }
      const answer = formFailureSchema.safeParse(await response.json().catch(() => undefined));
      if (answer.success && showFieldErrors(answer.data.fields)) {
        setState({ kind: 'idle' });
        return;
      }
      setState({ kind: 'error', failure: answer.success ? answer.data.error : 'unavailable' });
    } catch {
      setState({ kind: 'error', failure: 'unavailable' });
    }
  }

  const loading = state.kind === 'loading';
  return (
    <div className={styles.notify}>
      <p className={styles.soon}>{t('comingBackSoon')}</p>
      <button
        type="button"
        className={styles.secondary}
        aria-haspopup="dialog"
        onClick={() => {
          if (state.kind === 'success') setState({ kind: 'idle' });
          preloadRules();
          setOpen(true);
        }}
      >
        {t('notifyMe')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('heading')}>
        {state.kind === 'success' ? (
          <p className={styles.notice} role="status">
            {t('success')}
          </p>
        ) : (
          <form className={styles.form} noValidate onSubmit={submit}>
            <p className={styles.intro}>{t('intro')}</p>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-email`}>
                {t('email')}
              </label>
              <input
                ref={emailRef}
                id={`${id}-email`}
                className={styles.input}
                name="email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                required
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? `${id}-email-error` : undefined}
              />
              {errors.email ? (
                <p id={`${id}-email-error`} className={styles.error}>
                  {fieldMessage(errors.email)}
                </p>
              ) : null}
            </div>
            <div className={styles.field}>
              <label className={styles.consent}>
                <input
                  ref={consentRef}
                  type="checkbox"
                  name="consent"
                  checked={consent}
                  onChange={(event) => setConsent(event.target.checked)}
                  required
                  aria-invalid={errors.consent ? true : undefined}
                  aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
                />
                <span>{t('consent')}</span>
              </label>
              {errors.consent ? (
                <p id={`${id}-consent-error`} className={styles.error}>
                  {fieldMessage(errors.consent)}
                </p>
              ) : null}
            </div>
            {state.kind === 'error' ? (
              <p className={styles.failure} role="alert">
                {failureMessage(state.failure)}
              </p>
            ) : null}
            <button type="submit" className={styles.primary} disabled={loading} aria-busy={loading}>
              {loading ? t('sending') : t('submit')}
            </button>
          </form>
        )}
      </Modal>
    </div>
  );
}
