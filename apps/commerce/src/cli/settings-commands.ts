/**
 * `settings:catalogue-mode on|off`: switches catalogue mode (spec 1, 6: cart, checkout and
 * account actions hidden) by writing the storefront-settings snippet of every language,
 * then tells the storefront that its cached content is stale. Minimal version for the
 * cart journeys (issue 7); the checkout back end may add more settings here.
 */
import { LANGUAGE_CODES } from '@shop/shop-config';
import type { CommerceConfig } from '../config';
import { ConfigError } from '../config';
import type { Database } from '../db/client';
import { createStorefrontNotifier } from '../modules/catalog/storefront-notifier';
import { saveContentRecords } from '../modules/content/content-store';

export const SETTINGS_USAGE = `  settings:catalogue-mode on|off          hides (on) or shows (off) cart, checkout and
                                         account actions in every language`;

export async function runSettingsCommand(
  argv: string[],
  deps: { db: Database; config: CommerceConfig; print: (line: string) => void },
): Promise<void> {
  const [command, value, ...rest] = argv;
  if (command !== 'settings:catalogue-mode') {
    throw new ConfigError(`Unknown command '${command}'.\n${SETTINGS_USAGE}`);
  }
  if ((value !== 'on' && value !== 'off') || rest.length > 0) {
    throw new ConfigError(`settings:catalogue-mode takes 'on' or 'off'.\n${SETTINGS_USAGE}`);
  }
  const isCatalogueMode = value === 'on';
  const result = await saveContentRecords(
    deps.db,
    LANGUAGE_CODES.map((locale) => ({
      kind: 'snippet',
      key: 'storefront-settings',
      locale,
      brand: 'default',
      document: {
        snippetId: 'storefront-settings',
        config: {
          main: {
            elements: [
              { component: 'storefront-settings', properties: { content: { isCatalogueMode } } },
            ],
          },
        },
      },
    })),
  );
  if (result.written > 0) {
    const notify = createStorefrontNotifier({
      storefrontUrl: deps.config.storefrontApi.storefrontUrl,
      secret: deps.config.revalidationSecret,
      log: deps.print,
    });
    await notify(['content']);
  }
  deps.print(`Catalogue mode is ${value}.`);
}
