'use client';

import type { LanguageCode } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import { register } from '../../lib/account/account-actions';
import {
  type FieldIssue,
  INITIAL_REGISTER_STATE,
  REGISTER_FIELDS,
  type RegisterField,
  registerIssues,
} from '../../lib/account/account-form-state';
import styles from './account.module.css';
import { AccountField } from './account-field';
import { useAccountTexts } from './use-account-texts';
import { useCheckedFields } from './use-checked-fields';

type Issues = Partial<Record<RegisterField, FieldIssue>>;

function issuesOf(form: HTMLFormElement): Issues {
  const data = new FormData(form);
  const text = (field: RegisterField) => String(data.get(field) ?? '');
  return registerIssues({
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    password: text('password'),
  });
}

/**
 * Registration with first name, last name, e-mail and password (spec 4, 5): each field's
 * required message, the e-mail pattern, the password rules of which only the last failed
 * one is shown (kept current while typing once a submit was tried), the e-mail-in-use and
 * generic notices. Success goes back to the account page, which shows the success modal.
 */
export function RegisterForm({ language }: { language: LanguageCode }) {
  const t = useTranslations('account');
  const { issueText, noticeText } = useAccountTexts();
  const id = useId();
  const [state, action, pending] = useActionState(register, INITIAL_REGISTER_STATE);
  const { issues, noticeRef, check, recheck } = useCheckedFields({
    fields: REGISTER_FIELDS,
    issuesOf,
    state,
    focusFirst: true,
  });

  const error = (field: RegisterField) => {
    const issue = issues[field];
    return issue && issueText(issue);
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
          {state.notice === 'registerFailed' && state.noticeText
            ? state.noticeText
            : noticeText(state.notice)}
        </p>
      )}
      <AccountField
        id={`${id}-first-name`}
        name="firstName"
        autoComplete="given-name"
        label={t('firstNameLabel')}
        defaultValue={state.values.firstName}
        disabled={pending}
        required
        error={error('firstName')}
      />
      <AccountField
        id={`${id}-last-name`}
        name="lastName"
        autoComplete="family-name"
        label={t('lastNameLabel')}
        defaultValue={state.values.lastName}
        disabled={pending}
        required
        error={error('lastName')}
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
        error={error('email')}
      />
      <AccountField
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('passwordLabel')}
        hint={t('passwordRules')}
        disabled={pending}
        required
        error={error('password')}
      />
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending && <span className={styles.spinner} aria-hidden="true" />}
        {pending ? t('submitting') : t('registerSubmit')}
      </button>
    </form>
  );
}
