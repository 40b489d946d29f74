import { createHash } from 'node:crypto';
import type { LanguageCode } from '@shop/shop-config';
import { createTranslator } from 'next-intl';
import { storefrontEnv } from '../env';
import { catalogFor, messageLocaleFor } from '../i18n/messages';

/** Seconds a browser or crawler should wait before asking again (Retry-After). */
const RETRY_AFTER_SECONDS = 30;

// Self-contained: the page needs nothing from the commerce service, no script, no font.
const STYLE = [
  'body{margin:0;font-family:system-ui,sans-serif;color:#1a1a1a;background:#fff}',
  'main{max-width:36rem;margin:15vh auto;padding:0 1.5rem;line-height:1.5}',
  'h1{font-size:1.75rem;margin:0 0 1rem}',
  'a{color:#0b4f8a;font-weight:600}',
  'a:focus-visible{outline:3px solid #0b4f8a;outline-offset:2px}',
].join('');
const STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * The friendly page every shop page answers while the commerce service or its database is
 * down: status 503 with Retry-After (so crawlers keep the indexed page), in the shopper's
 * language, with a link that reloads the page they asked for.
 */
export function outagePageResponse(language: LanguageCode, pathWithQuery: string): Response {
  const { BRAND, ENGLISH_VARIANT } = storefrontEnv();
  const locale = messageLocaleFor(language, ENGLISH_VARIANT);
  const t = createTranslator({
    locale,
    messages: catalogFor(locale, BRAND),
    namespace: 'outage',
  });
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('title'))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t('heading'))}</h1>
<p>${escapeHtml(t('message'))}</p>
<p><a href="${escapeHtml(pathWithQuery)}">${escapeHtml(t('retry'))}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(RETRY_AFTER_SECONDS),
      'content-security-policy': `default-src 'none'; style-src '${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    },
  });
}
