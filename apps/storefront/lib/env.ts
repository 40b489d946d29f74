import { z } from 'zod';

/** Brand variants of the shop; each has its own texts and colours (spec section 1). */
export const BRANDS = ['default', 'second'] as const;
export type Brand = (typeof BRANDS)[number];

// An empty variable counts as unset, so `BRAND=` behaves like no BRAND at all.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const storefrontEnvSchema = z.object({
  /** Base URL of the commerce service (search, media, storefront API). */
  COMMERCE_URL: optional(z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4000')),
  /** Public origin of the shop for absolute links (hreflang); the request's host when unset. */
  STOREFRONT_URL: optional(z.url({ protocol: /^https?$/ }).optional()),
  BRAND: optional(z.enum(BRANDS).default('default')),
  /**
   * Single sign-on mode (spec 2.5, 4, 6): 'on' makes the stores marked singleSignOn use the
   * account site, which hides the shop's own address and change-password pages there.
   */
  SINGLE_SIGN_ON: optional(z.enum(['on', 'off']).default('off')),
  /**
   * Base URL of the single sign-on account site (login, orders, identity, default address);
   * unset, the commerce service's COMMERCE_URL, whose account-site module serves it.
   */
  ACCOUNT_SITE_URL: optional(z.url({ protocol: /^https?$/ }).optional()),
  /** Customer service address of the order detail's offer to return a product (spec 3). */
  CUSTOMER_SERVICE_EMAIL: optional(z.email().default('service@shop.example')),
  /** Which English text set the 'en' shop shows (spec section 1). */
  ENGLISH_VARIANT: optional(z.enum(['en-GB', 'en-US']).default('en-GB')),
  /**
   * The shop's own scrape path, asked with the same body when the search service's page
   * endpoint does not answer 200 (spec 7); optional basic authorization as 'user:password'.
   */
  SEARCH_FALLBACK_URL: optional(z.url({ protocol: /^https?$/ }).optional()),
  SEARCH_FALLBACK_BASIC_AUTH: optional(
    z
      .string()
      .regex(/^[^:]+:.+$/)
      .optional(),
  ),
  /**
   * Server-to-server token of the commerce service (its STOREFRONT_PRIVATE_TOKEN): with it
   * the storefront may name the shopper's IP, so rate limits count shoppers, not the shop.
   * Unset: the commerce service's development default, which a production service refuses.
   */
  STOREFRONT_PRIVATE_TOKEN: optional(z.string().min(16).default('shop-dev-private-server-token')),
  /** Shared with the commerce service, which signs its cache revalidation calls with it. */
  REVALIDATION_SECRET: optional(z.string().min(16).optional()),
});
export type StorefrontEnv = z.infer<typeof storefrontEnvSchema>;

let parsed: StorefrontEnv | undefined;

/**
 * The storefront's configuration, read once from the environment and checked: a wrong value
 * stops the start with a message naming the variable, instead of failing on some later request.
 */
export function storefrontEnv(): StorefrontEnv {
  if (parsed === undefined) {
    const result = storefrontEnvSchema.safeParse(process.env);
    if (!result.success) {
      throw new Error(`Invalid storefront configuration:\n${z.prettifyError(result.error)}`);
    }
    parsed = result.data;
  }
  return parsed;
}

/** Joins the configured base URL (which may carry a path prefix) and an absolute path. */
export function commerceUrl(path: string): URL {
  const base = storefrontEnv().COMMERCE_URL.replace(/\/+$/, '');
  return new URL(`${base}${path}`);
}
