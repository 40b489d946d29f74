'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type {
  CheckoutFormState,
  CheckoutIssue,
  CheckoutNotice,
} from '../../lib/checkout/checkout-form-state';

type Issues = Partial<Record<string, CheckoutIssue>>;

/**
 * The field checks of the checkout forms (the account forms' pattern): with script, a submit
 * with issues is stopped, the issues shown and the first field focused; otherwise the
 * server action's issues show. A notice from the server takes the focus.
 */
export function useCheckoutForm(options: {
  fields: readonly string[];
  issuesOf: (form: HTMLFormElement) => Issues;
  state: CheckoutFormState;
}) {
  const { fields, issuesOf, state } = options;
  const t = useTranslations('checkout');
  const [checked, setChecked] = useState<Issues | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status !== 'error') return;
    if (state.notice || state.noticeText) {
      noticeRef.current?.focus();
      return;
    }
    const first = fields.find(
      (field) => state.fieldIssues[field] !== undefined || state.fieldMessages[field],
    );
    if (first !== undefined) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [state, fields]);

  function check(event: FormEvent<HTMLFormElement>) {
    const found = issuesOf(event.currentTarget);
    const first = fields.find((field) => found[field] !== undefined);
    if (first === undefined) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked(found);
    event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function issueText(issue: CheckoutIssue): string {
    switch (issue) {
      case 'required':
        return t('errors.required');
      case 'tooLong':
        return t('errors.tooLong');
      case 'invalidText':
        return t('errors.invalidText');
      case 'invalidPhone':
        return t('errors.invalidPhone');
      case 'invalidEmail':
        return t('errors.invalidEmail');
      case 'invalidCountry':
        return t('errors.invalidCountry');
      case 'cardNumber':
        return t('errors.cardNumber');
      case 'cardExpiry':
        return t('errors.cardExpiry');
      case 'cardCvc':
        return t('errors.cardCvc');
      case 'termsRequired':
        return t('errors.termsRequired');
      case 'withdrawalRequired':
        return t('errors.withdrawalRequired');
    }
  }

  function noticeText(notice: CheckoutNotice): string {
    switch (notice) {
      case 'unavailable':
        return t('errors.unavailable');
    }
  }

  const issues = checked ?? state.fieldIssues;
  /** The message to show under a field: the shop's check, else the service's. */
  function errorOf(field: string): string | undefined {
    const issue = issues[field];
    if (issue !== undefined) return issueText(issue);
    return checked === null ? state.fieldMessages[field] : undefined;
  }

  const notice =
    state.status === 'error'
      ? (state.noticeText ?? (state.notice ? noticeText(state.notice) : undefined))
      : undefined;

  return { errorOf, check, noticeRef, notice };
}
