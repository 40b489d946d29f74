/**
 * The single sign-on account site (issue 8, spec 2.2, 4, 7) as a module of the commerce
 * service, so the mode runs on one machine: localized login, orders and identity pages under
 * `/account/{language}/{slug}` with `?theme=`, logout, and the JSON
 * `GET /api/address/default?country=` that the storefront's checkout prefill asks. The login
 * sets the host-wide session cookies the storefront on the same host reads.
 */
import { createHash } from 'node:crypto';
import {
  ACCOUNT_RATE_LIMITS,
  ACCOUNT_SITE_DEFAULT_ADDRESS_PATH,
  ACCOUNT_SITE_PREFIX,
  ACCOUNT_SITE_THEMES,
  type AccountSiteTheme,
  accountSitePageOf,
  accountSitePath,
  isCountryCode,
  isLanguageCode,
  LANGUAGE_CODES,
  type LanguageCode,
  normaliseCountryCode,
} from '@shop/shop-config';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@shop/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StorefrontApiSettings } from '../../config';
import type { Database } from '../../db/client';
import { authenticateCustomer, deleteAccessToken, logIn } from '../customers/access-tokens';
import { customerMessage } from '../customers/customer-messages';
import type { Customer } from '../customers/customer-types';
import { listOrders } from '../orders/list-orders';
import { weighAttempt } from '../storefront-api/rate-limits';
import {
  ACCOUNT_SITE_STYLESHEET,
  ACCOUNT_SITE_STYLESHEET_PATH,
  identityPage,
  loginPage,
  ordersPage,
  type PageFrame,
  problemPage,
} from './account-site-pages';
import {
  clearSessionCookies,
  isSameOriginPost,
  safeReturnTo,
  sessionToken,
  setSessionCookies,
} from './account-site-session';
import { accountSiteText } from './account-site-texts';
import { defaultAddressFor } from './default-address';

/** Orders shown, as the shop's own order history (spec 9: orders 50). */
const ORDERS_SHOWN = 50;
const FORM_BODY_LIMIT_BYTES = 16 * 1024;

export interface AccountSiteOptions {
  db: Database;
  settings: StorefrontApiSettings;
}

const pageQuerySchema = z.object({
  theme: z.enum(ACCOUNT_SITE_THEMES).default('default'),
  returnTo: z.string().max(2000).optional(),
});

const formSchema = z.object({
  theme: z.enum(ACCOUNT_SITE_THEMES).default('default'),
  returnTo: z.string().max(2000).optional(),
  email: z
    .string()
    .max(EMAIL_MAX_LENGTH * 2)
    .default(''),
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH * 2)
    .default(''),
});

/** The first of the visitor's languages the shop has; English for anyone else. */
function negotiatedLanguage(request: FastifyRequest): LanguageCode {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const code = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguageCode(code)) return code;
  }
  return 'en';
}

/**
 * The account site's own document policy: its stylesheet only, no script; forms go to itself
 * and, after the login's redirect, to the storefront (Chromium checks redirects too).
 */
