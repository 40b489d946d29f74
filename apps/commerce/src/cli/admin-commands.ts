/**
 * The operator's commands for the Storefront API's data (issue 3). Each command parses
 * its options, calls one service and prints one summary line; no SQL needed.
 */
import { parseArgs } from 'node:util';
import {
  DEFAULT_STORE_KEY,
  getStore,
  isLanguageCode,
  isStoreKey,
  type LanguageCode,
} from '@shop/shop-config';
import { emailSchema } from '@shop/validation';
import { eq } from 'drizzle-orm';
import type { CommerceConfig } from '../config';
import { ConfigError } from '../config';
import type { Database } from '../db/client';
import { purgeExpiredCarts } from '../modules/carts/purge-carts';
import { normalizeEmail } from '../modules/customers/customer-fields';
import { inviteCustomer } from '../modules/customers/invite-customer';
import { customerAddresses, customers } from '../modules/customers/schema';
import { createMailer } from '../modules/mail/mailer';
import { createDemoOrders } from '../modules/orders/demo-orders';
import { purgeExpired } from '../modules/storefront-api/purge-expired';
import { CATALOG_USAGE } from './catalog-commands';
import { CHECKOUT_USAGE } from './checkout-commands';
import { MAINTENANCE_USAGE } from './maintenance-commands';
import { REVIEW_USAGE } from './review-commands';

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [options]

  orders:create-demo --email <address>   three realistic orders (delivered with tracking, in
                                         progress, cancelled) for the customer; an unknown
                                         address gets an invited account first
  customers:invite --email <address> [--language de] [--store de] [--first-name A] [--last-name B]
                                         opens an invited account and mails the activation link
  carts:purge                            deletes carts untouched for CART_TTL_DAYS
  storefront:purge-expired               deletes expired carts, sessions, one-time tokens and
                                         old rate-limit counters
${CATALOG_USAGE}
${CHECKOUT_USAGE}
${REVIEW_USAGE}
${MAINTENANCE_USAGE}

  --service <url>                        runs the command in the running commerce service
                                         (development only), e.g. while the shop holds the
                                         embedded database`;

export interface AdminDependencies {
  db: Database;
  config: CommerceConfig;
  print: (line: string) => void;
  now?: Date;
}

function requireEmail(value: string | undefined): string {
  if (!value || !emailSchema.safeParse(value).success)
    throw new ConfigError('--email must be a valid e-mail address');
  return value;
}

function languageOption(value: string | undefined, fallback: LanguageCode): LanguageCode {
  if (value === undefined) return fallback;
  if (!isLanguageCode(value))
    throw new ConfigError(`--language must be one of de, fr, en, nl, it, pl, es (got '${value}')`);
  return value;
}

export async function runAdminCommand(argv: string[], deps: AdminDependencies): Promise<void> {
  const [command, ...rest] = argv;
  const now = deps.now ?? new Date();
  const settings = deps.config.storefrontApi;
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      language: { type: 'string' },
      store: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    strict: true,
  });
  const mailer = createMailer({
    smtpUrl: settings.smtpUrl,
    from: settings.mailFrom,
    db: deps.db,
    // The commerce service's worker delivers; the command only tries once before it ends.
    deliver: false,
    onError: (error) =>
      deps.print(
        `Sending a mail failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
  });
  const accountContext = (storeKey: string, language: LanguageCode) => ({
    db: deps.db,
    store: getStore(isStoreKey(storeKey) ? storeKey : DEFAULT_STORE_KEY),
    language,
    now,
    mailer,
    storefrontUrl: settings.storefrontUrl,
    brandName: settings.brandName,
    accessTokenTtlDays: settings.customerAccessTokenTtlDays,
  });
  try {
    switch (command) {
      case 'carts:purge': {
        const removed = await purgeExpiredCarts(deps.db, {
          now,
          cartTtlDays: settings.cartTtlDays,
        });
        deps.print(`Purged ${removed} carts untouched for more than ${settings.cartTtlDays} days.`);
        return;
      }
      case 'storefront:purge-expired': {
        const summary = await purgeExpired(deps.db, { now, cartTtlDays: settings.cartTtlDays });
        deps.print(
          `Purged ${summary.carts} carts, ${summary.accessTokens} sessions, ${summary.oneTimeTokens} one-time tokens, ${summary.rateLimitWindows} rate-limit counters, ${summary.unconfirmedNewsletterSubscriptions} unconfirmed newsletter addresses.`,
        );
        return;
      }
      case 'customers:invite': {
        const storeKey = values.store ?? DEFAULT_STORE_KEY;
        if (!isStoreKey(storeKey))
          throw new ConfigError(`--store must name a store (got '${storeKey}')`);
        const language = languageOption(values.language, getStore(storeKey).defaultLanguage);
        const { customer, invited } = await inviteCustomer(accountContext(storeKey, language), {
          email: requireEmail(values.email),
          firstName: values['first-name'] ?? null,
          lastName: values['last-name'] ?? null,
        });
        deps.print(
          invited
            ? `Invited ${customer.email} (customer ${customer.id}); the activation mail is on its way.`
            : `${customer.email} already has an account (customer ${customer.id}, ${customer.state}).`,
        );
        return;
      }
      case 'orders:create-demo': {
        const email = requireEmail(values.email);
        const [existing] = await deps.db
          .select()
          .from(customers)
          .where(eq(customers.emailNormalized, normalizeEmail(email)));
        const customer =
          existing ??
          (
            await inviteCustomer(
              accountContext(DEFAULT_STORE_KEY, languageOption(values.language, 'de')),
              { email },
            )
          ).customer;
        const storeKey = isStoreKey(customer.storeKey) ? customer.storeKey : DEFAULT_STORE_KEY;
        const [address] = customer.defaultAddressId
          ? await deps.db
              .select()
              .from(customerAddresses)
              .where(eq(customerAddresses.id, customer.defaultAddressId))
          : [];
        const created = await createDemoOrders(
          deps.db,
          {
            id: customer.id,
            email: customer.email,
            firstName: customer.firstName,
            lastName: customer.lastName,
            store: getStore(storeKey),
            language: isLanguageCode(customer.language) ? customer.language : 'de',
            address: address ?? null,
          },
          now,
        );
        deps.print(
          `Created orders ${created.map((order) => `#${order.orderNumber}`).join(', ')} for ${customer.email} (customer ${customer.id}).`,
        );
        return;
      }
      default:
        throw new ConfigError(
          command ? `Unknown command '${command}'.\n${ADMIN_USAGE}` : ADMIN_USAGE,
        );
    }
  } finally {
    await mailer.idle();
    await mailer.deliverDue().catch(() => {});
    await mailer.close();
  }
}
