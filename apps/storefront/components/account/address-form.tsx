'use client';

import type { LanguageCode } from '@shop/shop-config';
import { ADDRESS_FIELDS, type AddressField } from '@shop/validation';
import { useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import { saveAccountAddress } from '../../lib/account/account-area-actions';
import {
  type AddressFormState,
  type AddressValues,
  addressIssues,
} from '../../lib/account/account-area-state';
import styles from './account.module.css';
import { AccountField } from './account-field';
import { SavedMessage } from './saved-message';
import { useAccountTexts } from './use-account-texts';
import { useCheckedFields } from './use-checked-fields';

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  address1: 'address-line1',
  address2: 'address-line2',
  zip: 'postal-code',
  city: 'address-level2',
};

/** The address form (spec 2.5, 3 "Address", 5) with the store's required fields. */
export function AddressForm({
  language,
  storeKey,
  requiredFields,
  initial,
}: {
  language: LanguageCode;
  storeKey: string;
  requiredFields: readonly AddressField[];
  initial: AddressValues;
}) {
  const t = useTranslations('account');
  const { issueText, areaNoticeText } = useAccountTexts();
  const id = useId();
  const initialState: AddressFormState = { status: 'idle', values: initial, fieldIssues: {} };
  const [state, action, pending] = useActionState(saveAccountAddress, initialState);
  const { issues, noticeRef, check, recheck } = useCheckedFields({
    fields: ADDRESS_FIELDS,
    issuesOf: (form) => {
      const data = new FormData(form);
      const values = Object.fromEntries(
        ADDRESS_FIELDS.map((field) => [field, String(data.get(field) ?? '')]),
      ) as AddressValues;
      return addressIssues(storeKey, values);
    },
    state,
    focusFirst: true,
  });
  const label = (field: AddressField): string => {
    switch (field) {
      case 'firstName':
        return t('firstNameLabel');
      case 'lastName':
        return t('lastNameLabel');
      case 'company':
        return t('companyLabel');
      case 'address1':
        return t('address1Label');
      case 'address2':
        return t('address2Label');
      case 'zip':
        return t('zipLabel');
      case 'city':
        return t('cityLabel');
    }
  };
  return (
    <form
      action={action}
      onSubmit={check}
      onChange={(event) => recheck(event.currentTarget)}
      noValidate
      className={styles.form}
      aria-busy={pending}
    >
      <input type="hidden" name="language" value={language} />
      {state.notice && !pending && (
        <p ref={noticeRef} tabIndex={-1} role="alert" className={styles.notice}>
          {state.noticeText ?? areaNoticeText(state.notice)}
        </p>
      )}
      {state.status === 'saved' && !pending && <SavedMessage text={t('changesSaved')} />}
      {ADDRESS_FIELDS.map((field) => {
        const required = requiredFields.includes(field);
        return (
          <AccountField
            key={field}
            id={`${id}-${field}`}
            name={field}
            autoComplete={AUTOCOMPLETE[field]}
            label={required ? label(field) : t('optionalLabel', { label: label(field) })}
            defaultValue={state.values[field]}
            disabled={pending}
            required={required}
            error={issues[field] && issueText(issues[field])}
          />
        );
      })}
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending && <span className={styles.spinner} aria-hidden="true" />}
        {pending ? t('submitting') : t('saveSubmit')}
      </button>
    </form>
  );
}