function documentPolicy(allowedOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    `form-action 'self' ${allowedOrigins.join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

export async function accountSiteRoutes(app: FastifyInstance, options: AccountSiteOptions) {
  const { db, settings } = options;
  const allowedOrigins = settings.accountSiteReturnOrigins ?? [
    new URL(settings.storefrontUrl).origin,
  ];
  const policy = documentPolicy(allowedOrigins);
  const shopUrl = (language: LanguageCode) => `${settings.storefrontUrl}/${language}/`;
  const frameOf = (language: LanguageCode, theme: AccountSiteTheme): PageFrame => ({
    language,
    theme,
    shopUrl: shopUrl(language),
  });

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', policy)
      .header('cache-control', 'no-store')
      .send(html);

  const problem = (
    reply: FastifyReply,
    status: number,
    frame: PageFrame,
    message: Parameters<typeof accountSiteText>[0],
  ) => sendPage(reply, status, problemPage(frame, accountSiteText(message, frame.language)));

  const customerOf = async (request: FastifyRequest): Promise<Customer | null> => {
    const token = sessionToken(request);
    return token === undefined ? null : authenticateCustomer({ db, now: new Date() }, token);
  };

  /** The page to show after login when the shopper named none: their orders. */
  const ordersUrl = (frame: PageFrame) =>
    `${accountSitePath(frame.language, 'orders')}?theme=${frame.theme}`;

  app.get(ACCOUNT_SITE_STYLESHEET_PATH, async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(ACCOUNT_SITE_STYLESHEET),
  );

  app.get(ACCOUNT_SITE_PREFIX, async (request, reply) =>
    reply.redirect(accountSitePath(negotiatedLanguage(request), 'login'), 303),
  );

  await app.register(async (scope) => {
    // Plain HTML forms post urlencoded; only this scope accepts it, and only from the
    // account site's own pages (isSameOriginPost), so no cross-site form can log in or out.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.get<{ Params: { language: string; slug: string } }>(
      `${ACCOUNT_SITE_PREFIX}/:language/:slug`,
      async (request, reply) => {
        const language = isLanguageCode(request.params.language)
          ? request.params.language
          : negotiatedLanguage(request);
        const query = pageQuerySchema.safeParse(request.query);
        const frame = frameOf(language, query.success ? query.data.theme : 'default');
        const page = isLanguageCode(request.params.language)
          ? accountSitePageOf(language, request.params.slug)
          : undefined;
        if (page === undefined) return problem(reply, 404, frame, 'notFound');
        if (!query.success) return problem(reply, 400, frame, 'badTheme');
        const returnTo = safeReturnTo(query.data.returnTo, allowedOrigins);
        if (returnTo === undefined) return problem(reply, 400, frame, 'badReturnTo');
        if (page === 'logout') return reply.redirect(accountSitePath(language, 'login'), 303);
        const customer = await customerOf(request);
        if (page === 'login') {
          if (customer) return reply.redirect(returnTo ?? ordersUrl(frame), 303);
          return sendPage(
            reply,
            200,
            loginPage(frame, {
              action: accountSitePath(language, 'login'),
              email: '',
              returnTo,
              notice: null,
            }),
          );
        }
        if (!customer) {
          // No or an ended session: log in, then come back to this page.
          const back = `${accountSitePath(language, page)}?theme=${frame.theme}`;
          return reply.redirect(
            `${accountSitePath(language, 'login')}?theme=${frame.theme}&returnTo=${encodeURIComponent(back)}`,
            303,
          );
        }
        if (page === 'identity') return sendPage(reply, 200, identityPage(frame, customer));
        const orders = await listOrders(db, customer.id, {
          sortKey: 'PROCESSED_AT',
          reverse: true,
          offset: 0,
          limit: ORDERS_SHOWN,
        });
        return sendPage(reply, 200, ordersPage(frame, customer, orders));
      },
    );

    scope.post<{ Params: { language: string; slug: string } }>(
      `${ACCOUNT_SITE_PREFIX}/:language/:slug`,
      async (request, reply) => {
        const language = isLanguageCode(request.params.language)
          ? request.params.language
          : negotiatedLanguage(request);
        const form = formSchema.safeParse(request.body ?? {});
        const frame = frameOf(language, form.success ? form.data.theme : 'default');
        const page = isLanguageCode(request.params.language)
          ? accountSitePageOf(language, request.params.slug)
          : undefined;
        if (page !== 'login' && page !== 'logout') return problem(reply, 404, frame, 'notFound');
        if (!isSameOriginPost(request)) return problem(reply, 403, frame, 'crossSite');
        if (!form.success) return problem(reply, 400, frame, 'fieldsRequired');
        const returnTo = safeReturnTo(form.data.returnTo, allowedOrigins);
        if (returnTo === undefined) return problem(reply, 400, frame, 'badReturnTo');

        if (page === 'logout') {
          const token = sessionToken(request);
          if (token !== undefined) await deleteAccessToken({ db }, token);
          clearSessionCookies(request, reply);
          return reply.redirect(
            returnTo ?? `${accountSitePath(language, 'login')}?theme=${frame.theme}`,
            303,
          );
        }

        const email = form.data.email.trim();
        const again = (status: number, notice: string) =>
          sendPage(
            reply,
            status,
            loginPage(frame, {
              action: accountSitePath(language, 'login'),
              email,
              returnTo,
              notice,
            }),
          );
        if (email === '' || form.data.password === '')
          return again(400, accountSiteText('fieldsRequired', language));
        const now = new Date();
        // The same counters as the Storefront API's customerAccessTokenCreate: one limit for
        // every way to guess a password.
        const limits = ACCOUNT_RATE_LIMITS.customerAccessTokenCreate;
        const account = createHash('sha256').update(email.toLowerCase()).digest('hex');
        const byIp = await weighAttempt(
          { db, now },
          `customerAccessTokenCreate:ip:${request.ip}`,
          limits.perIp,
        );
        const byAccount = await weighAttempt(
          { db, now },
          `customerAccessTokenCreate:account:${account}`,
          limits.perAccount,
        );
        if (!byIp.within || !byAccount.within) {
          const seconds = Math.max(byIp.retryAfterSeconds, byAccount.retryAfterSeconds);
          reply.header('retry-after', String(seconds));
          return again(429, accountSiteText('throttled', language, { n: Math.ceil(seconds / 60) }));
        }
        const outcome = await logIn(
          { db, language, now, accessTokenTtlDays: settings.customerAccessTokenTtlDays },
          { email, password: form.data.password },
        );
        if (!outcome.ok) {
          return again(
            401,
            outcome.errors[0]?.message ?? customerMessage('wrongCredentials', language),
          );
        }
        setSessionCookies(request, reply, outcome.value);
        return reply.redirect(returnTo ?? ordersUrl(frame), 303);
      },
    );
  });

  /** CORS for the storefront's browser calls, with the session cookie (spec 7 "with credentials"). */
  const allowStorefront = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('vary', 'Origin, Cookie');
    const origin = request.headers.origin;
    if (origin !== undefined && allowedOrigins.includes(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
    }
  };

  app.options(ACCOUNT_SITE_DEFAULT_ADDRESS_PATH, async (request, reply) => {
    allowStorefront(request, reply);
    reply.header('access-control-allow-methods', 'GET');
    reply.header('access-control-max-age', '600');
    return reply.code(204).send();
  });

  app.get(ACCOUNT_SITE_DEFAULT_ADDRESS_PATH, async (request, reply) => {
    allowStorefront(request, reply);
    reply.header('cache-control', 'no-store');
    const languageQuery = z
      .object({ language: z.enum(LANGUAGE_CODES).optional() })
      .safeParse(request.query);
    const language =
      (languageQuery.success ? languageQuery.data.language : undefined) ??
      negotiatedLanguage(request);
    const query = z.object({ country: z.string().regex(/^[A-Za-z]{2}$/) }).safeParse(request.query);
    const country = query.success ? normaliseCountryCode(query.data.country) : undefined;
    if (country === undefined || !isCountryCode(country)) {
      return reply
        .code(400)
        .send({ success: false, error: accountSiteText('badCountry', language) });
    }
    const customer = await customerOf(request);
    if (!customer) {
      return reply
        .code(401)
        .send({ success: false, error: accountSiteText('unauthorised', language) });
    }
    return { success: true, data: await defaultAddressFor({ db }, customer, country) };
  });
}
