'use client';

import type { LanguageCode } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import { type FormEvent, useActionState, useEffect, useId, useRef, useState } from 'react';
import { logIn } from '../../lib/account/account-actions';
import {
  type FieldIssue,
  INITIAL_LOGIN_STATE,
  type LoginField,
  loginIssues,
} from '../../lib/account/account-form-state';
import styles from './account.module.css';
import { AccountField } from './account-field';
import { useAccountTexts } from './use-account-texts';

/**
 * Login with e-mail and password (spec 4, 5): idle; submitting, with fields disabled and
 * the button loading; the wrong-credentials notice. A server action, so it works before the
 * page's script has loaded; with script the fields are checked before sending.
 */
export function LoginForm({ language }: { language: LanguageCode }) {
  const t = useTranslations('account');
  const { issueText, noticeText } = useAccountTexts();
  const id = useId();
  const [state, action, pending] = useActionState(logIn, INITIAL_LOGIN_STATE);
  const [checked, setChecked] = useState<Partial<Record<LoginField, FieldIssue>> | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const issues = checked ?? state.fieldIssues;

  useEffect(() => {
    if (state.notice) noticeRef.current?.focus();
  }, [state]);

  function check(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const found = loginIssues({
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    });
    if (Object.keys(found).length === 0) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked(found);
    const first = found.email ? 'email' : 'password';
    event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  return (
    <form action={action} onSubmit={check} noValidate className={styles.form} aria-busy={pending}>
      <input type="hidden" name="language" value={language} />
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
