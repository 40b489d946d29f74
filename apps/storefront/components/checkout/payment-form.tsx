'use client';

import type { PaymentMethod } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { savePayment } from '../../lib/checkout/checkout-actions';
import { INITIAL_CHECKOUT_STATE } from '../../lib/checkout/checkout-form-state';
import styles from './checkout.module.css';
import { CheckoutNotice } from './checkout-notice';
import { useCheckoutForm } from './use-checkout-form';

const PAYMENT_FIELDS = ['paymentMethod'] as const;

/** Payment step: invoice or the test card, whose details are given with the order. */
export function PaymentForm(props: {
  token: string;
  language: LanguageCode;
  initial: PaymentMethod | null;
}) {
  const t = useTranslations('checkout');
  const [state, action, pending] = useActionState(savePayment, INITIAL_CHECKOUT_STATE);
  const { errorOf, check, noticeRef, notice } = useCheckoutForm({
    fields: PAYMENT_FIELDS,
    issuesOf: (form) =>
      new FormData(form).get('paymentMethod') === null ? { paymentMethod: 'required' } : {},
    state,
  });
  const error = errorOf('paymentMethod');
  return (
    <form action={action} onSubmit={check} noValidate className={styles.form} aria-busy={pending}>
      <input type="hidden" name="token" value={props.token} />
      <input type="hidden" name="language" value={props.language} />
      <CheckoutNotice text={notice} noticeRef={noticeRef} />
      <fieldset
        className={styles.choices}
        aria-describedby={error ? 'payment-method-error' : undefined}
      >
        <legend className={styles.label}>{t('paymentMethodLegend')}</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="paymentMethod"
            value="invoice"
            defaultChecked={props.initial !== 'test-card'}
          />
          <span>
            {t('invoice')}
            <br />
            <span className={styles.hint}>{t('invoiceHint')}</span>
          </span>
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="paymentMethod"
            value="test-card"
            defaultChecked={props.initial === 'test-card'}
          />
          <span>
            {t('testCard')}
            <br />
            <span className={styles.hint}>{t('testCardHint')}</span>
          </span>
        </label>
      </fieldset>
      {error && (
        <p id="payment-method-error" className={styles.fieldError}>
          {error}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending && <span className={styles.spinner} aria-hidden="true" />}
        {pending ? t('submitting') : t('continue')}
      </button>
    </form>
  );
}
