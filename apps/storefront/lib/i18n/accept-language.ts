import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@shop/shop-config';

interface LanguageRange {
  primary: string;
  quality: number;
  position: number;
}

function parseRange(entry: string, position: number): LanguageRange | undefined {
  const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
  if (tag === '' || tag === '*') return undefined;
  const qualityParameter = parameters.find((parameter) => /^q\s*=/i.test(parameter));
  const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.split('=')[1]);
  if (!Number.isFinite(quality) || quality <= 0) return undefined;
  const primary = tag.split('-')[0]?.toLowerCase() ?? '';
  return { primary, quality, position };
}

/**
 * The shop language a browser prefers, from its Accept-Language header (RFC 9110): ranges
 * ordered by quality, earlier ones first on a tie, matched on the primary subtag so that
 * 'de-CH' or 'en-US' pick 'de' or 'en'. Without a match the default language 'de' applies
 * (spec section 9).
 */
export function preferredLanguage(acceptLanguage: string | null | undefined): LanguageCode {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((entry, position) => parseRange(entry, position))
    .filter((range): range is LanguageRange => range !== undefined)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  return ranges.map((range) => range.primary).find(isLanguageCode) ?? DEFAULT_LANGUAGE;
}
