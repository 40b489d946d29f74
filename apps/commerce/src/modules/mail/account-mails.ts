/**
 * Builds the localized, branded account mails (welcome, activation, password reset) as
 * text and HTML. Every value that came from a shopper is HTML-escaped.
 */
import type { LanguageCode } from '@shop/shop-config';
import { ACCOUNT_MAIL_TEXTS, type AccountMailKind } from './account-mail-texts';
import { callToActionMail } from './call-to-action-mail';
import type { OutgoingMail } from './mailer';

export interface AccountMailInput {
  kind: AccountMailKind;
  language: LanguageCode;
  brandName: string;
  to: string;
  firstName: string | null;
  /** Where the button leads: the account, activation or reset page of the storefront. */
  link: string;
}

export function buildAccountMail(input: AccountMailInput): OutgoingMail {
  const texts = ACCOUNT_MAIL_TEXTS[input.kind][input.language];
  const fill = (template: string) =>
    template.replaceAll('{brand}', input.brandName).replaceAll('{name}', input.firstName ?? '');
  const greeting = fill(input.firstName ? texts.greeting : texts.greetingWithoutName);
  const subject = fill(texts.subject);
  const body = fill(texts.body);
  const note = fill(texts.note);
  const button = fill(texts.button);
  return callToActionMail({
    language: input.language,
    brandName: input.brandName,
    to: input.to,
    subject,
    greeting,
    body,
    button,
    note,
    link: input.link,
    kind: `customer-${input.kind}`,
  });
}
