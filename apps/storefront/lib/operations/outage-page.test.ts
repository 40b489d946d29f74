import { createHash } from 'node:crypto';
import { LANGUAGE_CODES } from '@shop/shop-config';
import { describe, expect, it } from 'vitest';
import { outagePageResponse } from './outage-page';

describe('the outage page', () => {
  it('answers 503 with Retry-After, never cached, in German for /de/', async () => {
    const response = outagePageResponse('de', '/de/blutdruckmessgeraete/?sort=priceAsc');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Der Shop ist gleich wieder für Sie da</h1>');
    expect(html).toContain('<a href="/de/blutdruckmessgeraete/?sort=priceAsc">Seite neu laden</a>');
  });

  it('has its own text in every language, and no script', async () => {
    const headings = new Set<string>();
    for (const language of LANGUAGE_CODES) {
      const html = await outagePageResponse(language, `/${language}/`).text();
      expect(html).not.toContain('<script');
      headings.add(/<h1>(.*)<\/h1>/.exec(html)?.[1] ?? '');
    }
    expect(headings.size).toBe(LANGUAGE_CODES.length);
  });

  it('allows exactly its own style by hash and escapes the reload link', async () => {
    const response = outagePageResponse('fr', '/fr/"><script>alert(1)</script>');
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    const style = /<style>(.*)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`style-src 'sha256-${hash}'`);
  });
});
