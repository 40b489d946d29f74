/**
 * Builds the localized, branded account mails (welcome, activation, password reset) as
 * text and HTML. Every value that came from a shopper is HTML-escaped.
 */
import type { LanguageCode } from '@shop/shop-config';
import { ACCOUNT_MAIL_TEXTS, type AccountMailKind } from './account-mail-texts';
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
  const text = [
    greeting,
    '',
    body,
    '',
    `${button}: ${input.link}`,
    '',
    note,
    '',
    input.brandName,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p style="font-size:20px;font-weight:bold">${escapeHtml(input.brandName)}</p>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(button)}</a></p>
<p style="font-size:13px;color:#52606d">${escapeHtml(input.link)}</p>
<p style="font-size:13px;color:#52606d">${escapeHtml(note)}</p>
</body></html>`;
  return { to: input.to, subject, text, html, kind: `customer-${input.kind}` };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
