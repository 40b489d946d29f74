/**
 * The storefront settings snippet as other modules need it: catalogue mode (spec 1, 6)
 * hides cart and checkout in the storefront, and the cart and checkout APIs refuse writes
 * while it is on, in the same language the storefront reads it in.
 */
import type { ContentLookup } from './content-store';
import { getSnippets } from './service';

export async function isCatalogueMode(lookup: ContentLookup): Promise<boolean> {
  const [snippet] = await getSnippets(lookup, ['storefront-settings']);
  if (snippet?.snippetId !== 'storefront-settings') return false;
  return snippet.config.main.elements[0].properties.content.isCatalogueMode;
}
