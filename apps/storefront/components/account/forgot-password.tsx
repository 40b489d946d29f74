'use client';

import type { LanguageCode } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { requestPasswordReset } from '../../lib/account/account-actions';
import { emailIssue } from '../../lib/account/account-form-state';
import { Modal } from '../modal/modal';
import styles from './account.module.css';
import { AccountField } from './account-field';

type Phase = { kind: 'form' } | { kind: 'submitting' } | { kind: 'sent'; email: string };

/**
 * Forgot password (spec 4, 8): a modal with the e-mail; submit is disabled while the field
 * is empty or the call runs; success shows the entered address and is neutral about whether
 * an account exists; failure marks the field with the invalid e-mail message. The modal
 * closes with its 250 ms animation and by a downward swipe on touch devices.
 */
export function ForgotPassword({ language }: { language: LanguageCode }) {
  const t = useTranslations('account');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase.kind === 'submitting') return;
    if (emailIssue(email) !== undefined) {
      setInvalid(true);
      return;
    }
    setPhase({ kind: 'submitting' });
    const result = await requestPasswordReset(email, language);
    if (result.status === 'sent') {
      setPhase({ kind: 'sent', email: email.trim() });
    } else {
      setInvalid(true);
      setPhase({ kind: 'form' });
    }
  }

  const submitting = phase.kind === 'submitting';
  return (
    <>
      <button type="button" className={styles.textButton} onClick={() => setOpen(true)}>
        {t('forgotPassword')}
      </button>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
          setPhase({ kind: 'form' });
          setInvalid(false);
        }}
        title={t('forgotTitle')}
      >
        {phase.kind === 'sent' ? (
          <p role="status">{t('forgotSuccess', { email: phase.email })}</p>
        ) : (
          <form onSubmit={submit} noValidate className={styles.form} aria-busy={submitting}>
            <p>{t('forgotIntro')}</p>
            <AccountField
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              label={t('emailLabel')}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setInvalid(false);
              }}
              disabled={submitting}
              required
              error={invalid ? t('invalidEmail') : undefined}
            />
            <button
              type="submit"
              className={styles.submit}
              disabled={submitting || email.trim() === ''}
            >
              {submitting && <span className={styles.spinner} aria-hidden="true" />}
              {submitting ? t('submitting') : t('forgotSubmit')}
            </button>
          </form>
        )}
      </Modal>
    </>
  );
}
