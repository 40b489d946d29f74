/**
 * The service's settings, read from the environment and checked once at boot: a wrong
 * setting stops the start with one line that names it (issue 2, Fastify demo practice).
 */
import { fileURLToPath } from 'node:url';
import { STORE_KEYS, type StoreKey } from '@shop/shop-config';
import { z } from 'zod';
import type { DatabaseLocation } from './db/client';
import type { MailDeliverySettings } from './modules/mail/mailer';
import { SEARCH_CACHE_DEFAULTS } from './modules/search/answer-cache';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/ }).optional());
const tokenSchema = z.string().regex(/^[A-Za-z0-9._~-]{16,200}$/, {
  message: 'must be 16 to 200 letters, digits or ._~-',
});

/** Environment variable holding a store's public Storefront API access token. */
export function accessTokenVariable(key: StoreKey): string {
  return `STOREFRONT_ACCESS_TOKEN_${key.toUpperCase()}`;
}

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^postgres(ql)?:\/\/[^\s]+$/.test(value), {
      message: 'must be a postgres:// or postgresql:// URL, or unset for the embedded database',
    }),
  DATA_DIR: z.string().min(1).default(`${repositoryRoot}data/pglite`),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Statements slower than this many milliseconds go to the slow-query log. */
  SLOW_QUERY_MS: z.coerce.number().int().min(0).max(600_000).default(200),
  /** Bearer token for GET /metrics; unset, only loopback callers not behind a proxy get it. */
  METRICS_TOKEN: z.preprocess(emptyAsUnset, tokenSchema.optional()),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Processes serving the port (workers.ts); above 1 only with DATABASE_URL. */
  COMMERCE_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  SEED_DEMO_CATALOG: z.enum(['true', 'false']).default('true'),
  /** Search answers the in-process cache keeps (0 turns it off); see search/answer-cache.ts. */
  SEARCH_CACHE_ENTRIES: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(SEARCH_CACHE_DEFAULTS.maxEntries),
  /** Shared with the storefront; catalog changes are announced to it signed with this. */
  REVALIDATION_SECRET: z.preprocess(emptyAsUnset, z.string().min(16).optional()),
  /** Public origin of this service, for absolute image and checkout URLs in the Storefront API. */
  PUBLIC_URL: optionalUrl,
  /** Public origin of the storefront, for the links in account mails. */
  STOREFRONT_URL: optionalUrl.default('http://localhost:3000'),
  /**
   * Origins (comma-separated) the account site may send a shopper back to after login, e.g.
   * a second storefront; the STOREFRONT_URL origin is always one of them.
   */
  ACCOUNT_SITE_RETURN_ORIGINS: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .transform((value) => value.split(',').map((entry) => entry.trim()))
      .pipe(z.array(z.url({ protocol: /^https?$/ })))
      .optional(),
  ),
  /** Unset: mails go to the outbox table and the /dev/mailbox page (ARCHITECTURE: Mail). */
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUnset, z.string().min(3).optional()),
  /** Which brand's name the mails carry; the storefront reads the same variable. */
  BRAND: z.preprocess(emptyAsUnset, z.enum(['default', 'second']).default('default')),
  /** Carts expire this many days after their last change and are then purged. */
  CART_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  CUSTOMER_ACCESS_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /** Server-to-server token; requests carrying it may name the buyer's IP for rate limits. */
  STOREFRONT_PRIVATE_TOKEN: z.preprocess(emptyAsUnset, tokenSchema.optional()),
  ...Object.fromEntries(
    STORE_KEYS.map((key) => [
      accessTokenVariable(key),
      z.preprocess(emptyAsUnset, tokenSchema.optional()),
    ]),
  ),
});

/** Settings of the Storefront API, its account mails and the cart lifetime (issue 3). */
export interface StorefrontApiSettings {
  /** Public access token per store; the token also names the request's default store. */
  accessTokens: Readonly<Record<StoreKey, string>>;
  privateToken: string | null;
  publicUrl: string;
  storefrontUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  brandName: string;
  cartTtlDays: number;
  customerAccessTokenTtlDays: number;
  /** The development mailbox page exists only outside production. */
  devMailbox: boolean;
  /** Where the account site's login may return to; the storefront's origin when not given. */
  accountSiteReturnOrigins?: readonly string[];
  /** Retry and polling of the mail delivery worker; the defaults suit production. */
  mailDelivery?: Partial<MailDeliverySettings>;
  /** Signs the storefront's revalidation calls (REVALIDATION_SECRET); none: not called. */
  revalidationSecret?: string | null;
}

