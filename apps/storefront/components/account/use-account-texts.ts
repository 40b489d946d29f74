'use client';

import { useTranslations } from 'next-intl';
import { type AreaNotice, PHONE_EXAMPLE } from '../../lib/account/account-area-state';
import type { AccountNotice, FieldIssue } from '../../lib/account/account-form-state';

/** Texts of the account forms' message codes, in the page's language (spec 5, 8). */
export function useAccountTexts(): {
  issueText: (issue: FieldIssue) => string;
  noticeText: (notice: AccountNotice) => string;
  areaNoticeText: (notice: AreaNotice) => string;
} {
  const t = useTranslations('account');
  const issueText = (issue: FieldIssue): string => {
    switch (issue) {
      case 'emailRequired':
        return t('emailRequired');
      case 'invalidEmail':
        return t('invalidEmail');
      case 'passwordRequired':
        return t('passwordRequired');
      case 'passwordUppercase':
        return t('passwordUppercase');
      case 'passwordLowercase':
        return t('passwordLowercase');
      case 'passwordDigit':
        return t('passwordDigit');
      case 'passwordSpecial':
        return t('passwordSpecial');
      case 'passwordLength':
        return t('passwordLength');
      case 'passwordTooLong':
        return t('passwordTooLong');
      case 'firstNameRequired':
        return t('firstNameRequired');
      case 'lastNameRequired':
        return t('lastNameRequired');
      case 'passwordRepeatRequired':
        return t('passwordRepeatRequired');
      case 'passwordMismatch':
        return t('passwordMismatch');
      case 'phoneFormat':
        return t('phoneFormat', { phone: PHONE_EXAMPLE });
      case 'fieldRequired':
        return t('fieldRequired');
      case 'fieldTooLong':
        return t('fieldTooLong');
      case 'fieldInvalid':
        return t('fieldInvalid');
    }
  };
  const noticeText = (notice: AccountNotice): string => {
    switch (notice) {
      case 'wrongCredentials':
        return t('wrongCredentials');
      case 'loginFailed':
        return t('loginFailed');
      case 'tooManyAttempts':
        return t('tooManyAttempts');
      case 'emailTaken':
        return t('emailTaken');
      case 'registerFailed':
        return t('registerFailed');
      case 'resetFailed':
        return t('resetFailed');
      case 'activationFailed':
        return t('activationFailed');
    }
  };
  const areaNoticeText = (notice: AreaNotice): string => {
    switch (notice) {
      case 'saveFailed':
        return t('saveFailed');
      case 'sessionEnded':
        return t('sessionEnded');
    }
  };
  return { issueText, noticeText, areaNoticeText };
}
