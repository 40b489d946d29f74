/**
 * The one layout of the shop's mails: brand, greeting, a paragraph, a button to the
 * storefront (its address repeated for mail clients without HTML) and a closing note, as
 * text and HTML. Every value is HTML-escaped, as some come from shoppers.
 */
import type { LanguageCode } from '@shop/shop-config';
import type { OutgoingMail } from './mailer';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface CallToActionMail {
  language: LanguageCode;
  brandName: string;
  to: string;
  subject: string;
  greeting: string;
  body: string;
  /** Label of the button, which leads to `link`. */
  button: string;
  note: string;
  link: string;
  /** Kind of mail in the outbox, e.g. 'customer-welcome'. */
  kind: string;
}

export function callToActionMail(mail: CallToActionMail): OutgoingMail {
  const text = [
    mail.greeting,
    '',
    mail.body,
    '',
    `${mail.button}: ${mail.link}`,
    '',
    mail.note,
    '',
    mail.brandName,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${mail.language}"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p style="font-size:20px;font-weight:bold">${escapeHtml(mail.brandName)}</p>
<p>${escapeHtml(mail.greeting)}</p>
<p>${escapeHtml(mail.body)}</p>
<p><a href="${escapeHtml(mail.link)}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(mail.button)}</a></p>
<p style="font-size:13px;color:#52606d">${escapeHtml(mail.link)}</p>
<p style="font-size:13px;color:#52606d">${escapeHtml(mail.note)}</p>
</body></html>`;
  return { to: mail.to, subject: mail.subject, text, html, kind: mail.kind };
}
