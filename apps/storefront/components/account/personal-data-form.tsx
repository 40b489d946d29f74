'use client';

import type { LanguageCode } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import { savePersonalData } from '../../lib/account/account-area-actions';
import {
  PERSONAL_FIELDS,
  type PersonalFormState,
  type PersonalValues,
  PHONE_EXAMPLE,
  personalIssues,
} from '../../lib/account/account-area-state';
import styles from './account.module.css';
import { AccountField } from './account-field';
import { SavedMessage } from './saved-message';
import { useAccountTexts } from './use-account-texts';
import { useCheckedFields } from './use-checked-fields';

function personalIssuesOf(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (field: string) => String(data.get(field) ?? '');
  return personalIssues({
    firstName: text('firstName'),
    lastName: text('lastName'),
    phone: text('phone'),
    email: text('email'),
  });
}

/** The personal data form (spec 2.5, 3 "User", 5): names, phone in E.164, e-mail. */
export function PersonalDataForm({
  language,
  initial,
}: {
  language: LanguageCode;
  initial: PersonalValues;
}) {
  const t = useTranslations('account');
  const { issueText, areaNoticeText } = useAccountTexts();
  const id = useId();
  const initialState: PersonalFormState = { status: 'idle', values: initial, fieldIssues: {} };
  const [state, action, pending] = useActionState(savePersonalData, initialState);
  const { issues, noticeRef, check, recheck } = useCheckedFields({
    fields: PERSONAL_FIELDS,
    issuesOf: personalIssuesOf,
    state,
    focusFirst: true,
  });
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
      {state.status === 'saved' && !pending && <SavedMessage text={t('personalDataSaved')} />}
      <AccountField
        id={`${id}-firstName`}
        name="firstName"
        autoComplete="given-name"
        label={t('firstNameLabel')}
        defaultValue={state.values.firstName}
        disabled={pending}
        required
        error={issues.firstName && issueText(issues.firstName)}
      />
      <AccountField
        id={`${id}-lastName`}
        name="lastName"
        autoComplete="family-name"
        label={t('lastNameLabel')}
        defaultValue={state.values.lastName}
        disabled={pending}
        required
        error={issues.lastName && issueText(issues.lastName)}
      />
      <AccountField
        id={`${id}-phone`}
        name="phone"
        type="tel"
        autoComplete="tel"
        label={t('phoneLabel')}
        hint={t('phoneHint', { example: PHONE_EXAMPLE })}
        defaultValue={state.values.phone}
        disabled={pending}
        error={issues.phone && issueText(issues.phone)}
      />
      <AccountField
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        label={t('emailLabel')}
        defaultValue={state.values.email}
        disabled={pending}
        required
        error={issues.email && issueText(issues.email)}
      />
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending && <span className={styles.spinner} aria-hidden="true" />}
        {pending ? t('submitting') : t('saveSubmit')}
      </button>
    </form>
  );
}
