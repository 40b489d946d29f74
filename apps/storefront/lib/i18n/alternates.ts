import {
  LANGUAGE_CODES,
  LANGUAGES,
  type LanguageCode,
  X_DEFAULT_LANGUAGE,
} from '@shop/shop-config';

/**
 * Alternate-language links of a page (spec 2.4), for Next's `alternates.languages`: the same
 * page in each of the seven languages plus x-default. Each page passes how its path reads in
 * a language, because route slugs are localized.
 */
export function alternateLanguages(
  pathIn: (language: LanguageCode) => string,
): Record<string, string> {
  const links: Record<string, string> = {};
  for (const language of LANGUAGE_CODES) links[LANGUAGES[language].hreflang] = pathIn(language);
  links['x-default'] = pathIn(X_DEFAULT_LANGUAGE);
  return links;
}
