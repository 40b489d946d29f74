'use client';

import type { LanguageCode } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import { changePassword } from '../../lib/account/account-area-actions';
import { type PasswordFormState, passwordIssues } from '../../lib/account/account-area-state';
import type { ResetField } from '../../lib/account/account-form-state';
import styles from './account.module.css';
import { NewPasswordFields } from './new-password-fields';
import { SavedMessage } from './saved-message';
import { useAccountTexts } from './use-account-texts';
import { useCheckedFields } from './use-checked-fields';

const PASSWORD_FIELDS: readonly ResetField[] = ['password', 'repeat'];

export function passwordIssuesOf(form: HTMLFormElement) {
  const data = new FormData(form);
  return passwordIssues({
    password: String(data.get('password') ?? ''),
    repeat: String(data.get('repeat') ?? ''),
  });
}

const INITIAL_STATE: PasswordFormState = { status: 'idle', values: {}, fieldIssues: {} };

/** Change password (spec 2.5, 5): new password and repeat; "new password saved". */
export function ChangePasswordForm({ language }: { language: LanguageCode }) {
  const t = useTranslations('account');
  const { areaNoticeText } = useAccountTexts();
  const id = useId();
  const [state, action, pending] = useActionState(changePassword, INITIAL_STATE);
  const { issues, noticeRef, check, recheck } = useCheckedFields({
    fields: PASSWORD_FIELDS,
    issuesOf: passwordIssuesOf,
    state,
    focusFirst: true,
  });
  return (
    <form
      // A fresh form after saving, so the saved password does not stay in the fields.
      key={state.status === 'saved' ? 'saved' : 'form'}
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
      {state.status === 'saved' && !pending && <SavedMessage text={t('newPasswordSaved')} />}
      <NewPasswordFields
        id={id}
        disabled={pending}
        passwordIssue={issues.password}
        repeatIssue={issues.repeat}
      />
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending && <span className={styles.spinner} aria-hidden="true" />}
        {pending ? t('submitting') : t('passwordSubmit')}
      </button>
    </form>
  );
}
