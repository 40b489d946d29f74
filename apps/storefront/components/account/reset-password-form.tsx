'use client';

import type { LanguageCode } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import { resetPassword } from '../../lib/account/account-actions';
import {
  INITIAL_RESET_STATE,
  type ResetField,
  resetIssues,
} from '../../lib/account/account-form-state';
import styles from './account.module.css';
import { NewPasswordFields } from './new-password-fields';
import { useAccountTexts } from './use-account-texts';
import { useCheckedFields } from './use-checked-fields';

const RESET_FIELDS: readonly ResetField[] = ['password', 'repeat'];

function resetIssuesOf(form: HTMLFormElement) {
  const data = new FormData(form);
  return resetIssues({
    password: String(data.get('password') ?? ''),
    repeat: String(data.get('repeat') ?? ''),
  });
}

/** The reset page's form (spec 4, 5): new password and its repeat, sent with the mailed link. */
export function ResetPasswordForm({
  language,
  customerId,
  token,
}: {
  language: LanguageCode;
  customerId: string;
  token: string;
}) {
  const t = useTranslations('account');
  const { noticeText } = useAccountTexts();
  const id = useId();
  const [state, action, pending] = useActionState(resetPassword, INITIAL_RESET_STATE);
  const { issues, noticeRef, check } = useCheckedFields({
    fields: RESET_FIELDS,
    issuesOf: resetIssuesOf,
    state,
    focusFirst: false,
  });

  return (
    <form action={action} onSubmit={check} noValidate className={styles.form} aria-busy={pending}>
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="id" value={customerId} />
      <input type="hidden" name="token" value={token} />
      {state.notice && !pending && (
        <p ref={noticeRef} tabIndex={-1} role="alert" className={styles.notice}>
          {state.noticeText ?? noticeText(state.notice)}
        </p>
      )}
      <NewPasswordFields
        id={id}
        disabled={pending}
        passwordIssue={issues.password}
        repeatIssue={issues.repeat}
      />
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending && <span className={styles.spinner} aria-hidden="true" />}
        {pending ? t('submitting') : t('resetSubmit')}
      </button>
    </form>
  );
}
