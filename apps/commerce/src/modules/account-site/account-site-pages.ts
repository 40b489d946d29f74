/**
 * The account site's pages as server-rendered HTML: plain forms, no script, styled by the
 * module's own stylesheet (so a `default-src 'none'` policy holds). Every value from the
 * database or the request is escaped.
 */
import {
  type AccountSiteTheme,
  accountSitePath,
  formatPrice,
  type LanguageCode,
  STORES,
  type StoreKey,
} from '@shop/shop-config';
import { BRAND_NAMES } from '../../config';
import type { Customer } from '../customers/customer-types';
import { escapeHtml } from '../mail/call-to-action-mail';
import type { OrderWithDetails } from '../orders/list-orders';
import { type AccountSiteText, accountSiteText } from './account-site-texts';

export const ACCOUNT_SITE_STYLESHEET_PATH = '/account/assets/account-site.css';

export interface PageFrame {
  language: LanguageCode;
  theme: AccountSiteTheme;
  /** The storefront's home for the "back to the shop" link. */
  shopUrl: string;
}

function themeQuery(theme: AccountSiteTheme): string {
  return `?theme=${theme}`;
}

function document(frame: PageFrame, title: string, body: string): string {
  const t = (key: AccountSiteText) => escapeHtml(accountSiteText(key, frame.language));
  const brand = escapeHtml(BRAND_NAMES[frame.theme]);
  return `<!doctype html>
<html lang="${frame.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${t('siteName')} · ${brand}</title>
<link rel="stylesheet" href="${ACCOUNT_SITE_STYLESHEET_PATH}">
</head>
<body class="theme-${frame.theme}">
<header class="site-header">
<a class="brand" href="${escapeHtml(frame.shopUrl)}">${brand}</a>
<span class="site-name">${t('siteName')}</span>
</header>
<main id="main">
${body}
</main>
</body>
</html>
`;
}

export function loginPage(
  frame: PageFrame,
  form: { action: string; email: string; returnTo: string | null; notice: string | null },
): string {
  const t = (key: AccountSiteText) => escapeHtml(accountSiteText(key, frame.language));
  const notice =
    form.notice === null
      ? ''
      : `<p class="notice" role="alert" id="login-notice">${escapeHtml(form.notice)}</p>`;
  const described = form.notice === null ? '' : ' aria-describedby="login-notice"';
  const body = `<h1>${t('loginHeading')}</h1>
${notice}
<form method="post" action="${escapeHtml(form.action)}" class="card"${described}>
<input type="hidden" name="theme" value="${frame.theme}">
${form.returnTo === null ? '' : `<input type="hidden" name="returnTo" value="${escapeHtml(form.returnTo)}">`}
<label for="email">${t('email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(form.email)}">
<label for="password">${t('password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200">
<button type="submit">${t('loginButton')}</button>
</form>
<p><a href="${escapeHtml(frame.shopUrl)}">${t('backToShop')}</a></p>`;
  return document(frame, accountSiteText('loginHeading', frame.language), body);
}

function accountNav(frame: PageFrame, current: 'orders' | 'identity', customer: Customer): string {
  const t = (key: AccountSiteText) => escapeHtml(accountSiteText(key, frame.language));
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  const link = (page: 'orders' | 'identity', label: AccountSiteText) =>
    `<li><a href="${accountSitePath(frame.language, page)}${themeQuery(frame.theme)}"${page === current ? ' aria-current="page"' : ''}>${t(label)}</a></li>`;
  return `<p class="welcome">${escapeHtml(accountSiteText('welcome', frame.language, { name: name || (customer.email ?? '') }))}</p>
<nav aria-label="${t('navLabel')}">
<ul class="account-nav">
${link('orders', 'ordersHeading')}
${link('identity', 'identityHeading')}
<li><a href="${escapeHtml(frame.shopUrl)}">${t('backToShop')}</a></li>
</ul>
</nav>
<form method="post" action="${accountSitePath(frame.language, 'logout')}" class="logout">
<input type="hidden" name="theme" value="${frame.theme}">
<button type="submit">${t('logout')}</button>
</form>`;
}

function statusText(order: OrderWithDetails, language: LanguageCode): string {
  if (order.cancelReason !== null) return accountSiteText('statusCancelled', language);
  return order.fulfillmentStatus === 'FULFILLED'
    ? accountSiteText('statusShipped', language)
    : accountSiteText('statusInProgress', language);
}

function trackingHtml(order: OrderWithDetails): string {
  const shipments = order.fulfillments.filter((entry) => entry.trackingNumber !== null);
  if (shipments.length === 0) return '–';
  return shipments
    .map((entry) => {
      const number = escapeHtml(entry.trackingNumber ?? '');
      const company = entry.trackingCompany ? `${escapeHtml(entry.trackingCompany)} ` : '';
      // Only http(s) links: a tracking URL is operator input and must not carry a script URL.
      return entry.trackingUrl && /^https?:\/\//i.test(entry.trackingUrl)
        ? `${company}<a href="${escapeHtml(entry.trackingUrl)}">${number}</a>`
        : `${company}${number}`;
    })
    .join(', ');
}

