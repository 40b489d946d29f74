'use client';

import { useTranslations } from 'next-intl';
import type { FieldIssue } from '../../lib/account/account-form-state';
import { AccountField } from './account-field';
import { useAccountTexts } from './use-account-texts';

interface NewPasswordFieldsProps {
  /** Prefix of the two inputs' ids (the form's useId). */
  id: string;
  disabled: boolean;
  passwordIssue: FieldIssue | undefined;
  repeatIssue: FieldIssue | undefined;
}

/**
 * A new password and its repeat, with the rules as hint (spec 5): the same two fields on the
 * reset, change-password and activation pages.
 */
export function NewPasswordFields({
  id,
  disabled,
  passwordIssue,
  repeatIssue,
}: NewPasswordFieldsProps) {
  const t = useTranslations('account');
  const { issueText } = useAccountTexts();
  return (
    <>
      <AccountField
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('newPasswordLabel')}
        hint={t('passwordRules')}
        disabled={disabled}
        required
        error={passwordIssue && issueText(passwordIssue)}
      />
      <AccountField
        id={`${id}-repeat`}
        name="repeat"
        type="password"
        autoComplete="new-password"
        label={t('repeatPasswordLabel')}
        disabled={disabled}
        required
        error={repeatIssue && issueText(repeatIssue)}
      />
    </>
  );
}
