import { isLanguageCode } from '@shop/shop-config';
import { getRequestConfig } from 'next-intl/server';
import { storefrontEnv } from '../env';
import { catalogFor, messageLocaleFor } from './messages';
import { requestLanguage } from './request-language';

/*
 * next-intl's per-request configuration. Server code passes the language explicitly
 * (getTranslations({ locale: language })); without one, the proxy's language header applies.
 * Texts and formatting follow the message locale, so English reads en-GB or en-US.
 */
export default getRequestConfig(async ({ locale }) => {
  const language = isLanguageCode(locale) ? locale : await requestLanguage();
  const { BRAND, ENGLISH_VARIANT } = storefrontEnv();
  const messageLocale = messageLocaleFor(language, ENGLISH_VARIANT);
  return { locale: messageLocale, messages: catalogFor(messageLocale, BRAND) };
});
