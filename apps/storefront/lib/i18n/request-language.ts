import 'server-only';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@shop/shop-config';
import { headers } from 'next/headers';
import { LANGUAGE_HEADER } from '../request-context/headers';

/**
 * The language the proxy resolved for this request. For components that get no route params,
 * such as not-found pages; for an unknown prefix it is the browser's language.
 */
export async function requestLanguage(): Promise<LanguageCode> {
  const value = (await headers()).get(LANGUAGE_HEADER);
  return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
}
