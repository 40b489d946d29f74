'use client';

import type { PaymentMethod } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import { submitOrder } from '../../lib/checkout/checkout-actions';
import {
  cardIssues,
  consentIssues,
  INITIAL_CHECKOUT_STATE,
  REVIEW_FIELDS,
} from '../../lib/checkout/checkout-form-state';
import styles from './checkout.module.css';
import { CheckoutField } from './checkout-field';
import { CheckoutNotice } from './checkout-notice';
import { useCheckoutForm } from './use-checkout-form';

interface ReviewFormProps {
  token: string;
  language: LanguageCode;
  paymentMethod: PaymentMethod;
  /** Made when the review page rendered: a double click or a retry places one order. */
  idempotencyKey: string;
}

function reviewIssuesOf(form: HTMLFormElement, withCard: boolean) {
  const data = new FormData(form);
  const text = (field: string) => String(data.get(field) ?? '');
  return {
    ...(withCard
      ? cardIssues({
          cardNumber: text('cardNumber'),
          cardExpiry: text('cardExpiry'),
          cardCvc: text('cardCvc'),
          cardHolder: text('cardHolder'),
        })
      : {}),
    ...consentIssues({
      acceptTerms: data.get('acceptTerms') === 'on',
      acceptWithdrawalNotice: data.get('acceptWithdrawalNotice') === 'on',
    }),
  };
}

/**
 * The order button with terms and withdrawal consent and, for the test card, the card.
 * The button names the obligation to pay as the law of each language asks, and is
 * disabled while the order is being placed.
 */
export function ReviewForm(props: ReviewFormProps) {
  const t = useTranslations('checkout');
  const id = useId();
  const withCard = props.paymentMethod === 'test-card';
  const [state, action, pending] = useActionState(submitOrder, INITIAL_CHECKOUT_STATE);
  const { errorOf, check, noticeRef, notice } = useCheckoutForm({
    fields: REVIEW_FIELDS,
    issuesOf: (form) => reviewIssuesOf(form, withCard),
    state,
  });
  const consent = (name: 'acceptTerms' | 'acceptWithdrawalNotice', label: string) => {
    const error = errorOf(name);
    return (
      <div className={styles.field}>
        <label className={styles.choice}>
          <input
            type="checkbox"
            name={name}
            required
            aria-invalid={error !== undefined}
            aria-describedby={error ? `${id}-${name}-error` : undefined}
          />
          <span>{label}</span>
        </label>
        {error && (
          <p id={`${id}-${name}-error`} className={styles.fieldError}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form action={action} onSubmit={check} noValidate className={styles.form} aria-busy={pending}>
      <input type="hidden" name="token" value={props.token} />
      <input type="hidden" name="language" value={props.language} />
      <input type="hidden" name="paymentMethod" value={props.paymentMethod} />
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      <CheckoutNotice text={notice} noticeRef={noticeRef}>
        {state.stockLines && state.stockLines.length > 0 && (
          <ul>
            {state.stockLines.map((line) => (
              <li key={line.id}>
                {t('stockLine', { title: line.title, available: line.available })}
              </li>
            ))}
          </ul>
        )}
      </CheckoutNotice>
      {withCard && (
        <fieldset className={styles.choices}>
          <legend className={styles.label}>{t('cardLegend')}</legend>
          <CheckoutField
            id={`${id}-cardNumber`}
            name="cardNumber"
            label={t('cardNumberLabel')}
            inputMode="numeric"
            autoComplete="cc-number"
            required
            error={errorOf('cardNumber')}
          />
          <div className={styles.row}>
            <CheckoutField
              id={`${id}-cardExpiry`}
              name="cardExpiry"
              label={t('cardExpiryLabel')}
              placeholder={t('cardExpiryPlaceholder')}
              autoComplete="cc-exp"
              defaultValue={state.values.cardExpiry ?? ''}
              required
              error={errorOf('cardExpiry')}
            />
            <CheckoutField
              id={`${id}-cardCvc`}
              name="cardCvc"
              label={t('cardCvcLabel')}
              inputMode="numeric"
              autoComplete="cc-csc"
              required
              error={errorOf('cardCvc')}
            />
          </div>
          <CheckoutField
            id={`${id}-cardHolder`}
            name="cardHolder"
            label={t('cardHolderLabel')}
            autoComplete="cc-name"
            defaultValue={state.values.cardHolder ?? ''}
            required
            error={errorOf('cardHolder')}
          />
        </fieldset>
      )}
      {consent('acceptTerms', t('acceptTerms'))}
      {consent('acceptWithdrawalNotice', t('acceptWithdrawalNotice'))}
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending && <span className={styles.spinner} aria-hidden="true" />}
        {t('orderButton')}
      </button>
    </form>
  );
}