function orderHtml(order: OrderWithDetails, language: LanguageCode): string {
  const t = (key: AccountSiteText) => escapeHtml(accountSiteText(key, language));
  const store = STORES[order.storeKey as StoreKey] ?? STORES.de;
  const date = new Intl.DateTimeFormat(store.prices.locale, { dateStyle: 'medium' }).format(
    order.processedAt,
  );
  const address = order.shippingAddress;
  const addressText = address
    ? [
        [address.firstName, address.lastName].filter(Boolean).join(' '),
        [address.address1, address.address2].filter(Boolean).join(' '),
        [address.zip, address.city].filter(Boolean).join(' '),
      ]
        .filter((line) => line !== '')
        .map(escapeHtml)
        .join('<br>')
    : '–';
  const total =
    order.currency === store.prices.currency
      ? formatPrice(order.totalMinor, store.prices.currency, store.prices.locale)
      : `${(order.totalMinor / 100).toFixed(2)} ${order.currency}`;
  return `<li class="card order">
<h2>${t('orderNumber')} ${order.orderNumber}</h2>
<dl>
<dt>${t('orderDate')}</dt><dd>${escapeHtml(date)}</dd>
<dt>${t('deliveryStatus')}</dt><dd>${escapeHtml(statusText(order, language))}</dd>
<dt>${t('tracking')}</dt><dd>${trackingHtml(order)}</dd>
<dt>${t('deliveryAddress')}</dt><dd>${addressText}</dd>
<dt>${t('total')}</dt><dd>${escapeHtml(total)}</dd>
</dl>
</li>`;
}

export function ordersPage(
  frame: PageFrame,
  customer: Customer,
  orders: OrderWithDetails[],
): string {
  const heading = accountSiteText('ordersHeading', frame.language);
  const list =
    orders.length === 0
      ? `<p>${escapeHtml(accountSiteText('noOrders', frame.language))}</p>`
      : `<ul class="orders">${orders.map((order) => orderHtml(order, frame.language)).join('\n')}</ul>`;
  return document(
    frame,
    heading,
    `<h1>${escapeHtml(heading)}</h1>\n${accountNav(frame, 'orders', customer)}\n${list}`,
  );
}

export function identityPage(frame: PageFrame, customer: Customer): string {
  const t = (key: AccountSiteText) => escapeHtml(accountSiteText(key, frame.language));
  const heading = accountSiteText('identityHeading', frame.language);
  const value = (text: string | null) =>
    text === null || text === '' ? `<i>${t('notGiven')}</i>` : escapeHtml(text);
  const body = `<h1>${escapeHtml(heading)}</h1>
${accountNav(frame, 'identity', customer)}
<dl class="card identity">
<dt>${t('firstName')}</dt><dd>${value(customer.firstName)}</dd>
<dt>${t('lastName')}</dt><dd>${value(customer.lastName)}</dd>
<dt>${t('email')}</dt><dd>${value(customer.email)}</dd>
<dt>${t('phone')}</dt><dd>${value(customer.phone)}</dd>
</dl>`;
  return document(frame, heading, body);
}

/** A 4xx page: what went wrong, in the visitor's language, and the way back. */
export function problemPage(frame: PageFrame, message: string): string {
  const t = (key: AccountSiteText) => escapeHtml(accountSiteText(key, frame.language));
  return document(
    frame,
    message,
    `<h1>${escapeHtml(message)}</h1>
<p><a href="${accountSitePath(frame.language, 'login')}${themeQuery(frame.theme)}">${t('loginHeading')}</a> · <a href="${escapeHtml(frame.shopUrl)}">${t('backToShop')}</a></p>`,
  );
}

/**
 * The stylesheet: brand colours as custom properties per theme, contrast of at least 4.5:1
 * for text and controls, visible focus, and a one-column layout that suits phones.
 */
export const ACCOUNT_SITE_STYLESHEET = `
:root { color-scheme: light; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1b1b; background: #f5f6f7; }
.theme-default { --brand: #0b5563; --brand-text: #ffffff; }
.theme-second { --brand: #5b2a86; --brand-text: #ffffff; }
.site-header { display: flex; flex-wrap: wrap; gap: 1rem; align-items: baseline; padding: 1rem 1.5rem; background: var(--brand); color: var(--brand-text); }
.site-header a { color: var(--brand-text); }
.brand { font-size: 1.5rem; font-weight: 700; text-decoration: none; }
main { max-width: 48rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.75rem; margin: 0 0 1rem; }
h2 { font-size: 1.2rem; margin: 0 0 .5rem; }
a { color: var(--brand); }
a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #1b1b1b; outline-offset: 2px; }
.card { background: #ffffff; border: 1px solid #8a8f94; border-radius: 6px; padding: 1rem 1.25rem; margin: 0 0 1rem; }
form.card { display: grid; gap: .5rem; max-width: 26rem; }
label { font-weight: 600; }
input { font: inherit; padding: .5rem; border: 1px solid #5f6368; border-radius: 4px; }
button { font: inherit; font-weight: 600; padding: .6rem 1.2rem; border: 0; border-radius: 4px; background: var(--brand); color: var(--brand-text); cursor: pointer; justify-self: start; }
.notice { color: #8b0000; background: #fdecea; border: 1px solid #8b0000; border-radius: 4px; padding: .75rem 1rem; }
.welcome { font-weight: 600; }
.account-nav { display: flex; flex-wrap: wrap; gap: 1rem; list-style: none; padding: 0; margin: 0 0 1rem; }
.account-nav a[aria-current="page"] { font-weight: 700; }
.logout { margin: 0 0 1.5rem; }
.orders { list-style: none; padding: 0; margin: 0; }
dl { display: grid; grid-template-columns: minmax(8rem, max-content) 1fr; gap: .25rem 1rem; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; }
@media (max-width: 40rem) { dl { grid-template-columns: 1fr; } dd { margin-bottom: .5rem; } }
`;