export interface CommerceConfig {
  port: number;
  host: string;
  database: DatabaseLocation;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** Processes sharing the port (workers.ts); 1 runs the service in this process alone. */
  workers: number;
  /** Null: /metrics answers loopback callers only. */
  metricsToken: string | null;
  production: boolean;
  seedDemoCatalog: boolean;
  /** Null: the storefront is not told about catalog changes and relies on its cache lifetime. */
  revalidationSecret: string | null;
  storefrontApi: StorefrontApiSettings;
  /** Answers kept by the search service's in-process cache; 0 turns it off. */
  searchCacheEntries: number;
}

/** Brand names as the storefront shows them (apps/storefront/messages, brand.name). */
export const BRAND_NAMES = { default: 'Vitalora', second: 'Nordpuls' } as const;

/**
 * Development defaults let a laptop run shop and storefront with no setup; in production
 * every store's token must be configured, so no guessable default ever guards real data.
 */
export function developmentAccessToken(key: StoreKey): string {
  return `shop-dev-storefront-token-${key}`;
}
export const DEVELOPMENT_PRIVATE_TOKEN = 'shop-dev-private-server-token';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): CommerceConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const setting = issue?.path.join('.') || 'environment';
    throw new ConfigError(`Invalid setting ${setting}: ${issue?.message ?? 'invalid value'}`);
  }
  const settings = parsed.data;
  const production = settings.NODE_ENV === 'production';
  if (settings.COMMERCE_WORKERS > 1 && !settings.DATABASE_URL) {
    throw new ConfigError(
      'Invalid setting COMMERCE_WORKERS: above 1 needs DATABASE_URL (the embedded database serves one process)',
    );
  }
  const accessTokens = Object.fromEntries(
    STORE_KEYS.map((key) => {
      const variable = accessTokenVariable(key);
      const value = environment[variable]?.trim() || undefined;
      if (!value && production) {
        throw new ConfigError(`Invalid setting ${variable}: required when NODE_ENV=production`);
      }
      return [key, value ?? developmentAccessToken(key)];
    }),
    // Object.fromEntries forgets the keys; every StoreKey was mapped just above.
  ) as Record<StoreKey, string>;
  const publicUrl = (settings.PUBLIC_URL ?? `http://${settings.HOST}:${settings.PORT}`).replace(
    /\/$/,
    '',
  );
  return {
    port: settings.PORT,
    host: settings.HOST,
    database: settings.DATABASE_URL
      ? { kind: 'postgres', url: settings.DATABASE_URL, slowQueryMs: settings.SLOW_QUERY_MS }
      : { kind: 'pglite', dataDir: settings.DATA_DIR, slowQueryMs: settings.SLOW_QUERY_MS },
    logLevel: settings.LOG_LEVEL,
    workers: settings.COMMERCE_WORKERS,
    metricsToken: settings.METRICS_TOKEN ?? null,
    production,
    seedDemoCatalog: settings.SEED_DEMO_CATALOG === 'true',
    revalidationSecret: settings.REVALIDATION_SECRET ?? null,
    searchCacheEntries: settings.SEARCH_CACHE_ENTRIES,
    storefrontApi: {
      accessTokens,
      privateToken:
        settings.STOREFRONT_PRIVATE_TOKEN ?? (production ? null : DEVELOPMENT_PRIVATE_TOKEN),
      publicUrl,
      storefrontUrl: settings.STOREFRONT_URL.replace(/\/$/, ''),
      smtpUrl: settings.SMTP_URL ?? null,
      mailFrom: settings.MAIL_FROM ?? `${BRAND_NAMES[settings.BRAND]} <shop@localhost>`,
      brandName: BRAND_NAMES[settings.BRAND],
      cartTtlDays: settings.CART_TTL_DAYS,
      customerAccessTokenTtlDays: settings.CUSTOMER_ACCESS_TOKEN_TTL_DAYS,
      devMailbox: !production,
      revalidationSecret: settings.REVALIDATION_SECRET ?? null,
      accountSiteReturnOrigins: [
        ...new Set(
          [settings.STOREFRONT_URL, ...(settings.ACCOUNT_SITE_RETURN_ORIGINS ?? [])].map(
            (url) => new URL(url).origin,
          ),
        ),
      ],
    },
  };
}
