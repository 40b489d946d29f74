'use client';

import type { LanguageCode, StoreKey } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styles from './newsletter.module.css';

/*
 * The rules (zod and the shared e-mail rule, about 115 KB of script) load when a shopper
 * first turns to the form, not with every page: the form sits in every page's footer, and
 * Lighthouse counted that script against the first paint of every page (issues 5 and 6).
 */
const loadRules = () => import('./newsletter-rules');

interface NewsletterFormProps {
  language: LanguageCode;
  country: StoreKey;
  createVoucher: boolean;
  brandName: string;
  privacyHref: string;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'success' }
  | { kind: 'failure'; message: string };

interface FieldErrors {
  email?: boolean;
  consent?: boolean;
}

/** The route's localized message, or undefined when the answer carries none. */
async function failureMessageOf(response: Response): Promise<string | undefined> {
  try {
    const { failureAnswerSchema } = await loadRules();
    const answer = failureAnswerSchema.safeParse(await response.json());
    return answer.success ? answer.data.error.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * E-mail and consent, sent to the shop's `POST /api/newsletter/subscribe` (spec 7). States
 * (spec 4): idle; loading with a spinner on the button; success, where a thank-you headline
 * and message replace the form; failure, where the error shows and the form stays. Focus
 * moves to the result, which a live region also announces.
 */
export function NewsletterForm({
  language,
  country,
  createVoucher,
  brandName,
  privacyHref,
}: NewsletterFormProps) {
  const t = useTranslations('newsletter');
  const id = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (phase.kind === 'success') successRef.current?.focus();
    if (phase.kind === 'failure') failureRef.current?.focus();
  }, [phase]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase.kind === 'loading') return;
    const email = emailRef.current?.value ?? '';
    const consent = consentRef.current?.checked ?? false;
    let emailSchema: Awaited<ReturnType<typeof loadRules>>['emailSchema'];
    try {
      ({ emailSchema } = await loadRules());
    } catch {
      // The rules' script could not be loaded (connection lost): the same message as a failed request.
      setPhase({ kind: 'failure', message: t('failed') });
      return;
    }
    const fieldErrors: FieldErrors = {
      email: !emailSchema.safeParse(email).success,
      consent: !consent,
    };
    setErrors(fieldErrors);
    if (fieldErrors.email || fieldErrors.consent) {
      setPhase({ kind: 'idle' });
      (fieldErrors.email ? emailRef : consentRef).current?.focus();
      return;
    }
    setPhase({ kind: 'loading' });
    try {
      const response = await fetch(`/api/newsletter/subscribe?language=${language}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: email.trim(), create_voucher: createVoucher, country }),
      });
      // Spec 7: any ok answer is success, otherwise failure.
      if (response.ok) setPhase({ kind: 'success' });
      else
        setPhase({ kind: 'failure', message: (await failureMessageOf(response)) ?? t('failed') });
    } catch {
      setPhase({ kind: 'failure', message: t('failed') });
    }
  }

  const loading = phase.kind === 'loading';
  return (
    <div className={styles.formArea} aria-live="polite">
      {phase.kind === 'success' ? (
        <div className={styles.success}>
          <h3 ref={successRef} tabIndex={-1} className={styles.successHeadline}>
            {t('successHeadline')}
          </h3>
          <p>{t('successMessage')}</p>
        </div>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={submit}
          // Fetches the rules while the shopper types, so submitting does not wait for them.
          onFocus={() => void loadRules().catch(() => undefined)}
          aria-busy={loading}
        >
          <div className={styles.emailRow}>
            <div className={styles.field}>
              <label htmlFor={`${id}-email`} className={styles.label}>
                {t('emailLabel')}
              </label>
              <input
                ref={emailRef}
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                required
                className={styles.input}
                aria-invalid={errors.email === true}
                aria-describedby={errors.email ? `${id}-email-error` : undefined}
              />
            </div>
            <button
              type="submit"
              className={styles.submit}
              aria-disabled={loading}
              aria-describedby={loading ? `${id}-loading` : undefined}
            >
              {loading && <span className={styles.spinner} aria-hidden="true" />}
              {t('submit')}
            </button>
          </div>
          {errors.email && (
            <p id={`${id}-email-error`} className={styles.fieldError}>
              {t('emailError')}
            </p>
          )}
          <div className={styles.consent}>
            <input
              ref={consentRef}
              id={`${id}-consent`}
              name="consent"
              type="checkbox"
              required
              className={styles.checkbox}
              aria-invalid={errors.consent === true}
              aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            />
            <label htmlFor={`${id}-consent`}>
              {t.rich('consent', {
                brand: brandName,
                privacy: (chunks) => (
                  <a href={privacyHref} className={styles.link}>
                    {chunks}
                  </a>
                ),
              })}
            </label>
          </div>
          {errors.consent && (
            <p id={`${id}-consent-error`} className={styles.fieldError}>
              {t('consentError')}
            </p>
          )}
          {loading && (
            <p id={`${id}-loading`} className="visually-hidden">
              {t('submitting')}
            </p>
          )}
          {phase.kind === 'failure' && (
            <p ref={failureRef} tabIndex={-1} role="alert" className={styles.failure}>
              {phase.message}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
