/**
 * Recognizes a product page URL, /{language}/p/{id} (spec 2.1), in a page request. The
 * page may name a variant as ?variant={id}, so a shared link opens the same size or colour.
 */
import { type LanguageCode, productPath } from '@shop/shop-config';
import { RequestError } from '../../plugins/error-handler';

/** Largest PostgreSQL integer; a longer id can name no product or variant. */
const MAX_CATALOG_ID = 2_147_483_647;

export interface ProductPathRequest {
  productId: number;
  variantId: number | undefined;
}

function catalogId(text: string): number | undefined {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_CATALOG_ID ? id : undefined;
}

/**
 * The product and variant a URL names, or undefined when it is no product path in the
 * language. An id that cannot exist is a 404 (as an unknown one would be); a malformed
 * variant parameter is the caller's mistake, a 400.
 */
export function parseProductPath(
  language: LanguageCode,
  url: string,
): ProductPathRequest | undefined {
  const prefix = productPath(language, '');
  if (!url.startsWith(prefix)) return undefined;
  const [pathPart = '', queryPart = ''] = url.slice(prefix.length).split('?', 2);
  const segment = pathPart.replace(/\/$/, '');
  const productId = catalogId(segment);
  if (productId === undefined) {
    throw new RequestError(404, `No product '${segment.slice(0, 40)}' in language ${language}`);
  }
  const variantText = new URLSearchParams(queryPart).get('variant');
  if (variantText === null || variantText === '') return { productId, variantId: undefined };
  const variantId = catalogId(variantText);
  if (variantId === undefined) {
    throw new RequestError(400, 'Invalid request: url: the variant parameter must be a variant id');
  }
  return { productId, variantId };
}
