'use client';

import type { LanguageCode, StoreKey } from '@shop/shop-config';
import { requiredAddressFields } from '@shop/validation';
import { useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import { saveAddress } from '../../lib/checkout/checkout-actions';
import {
  ADDRESS_FORM_FIELDS,
  type AddressFormField,
  addressIssues,
  INITIAL_CHECKOUT_STATE,
} from '../../lib/checkout/checkout-form-state';
import styles from './checkout.module.css';
import { CheckoutField } from './checkout-field';
import { CheckoutNotice } from './checkout-notice';
import { useCheckoutForm } from './use-checkout-form';

interface AddressFormProps {
  token: string;
  language: LanguageCode;
  storeKey: StoreKey;
  /** Saved address, else the checkout link's prefill (spec 3 prefilled fields). */
  initial: Partial<Record<AddressFormField, string>>;
  /** Delivery countries the cart's store serves, with their names in the page language. */
  countries: readonly { code: string; name: string }[];
}

/**
 * Address step (spec 5): first and last name, company, street, line 2, zip and city, with
 * the rules of the cart's store (company and line 2 optional in Spain) and a delivery
 * country the store serves.
 */
export function AddressForm(props: AddressFormProps) {
  const t = useTranslations('checkout');
  const id = useId();
  const served = props.countries.map((country) => country.code);
  const [state, action, pending] = useActionState(saveAddress, INITIAL_CHECKOUT_STATE);
  const { errorOf, check, noticeRef, notice } = useCheckoutForm({
    fields: ADDRESS_FORM_FIELDS,
    issuesOf: (form) => {
      const data = new FormData(form);
      const values: Partial<Record<AddressFormField, string>> = {};
      for (const field of ADDRESS_FORM_FIELDS) values[field] = String(data.get(field) ?? '');
      return addressIssues(props.storeKey, values, served);
    },
    state,
  });
  const required = new Set<string>(requiredAddressFields(props.storeKey));
  const value = (field: AddressFormField) =>
    state.status === 'error' ? (state.values[field] ?? '') : (props.initial[field] ?? '');
  const field = (name: AddressFormField, label: string, autoComplete: string) => (
    <CheckoutField
      id={`${id}-${name}`}
      name={name}
      label={required.has(name) ? label : t('optional', { label })}
      autoComplete={autoComplete}
      defaultValue={value(name)}
      required={required.has(name)}
      error={errorOf(name)}
    />
  );
  const countryError = errorOf('countryCode');

  return (
    <form action={action} onSubmit={check} noValidate className={styles.form} aria-busy={pending}>
      <input type="hidden" name="token" value={props.token} />
      <input type="hidden" name="language" value={props.language} />
      <input type="hidden" name="store" value={props.storeKey} />
      <CheckoutNotice text={notice} noticeRef={noticeRef} />
      <div className={styles.row}>
        {field('firstName', t('firstNameLabel'), 'shipping given-name')}
        {field('lastName', t('lastNameLabel'), 'shipping family-name')}
      </div>
      {field('company', t('companyLabel'), 'shipping organization')}
      {field('address1', t('address1Label'), 'shipping address-line1')}
      {field('address2', t('address2Label'), 'shipping address-line2')}
      <div className={styles.row}>
        {field('zip', t('zipLabel'), 'shipping postal-code')}
        {field('city', t('cityLabel'), 'shipping address-level2')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-countryCode`} className={styles.label}>
          {t('countryLabel')}
        </label>
        <select
          id={`${id}-countryCode`}
          name="countryCode"
          className={styles.input}
          defaultValue={value('countryCode') || served[0]}
          aria-invalid={countryError !== undefined}
          aria-describedby={countryError ? `${id}-countryCode-error` : undefined}
          autoComplete="shipping country"
        >
          {props.countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {countryError && (
          <p id={`${id}-countryCode-error`} className={styles.fieldError}>
            {countryError}
          </p>
        )}
      </div>
      {field('province', t('provinceLabel'), 'shipping address-level1')}
      {field('phone', t('phoneLabel'), 'shipping tel')}
      <p className={styles.hint}>{t('phoneHint')}</p>
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending && <span className={styles.spinner} aria-hidden="true" />}
        {pending ? t('submitting') : t('continue')}
      </button>
    </form>
  );
}
