'use client';

import type { LanguageCode } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import { logIn } from '../../lib/account/account-actions';
import {
  INITIAL_LOGIN_STATE,
  LOGIN_FIELDS,
  loginIssues,
} from '../../lib/account/account-form-state';
import { RETURN_TO_PARAMETER } from '../../lib/account/return-to';
import styles from './account.module.css';
import { AccountField } from './account-field';
import { useAccountTexts } from './use-account-texts';
import { useCheckedFields } from './use-checked-fields';

function loginIssuesOf(form: HTMLFormElement) {
  const data = new FormData(form);
  return loginIssues({
    email: String(data.get('email') ?? ''),
    password: String(data.get('password') ?? ''),
  });
}

/**
 * Login with e-mail and password (spec 4, 5): idle; submitting, with fields disabled and
 * the button loading; the wrong-credentials notice. A server action, so it works before the
 * page's script has loaded; with script the fields are checked before sending.
 */
export function LoginForm({ language, returnTo }: { language: LanguageCode; returnTo?: string }) {
  const t = useTranslations('account');
  const { issueText, noticeText } = useAccountTexts();
  const id = useId();
  const [state, action, pending] = useActionState(logIn, INITIAL_LOGIN_STATE);
  const { issues, noticeRef, check } = useCheckedFields({
    fields: LOGIN_FIELDS,
    issuesOf: loginIssuesOf,
    state,
    focusFirst: true,
  });

  return (
    <form action={action} onSubmit={check} noValidate className={styles.form} aria-busy={pending}>
      <input type="hidden" name="language" value={language} />
      {returnTo && <input type="hidden" name={RETURN_TO_PARAMETER} value={returnTo} />}
      {state.notice && !pending && (
        <p ref={noticeRef} tabIndex={-1} role="alert" className={styles.notice}>
          {noticeText(state.notice)}
        </p>
      )}
      <AccountField
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="username"
        label={t('emailLabel')}
        defaultValue={state.email}
        disabled={pending}
        required
        error={issues.email && issueText(issues.email)}
      />
      <AccountField
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('passwordLabel')}
        disabled={pending}
        required
        error={issues.password && issueText(issues.password)}
      />
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending && <span className={styles.spinner} aria-hidden="true" />}
        {pending ? t('submitting') : t('loginSubmit')}
      </button>
    </form>
  );
}
