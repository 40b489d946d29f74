'use client';

import type { LanguageCode } from '@shop/shop-config';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useId, useState } from 'react';
import { saveContact } from '../../lib/checkout/checkout-actions';
import {
  CONTACT_FIELDS,
  emailIssue,
  INITIAL_CHECKOUT_STATE,
} from '../../lib/checkout/checkout-form-state';
import type { CheckoutPrefill } from '../../lib/checkout/checkout-link';
import { Modal } from '../modal/modal';
import styles from './checkout.module.css';
import { CheckoutField } from './checkout-field';
import { CheckoutNotice } from './checkout-notice';
import { useCheckoutForm } from './use-checkout-form';

function contactIssuesOf(form: HTMLFormElement) {
  const issue = emailIssue(String(new FormData(form).get('email') ?? ''));
  return issue === undefined ? {} : { email: issue };
}

interface ContactFormProps {
  token: string;
  language: LanguageCode;
  defaultEmail: string;
  /** The checkout link's prefilled address, carried on to the address step. */
  prefill: CheckoutPrefill;
  prefillCountry: string | undefined;
  /** The localized login route, returning to this checkout. */
  loginHref: string;
  loggedIn: boolean;
  /** Spec 4: an anonymous shopper of a single sign-on store first sees the warning modal. */
  singleSignOnWarning: boolean;
}

/**
 * Contact step (spec 4): the e-mail for the order and its confirmation, as a guest or after
 * logging in. A server action, so it works before the page's script has loaded.
 */
export function ContactForm(props: ContactFormProps) {
  const t = useTranslations('checkout');
  const id = useId();
  const [state, action, pending] = useActionState(saveContact, INITIAL_CHECKOUT_STATE);
  const { errorOf, check, noticeRef, notice } = useCheckoutForm({
    fields: CONTACT_FIELDS,
    issuesOf: contactIssuesOf,
    state,
  });
  const [warningOpen, setWarningOpen] = useState(false);
  const { singleSignOnWarning } = props;
  // Opened after hydration: the server renders no dialog, and without script the form and
  // its login link are all there is.
  useEffect(() => {
    if (singleSignOnWarning) setWarningOpen(true);
  }, [singleSignOnWarning]);

  return (
    <>
      <form action={action} onSubmit={check} noValidate className={styles.form} aria-busy={pending}>
        <input type="hidden" name="token" value={props.token} />
        <input type="hidden" name="language" value={props.language} />
        {Object.entries(props.prefill).map(([field, value]) => (
          <input key={field} type="hidden" name={`prefill-${field}`} value={value} />
        ))}
        {props.prefillCountry && (
          <input type="hidden" name="prefill-country" value={props.prefillCountry} />
        )}
        <CheckoutNotice text={notice} noticeRef={noticeRef} />
        <CheckoutField
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          label={t('emailLabel')}
          defaultValue={state.values.email ?? props.defaultEmail}
          required
          error={errorOf('email')}
        />
        <p className={styles.hint}>{t('emailHint')}</p>
        <button type="submit" className={styles.submit} disabled={pending}>
          {pending && <span className={styles.spinner} aria-hidden="true" />}
          {pending ? t('submitting') : props.loggedIn ? t('continue') : t('continueAsGuest')}
        </button>
      </form>
      {!props.loggedIn && (
        <p>
          {t('haveAccount')} <Link href={props.loginHref}>{t('logIn')}</Link>
        </p>
      )}
      <Modal open={warningOpen} onClose={() => setWarningOpen(false)} title={t('loginModal.title')}>
        <p>{t('loginModal.text')}</p>
        <div className={styles.actions}>
          <a className={styles.linkButton} href={props.loginHref}>
            {t('logIn')}
          </a>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => setWarningOpen(false)}
          >
            {t('continueAsGuest')}
          </button>
        </div>
      </Modal>
    </>
  );
}
