/**
 * Operator commands of the checkout (issue 7): ship an order with tracking, and switch the
 * shop into or out of catalogue mode. Each prints one line; mistakes end with one line.
 */
import { parseArgs } from 'node:util';
import type { CommerceConfig } from '../config';
import { ConfigError } from '../config';
import type { Database } from '../db/client';
import { createStorefrontNotifier } from '../modules/catalog/storefront-notifier';
import { CARRIERS } from '../modules/checkout/carriers';
import { fulfilOrder } from '../modules/checkout/fulfil-order';
import { setCatalogueMode } from '../modules/content/storefront-settings';
import { createMailer } from '../modules/mail/mailer';

export const CHECKOUT_USAGE = `  orders:fulfil <orderNumber> --carrier <name> --tracking <number>
                                         marks the order shipped with a tracking link (known
                                         carriers: ${CARRIERS.map((carrier) => carrier.name).join(', ')})
                                         and sends the shipping mail
  settings:catalogue-mode <on|off>       shows the shop as a catalogue (no cart, checkout or
                                         account actions) or sells again`;

export function isCheckoutCommand(command: string | undefined): boolean {
  return command === 'orders:fulfil' || command === 'settings:catalogue-mode';
}

const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

export async function runCheckoutCommand(
  argv: string[],
  deps: { db: Database; config: CommerceConfig; print: (line: string) => void; now?: Date },
): Promise<void> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    options: { carrier: { type: 'string' }, tracking: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const settings = deps.config.storefrontApi;
  if (command === 'settings:catalogue-mode') {
    const [state] = positionals;
    if (positionals.length !== 1 || (state !== 'on' && state !== 'off'))
      throw new ConfigError('settings:catalogue-mode takes on or off');
    const documents = await setCatalogueMode(deps.db, state === 'on');
    await createStorefrontNotifier({
      storefrontUrl: settings.storefrontUrl,
      secret: deps.config.revalidationSecret,
      log: deps.print,
    })(['content']);
    deps.print(
      `Catalogue mode is ${state} (${documents} storefront settings ${documents === 1 ? 'document' : 'documents'}).`,
    );
    return;
  }
  const [number] = positionals;
  if (positionals.length !== 1 || !number || !/^[1-9]\d{0,9}$/.test(number))
    throw new ConfigError('orders:fulfil needs the order number, e.g. orders:fulfil 1001');
  const carrier = values.carrier?.trim() ?? '';
  if (carrier.length === 0 || carrier.length > 60)
    throw new ConfigError('--carrier must name the parcel service, e.g. --carrier DHL');
  const tracking = values.tracking?.trim() ?? '';
  if (!TRACKING_NUMBER.test(tracking))
    throw new ConfigError('--tracking must be 4 to 40 letters, digits or dashes');
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
  try {
    const result = await fulfilOrder(
      { db: deps.db, mailer, brandName: settings.brandName, now: deps.now ?? new Date() },
      { orderNumber: Number(number), carrier, trackingNumber: tracking },
    );
    if (result.status === 'unknown-order') throw new ConfigError(`No order #${number}`);
    if (result.status === 'cancelled')
      throw new ConfigError(`Order #${number} is cancelled and cannot be shipped`);
    if (result.status === 'already-fulfilled')
      throw new ConfigError(`Order #${number} is already fulfilled`);
    deps.print(
      `Order #${number} fulfilled with ${result.carrier} ${tracking}${result.trackingUrl ? ` (${result.trackingUrl})` : ' (no tracking link for this carrier)'}; ${result.mailedTo ? `shipping mail to ${result.mailedTo}` : 'no e-mail address, no mail'}.`,
    );
  } finally {
    await mailer.deliverDue().catch(() => {});
    await mailer.close();
  }
}
