/**
 * The storefront settings snippet as other modules need it: catalogue mode (spec 1, 6)
 * hides cart and checkout in the storefront, and the cart and checkout APIs refuse writes
 * while it is on, in the same language the storefront reads it in.
 */
import { DEFAULT_CONTENT_BRAND } from '@shop/search-contract';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@shop/shop-config';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ContentLookup, type StoredValueLocation, saveContentRecords } from './content-store';
import { contentDocuments } from './schema';
import { getSnippets } from './service';

export async function isCatalogueMode(lookup: ContentLookup): Promise<boolean> {
  const [snippet] = await getSnippets(lookup, ['storefront-settings']);
  if (snippet?.snippetId !== 'storefront-settings') return false;
  return snippet.config.main.elements[0].properties.content.isCatalogueMode;
}

/**
 * Where isCatalogueMode finds the setting, for the one-statement cart change that checks it
 * in the same round trip (carts/add-cart-lines.ts): the snippet as getSnippets picks
 * it for the language and the default brand, and the flag's place in the document. That
 * statement goes ahead only when the flag is stored as `false` or no settings exist, and
 * otherwise leaves the decision to isCatalogueMode.
 */
export function catalogueModeLocation(language: LanguageCode): StoredValueLocation {
  return {
    kind: 'snippet',
    key: 'storefront-settings',
    locales: [language, DEFAULT_LANGUAGE],
    brands: [DEFAULT_CONTENT_BRAND],
    path: ['config', 'main', 'elements', '0', 'properties', 'content', 'isCatalogueMode'],
  };
}

/**
 * Switches catalogue mode in every language and brand that has storefront settings (the
 * default language and brand when none has), so no storefront language keeps selling.
 * Answers how many settings documents now carry the value.
 */
export async function setCatalogueMode(db: Database, on: boolean): Promise<number> {
  const stored = await db
    .select({ locale: contentDocuments.locale, brand: contentDocuments.brand })
    .from(contentDocuments)
    .where(
      and(eq(contentDocuments.kind, 'snippet'), eq(contentDocuments.key, 'storefront-settings')),
    );
  const placements =
    stored.length > 0 ? stored : [{ locale: DEFAULT_LANGUAGE, brand: DEFAULT_CONTENT_BRAND }];
  await saveContentRecords(
    db,
    placements.map(({ locale, brand }) => ({
      kind: 'snippet',
      key: 'storefront-settings',
      locale,
      brand,
      document: {
        snippetId: 'storefront-settings',
        config: {
          main: {
            elements: [
              {
                component: 'storefront-settings',
                properties: { content: { isCatalogueMode: on } },
              },
            ],
          },
        },
      },
    })),
  );
  return placements.length;
}
