/**
 * Operator commands that change the catalog (issue 4): stock and prices. Each change and
 * the search documents of its product commit together; the storefront is then told which
 * cached pages to rebuild. Also the full rebuild of the search documents.
 */
import { parseArgs } from 'node:util';
import { isStoreKey } from '@shop/shop-config';
import type { CommerceConfig } from '../config';
import { ConfigError } from '../config';
import type { Database } from '../db/client';
import { sendBackInStockNotices } from '../modules/back-in-stock/send-notices';
import { setVariantPrice, setVariantStock } from '../modules/catalog/catalog-changes';
import { createStorefrontNotifier } from '../modules/catalog/storefront-notifier';
import { createMailer } from '../modules/mail/mailer';
import { refreshSearchDocuments } from '../modules/search/indexer';

/** Command names that end up in runCatalogCommand; `stock:set` is the name. */
export function isCatalogCommand(command: string | undefined): boolean {
  return command?.startsWith('catalog:') === true || command === 'stock:set';
}

export const CATALOG_USAGE = `  catalog:set-stock --article <number> --quantity <n>   (alias stock:set)
                                         sets a variant's stock; stock rising above zero
                                         mails the shoppers waiting for the variant
  catalog:set-price --article <number> --store <key> --amount <cents> [--strikethrough <cents>|none]
                                         sets a variant's price in one store (kept in the price history)
  catalog:reindex-search                 rebuilds every search document in one transaction, laid
                                         out language by language (decision 202); searches keep
                                         answering from the old ones until it commits`;

function wholeNumber(option: string, value: string | undefined): number {
  const number = Number(value);
  if (value === undefined || !/^\d{1,9}$/.test(value) || !Number.isSafeInteger(number)) {
    throw new ConfigError(`--${option} must be a whole number (got '${value ?? ''}')`);
  }
  return number;
}

export async function runCatalogCommand(
  argv: string[],
  deps: { db: Database; config: CommerceConfig; print: (line: string) => void },
): Promise<void> {
  const [named, ...rest] = argv;
  const command = named === 'stock:set' ? 'catalog:set-stock' : named;
  const { values } = parseArgs({
    args: rest,
    options: {
      article: { type: 'string' },
      quantity: { type: 'string' },
      store: { type: 'string' },
      amount: { type: 'string' },
      strikethrough: { type: 'string' },
    },
    strict: true,
  });
  const notify = createStorefrontNotifier({
    storefrontUrl: deps.config.storefrontApi.storefrontUrl,
    secret: deps.config.revalidationSecret,
    log: deps.print,
  });
  if (command === 'catalog:reindex-search') {
    const started = performance.now();
    await deps.db.transaction((tx) => refreshSearchDocuments(tx));
    await notify(['catalog']);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    deps.print(`Rebuilt the search documents of every product in ${seconds} s.`);
    return;
  }
  const articleNumber = values.article?.trim();
  if (!articleNumber) throw new ConfigError('--article must name a variant article number');
  const result =
    command === 'catalog:set-stock'
      ? await setVariantStock(deps.db, notify, {
          articleNumber,
          quantity: wholeNumber('quantity', values.quantity),
        })
      : command === 'catalog:set-price'
        ? await setVariantPrice(deps.db, notify, {
            articleNumber,
            storeKey: requireStore(values.store),
            amountMinor: wholeNumber('amount', values.amount),
            strikethroughMinor:
              values.strikethrough === undefined
                ? undefined
                : values.strikethrough === 'none'
                  ? null
                  : wholeNumber('strikethrough', values.strikethrough),
          })
        : undefined;
  if (!result) throw new ConfigError(`Unknown command '${command}'.\n${CATALOG_USAGE}`);
  if (result.status === 'unknown-variant') {
    throw new ConfigError(`No variant with article number '${articleNumber}'`);
  }
  if (result.status === 'not-sold-in-store') {
    throw new ConfigError(`Variant '${articleNumber}' is not sold in store '${values.store}'`);
  }
  deps.print(`Changed ${articleNumber} (product ${result.productId}); search is up to date.`);
  if (command === 'catalog:set-stock') await mailWaitingShoppers(deps, result.variantId);
}

/** Stock above zero again: the shoppers waiting for the variant get their notice now. */
async function mailWaitingShoppers(
  deps: { db: Database; config: CommerceConfig; print: (line: string) => void },
  variantId: number,
): Promise<void> {
  const settings = deps.config.storefrontApi;
  const mailer = createMailer({
    smtpUrl: settings.smtpUrl,
    from: settings.mailFrom,
    db: deps.db,
    onError: (error) =>
      deps.print(
        `Sending a mail failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
  });
  try {
    const summary = await sendBackInStockNotices(
      deps.db,
      mailer,
      { storefrontUrl: settings.storefrontUrl, brandName: settings.brandName, now: new Date() },
      [variantId],
    );
    if (summary.sent > 0 || summary.failed > 0) {
      deps.print(
        `Back-in-stock notices: ${summary.sent} sent, ${summary.failed} failed (run back-in-stock:send to retry).`,
      );
    }
  } finally {
    await mailer.close();
  }
}

function requireStore(value: string | undefined) {
  if (!isStoreKey(value)) throw new ConfigError(`--store must name a store (got '${value ?? ''}')`);
  return value;
}
