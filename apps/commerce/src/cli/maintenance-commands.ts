/**
 * Operator commands that keep the data tidy: `maintenance:purge` deletes everything past
 * its keeping time (back-in-stock requests after six months, spec 9; expired carts,
 * sessions, one-time tokens and rate-limit counters); `back-in-stock:send` mails the
 * shoppers whose variant is in stock again, e.g. after a catalog import or a mail failure.
 */
import type { CommerceConfig } from '../config';
import { ConfigError } from '../config';
import type { Database } from '../db/client';
import { purgeBackInStockRequests } from '../modules/back-in-stock/purge-requests';
import { sendBackInStockNotices } from '../modules/back-in-stock/send-notices';
import { createMailer } from '../modules/mail/mailer';
import { purgeExpired } from '../modules/storefront-api/purge-expired';

export const MAINTENANCE_USAGE = `  maintenance:purge                      deletes back-in-stock requests older than six
                                         months and expired carts, sessions, tokens and
                                         rate-limit counters
  back-in-stock:send                     mails every waiting shopper whose variant is in
                                         stock again`;

export async function runMaintenanceCommand(
  argv: string[],
  deps: { db: Database; config: CommerceConfig; print: (line: string) => void; now?: Date },
): Promise<void> {
  const [command, ...rest] = argv;
  if (rest.length > 0) throw new ConfigError(`${command} takes no options`);
  const now = deps.now ?? new Date();
  const settings = deps.config.storefrontApi;
  if (command === 'maintenance:purge') {
    const requests = await purgeBackInStockRequests(deps.db, now);
    const expired = await purgeExpired(deps.db, { now, cartTtlDays: settings.cartTtlDays });
    deps.print(
      `Purged ${requests} back-in-stock requests older than six months, ${expired.carts} carts, ${expired.accessTokens} sessions, ${expired.oneTimeTokens} one-time tokens, ${expired.rateLimitWindows} rate-limit counters.`,
    );
    return;
  }
  if (command === 'back-in-stock:send') {
    const mailer = createMailer({
      smtpUrl: settings.smtpUrl,
      from: settings.mailFrom,
      db: deps.db,
      onError: () => {},
    });
    try {
      const summary = await sendBackInStockNotices(deps.db, mailer, {
        storefrontUrl: settings.storefrontUrl,
        brandName: settings.brandName,
        now,
      });
      deps.print(`Back-in-stock notices: ${summary.sent} sent, ${summary.failed} failed.`);
    } finally {
      await mailer.close();
    }
    return;
  }
  throw new ConfigError(`Unknown command '${command}'.\n${MAINTENANCE_USAGE}`);
}
