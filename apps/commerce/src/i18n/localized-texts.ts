import type { LanguageCode } from '@shop/shop-config';

/** One message in every content language (user errors, mails). */
export type LocalizedTexts = Readonly<Record<LanguageCode, string>>;

/** The message in the language, with its `{n}` placeholder filled when a number is given. */
export function localizedText(texts: LocalizedTexts, language: LanguageCode, n?: number): string {
  const text = texts[language];
  return n === undefined ? text : text.replaceAll('{n}', String(n));
}
