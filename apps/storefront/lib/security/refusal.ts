/**
 * The proxy's localized refusal of a cross-site request (issue 9). The proxy runs before
 * next-intl's request configuration, so it reads the operations catalog directly.
 */
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  type LanguageCode,
  type MessageLocale,
} from '@shop/shop-config';
import { NextResponse } from 'next/server';
import { createTranslator } from 'next-intl';
import de from '../../messages/features/operations/de.json';
import enGB from '../../messages/features/operations/en-GB.json';
import enUS from '../../messages/features/operations/en-US.json';
import es from '../../messages/features/operations/es.json';
import fr from '../../messages/features/operations/fr.json';
import it from '../../messages/features/operations/it.json';
import nl from '../../messages/features/operations/nl.json';
import pl from '../../messages/features/operations/pl.json';
import { storefrontEnv } from '../env';
import { messageLocaleFor } from '../i18n/messages';

const OPERATIONS_CATALOGS: Record<MessageLocale, typeof de> = {
  de,
  fr,
  'en-GB': enGB,
  'en-US': enUS,
  nl,
  it,
  pl,
  es,
};

/** The language of a request without a language in its path: ?language=, the page it came from, Accept-Language. */
export function refusalLanguage(
  url: URL,
  headers: { get(name: string): string | null },
): LanguageCode {
  const fromQuery = url.searchParams.get('language');
  if (isLanguageCode(fromQuery)) return fromQuery;
  const fromPath = url.pathname.split('/')[1];
  if (isLanguageCode(fromPath)) return fromPath;
  for (const part of (headers.get('accept-language') ?? '').slice(0, 200).split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLanguageCode(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

/** 403 with the localized reason, as JSON (fetch callers) that a person can also read. */
export function crossSiteRefusal(language: LanguageCode): NextResponse {
  const locale = messageLocaleFor(language, storefrontEnv().ENGLISH_VARIANT);
  const t = createTranslator({
    locale,
    messages: OPERATIONS_CATALOGS[locale],
    namespace: 'security',
  });
  return NextResponse.json(
    { error: { code: 'crossSiteRefused', message: t('crossSiteRefused') } },
    { status: 403, headers: { 'cache-control': 'no-store' } },
  );
}
