/**
 * The order confirmation and the shipping mail (issue 7), built from the stored order so
 * they say exactly what was charged: prices formatted with the store's price locale and
 * currency, rentals with their period and monthly amount, VAT note and address. Every
 * value from shoppers or the catalog is HTML-escaped.
 */
import {
  COUNTRY_NAMES,
  formatStorePrice,
  getStore,
  isCountryCode,
  isLanguageCode,
  isStoreKey,
  type LanguageCode,
  type Store,
  vatPercent,
} from '@shop/shop-config';
import { escapeHtml } from '../mail/call-to-action-mail';
import type { OutgoingMail } from '../mail/mailer';
import type { OrderFulfillmentRow, OrderWithDetails } from '../orders/list-orders';
import { ORDER_MAIL_TEXTS, type OrderMailTexts } from './order-mail-texts';

interface MailScope {
  brandName: string;
}

function orderScope(order: OrderWithDetails): {
  store: Store;
  language: LanguageCode;
  texts: OrderMailTexts;
} {
  const store = getStore(isStoreKey(order.storeKey) ? order.storeKey : 'de');
  const language = isLanguageCode(order.language) ? order.language : store.defaultLanguage;
  return { store, language, texts: ORDER_MAIL_TEXTS[language] };
}

const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(`{${key}}`, value),
    template,
  );

function layout(language: LanguageCode, subject: string, brandName: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p style="font-size:20px;font-weight:bold">${escapeHtml(brandName)}</p>
${body}
</body></html>`;
}

function addressLines(order: OrderWithDetails, language: LanguageCode): string[] {
  const address = order.shippingAddress;
  if (!address) return [];
  const code = address.countryCode?.toLowerCase() ?? '';
  const country = isCountryCode(code) ? COUNTRY_NAMES[code][language] : (address.country ?? '');
  return [
    `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(),
    address.company ?? '',
    address.address1 ?? '',
    address.address2 ?? '',
    `${address.zip ?? ''} ${address.city ?? ''}`.trim(),
    address.province ?? '',
    country,
  ].filter((line) => line !== '');
}

export function buildOrderConfirmationMail(
  order: OrderWithDetails,
  scope: MailScope,
): OutgoingMail {
  const { store, language, texts } = orderScope(order);
  const price = (minor: number) => formatStorePrice(minor, store);
  const name = `#${order.orderNumber}`;
  const subject = fill(texts.confirmationSubject, { order: name });
  const lines = order.lineItems.map((item) => {
    const title = item.variantTitle ? `${item.title} (${item.variantTitle})` : item.title;
    const rental =
      item.rentalMonths !== null
        ? fill(texts.rental, { n: String(item.rentalMonths), amount: price(item.unitPriceMinor) })
        : null;
    return {
      title,
      detail: `${texts.quantity}: ${item.quantity}`,
      rental,
      total: price(item.unitPriceMinor * item.quantity),
    };
  });
  const rate = new Intl.NumberFormat(store.prices.locale).format(vatPercent(store.key));
  const shipping = order.shippingMinor === 0 ? texts.freeShipping : price(order.shippingMinor);
  const vat = fill(texts.vatNote, { rate, amount: price(order.taxMinor) });
  const payment = order.paymentMethod === 'test-card' ? texts.testCard : texts.invoice;
  const address = addressLines(order, language);
  const hasRental = order.lineItems.some((item) => item.rentalMonths !== null);
  const text = [
    texts.greeting,
    '',
    texts.confirmationBody,
    '',
    `${texts.orderNumber}: ${name}`,
    '',
    ...lines.flatMap((line) => [
      `${line.title} – ${line.detail} – ${line.total}`,
      ...(line.rental ? [`  ${line.rental}`] : []),
    ]),
    '',
    `${texts.subtotal}: ${price(order.subtotalMinor)}`,
    `${texts.shipping}: ${shipping}`,
    `${texts.total}: ${price(order.totalMinor)}`,
    vat,
    ...(hasRental ? ['', texts.rentalNote] : []),
    '',
    `${texts.payment}: ${payment}`,
    '',
    `${texts.shippingAddress}:`,
    ...address,
    '',
    texts.closing,
    '',
    scope.brandName,
  ].join('\n');
  const row = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:4px 12px 4px 0">${strong ? '<strong>' : ''}${escapeHtml(label)}${strong ? '</strong>' : ''}</td><td style="padding:4px 0;text-align:right">${strong ? '<strong>' : ''}${escapeHtml(value)}${strong ? '</strong>' : ''}</td></tr>`;
  const html = layout(
    language,
    subject,
    scope.brandName,
    `<p>${escapeHtml(texts.greeting)}</p>
<p>${escapeHtml(texts.confirmationBody)}</p>
<p>${escapeHtml(texts.orderNumber)}: <strong>${escapeHtml(name)}</strong></p>
<table style="border-collapse:collapse">
${lines
  .map(
    (line) =>
      `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(line.title)}<br><span style="font-size:13px;color:#52606d">${escapeHtml(line.detail)}${line.rental ? `<br>${escapeHtml(line.rental)}` : ''}</span></td><td style="padding:4px 0;text-align:right">${escapeHtml(line.total)}</td></tr>`,
  )
  .join('\n')}
${row(texts.subtotal, price(order.subtotalMinor))}
${row(texts.shipping, shipping)}
${row(texts.total, price(order.totalMinor), true)}
</table>
<p style="font-size:13px;color:#52606d">${escapeHtml(vat)}</p>
${hasRental ? `<p style="font-size:13px;color:#52606d">${escapeHtml(texts.rentalNote)}</p>` : ''}
<p>${escapeHtml(texts.payment)}: ${escapeHtml(payment)}</p>
<p><strong>${escapeHtml(texts.shippingAddress)}</strong><br>${address.map(escapeHtml).join('<br>')}</p>
<p style="font-size:13px;color:#52606d">${escapeHtml(texts.closing)}</p>`,
  );
  return { to: order.email ?? '', subject, text, html, kind: 'order-confirmation' };
}

export function buildShippingMail(
  order: OrderWithDetails,
  fulfillment: Pick<OrderFulfillmentRow, 'trackingCompany' | 'trackingNumber' | 'trackingUrl'>,
  scope: MailScope,
): OutgoingMail {
  const { language, texts } = orderScope(order);
  const name = `#${order.orderNumber}`;
  const subject = fill(texts.shippedSubject, { order: name });
  const body = fill(texts.shippedBody, {
    order: name,
    carrier: fulfillment.trackingCompany ?? '',
  });
  const tracking = `${texts.trackingNumber}: ${fulfillment.trackingNumber ?? ''}`;
  const url = fulfillment.trackingUrl;
  const text = [
    texts.greeting,
    '',
    body,
    tracking,
    ...(url ? ['', `${texts.trackButton}: ${url}`] : []),
    '',
    texts.closing,
    '',
    scope.brandName,
  ].join('\n');
  const html = layout(
    language,
    subject,
    scope.brandName,
    `<p>${escapeHtml(texts.greeting)}</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(tracking)}</p>
${url ? `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(texts.trackButton)}</a></p>\n<p style="font-size:13px;color:#52606d">${escapeHtml(url)}</p>` : ''}
<p style="font-size:13px;color:#52606d">${escapeHtml(texts.closing)}</p>`,
  );
  return { to: order.email ?? '', subject, text, html, kind: 'order-shipped' };
}
