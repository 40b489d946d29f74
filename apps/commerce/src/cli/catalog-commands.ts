/**
 * Operator commands that change the catalog (issue 4): stock and prices. Each change and
 * the search documents of its product commit together; the storefront is then told which
 * cached pages to rebuild.
 */
import { parseArgs } from 'node:util';
import { isStoreKey } from '@shop/shop-config';
import type { CommerceConfig } from '../config';
import { ConfigError } from '../config';
import type { Database } from '../db/client';
import { setVariantPrice, setVariantStock } from '../modules/catalog/catalog-changes';
import { createStorefrontNotifier } from '../modules/catalog/storefront-notifier';

export const CATALOG_USAGE = `  catalog:set-stock --article <number> --quantity <n>
                                         sets a variant's stock
  catalog:set-price --article <number> --store <key> --amount <cents> [--strikethrough <cents>|none]
                                         sets a variant's price in one store (kept in the price history)`;

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
  const [command, ...rest] = argv;
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
}

function requireStore(value: string | undefined) {
  if (!isStoreKey(value)) throw new ConfigError(`--store must name a store (got '${value ?? ''}')`);
  return value;
}
