'use client';

import type { LanguageCode } from '@shop/shop-config';
import { useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import { activateAccount, declineAccountInvitation } from '../../lib/account/account-area-actions';
import { INITIAL_RESET_STATE, type ResetField } from '../../lib/account/account-form-state';
import styles from './account.module.css';
import { passwordIssuesOf } from './change-password-form';
import { NewPasswordFields } from './new-password-fields';
import { useAccountTexts } from './use-account-texts';
import { useCheckedFields } from './use-checked-fields';

const PASSWORD_FIELDS: readonly ResetField[] = ['password', 'repeat'];

/**
 * The activation page's forms (spec 2.5, 4): create a password and activate, or decline the
 * invitation. Both carry the mailed link's id and token.
 */
export function ActivationForm({
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
  const [state, action, pending] = useActionState(activateAccount, INITIAL_RESET_STATE);
  const [declineState, declineAction, declining] = useActionState(
    declineAccountInvitation,
    INITIAL_RESET_STATE,
  );
  const { issues, noticeRef, check } = useCheckedFields({
    fields: PASSWORD_FIELDS,
    issuesOf: passwordIssuesOf,
    state,
    focusFirst: true,
  });
  const busy = pending || declining;
  const notice = state.notice ?? declineState.notice;
  const link = (
    <>
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="id" value={customerId} />
      <input type="hidden" name="token" value={token} />
    </>
  );
  return (
    <>
      {notice && !busy && (
        <p ref={noticeRef} tabIndex={-1} role="alert" className={styles.notice}>
          {noticeText(notice)}
        </p>
      )}
      <form action={action} onSubmit={check} noValidate className={styles.form} aria-busy={pending}>
        {link}
        <NewPasswordFields
          id={id}
          disabled={busy}
          passwordIssue={issues.password}
          repeatIssue={issues.repeat}
        />
        <button type="submit" className={styles.submit} disabled={busy}>
          {pending && <span className={styles.spinner} aria-hidden="true" />}
          {pending ? t('submitting') : t('activateSubmit')}
        </button>
      </form>
      <form action={declineAction} className={styles.form} aria-busy={declining}>
        {link}
        <p className={styles.hint}>{t('declineIntro')}</p>
        <button type="submit" className={styles.logout} disabled={busy}>
          {t('declineSubmit')}
        </button>
      </form>
    </>
  );
}
