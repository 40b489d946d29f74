import { expect, test } from '@playwright/test';
import { signRevalidation } from '@shop/search-contract/revalidation';
import { E2E_REVALIDATION_SECRET } from '../e2e-settings';

test.describe('cache revalidation webhook', () => {
  test('accepts a correctly signed call and names the tags it rebuilt', async ({ request }) => {
    const body = JSON.stringify({ tags: ['catalog', 'product:1'] });
    const response = await request.post('/api/revalidate', {
      headers: {
        'content-type': 'application/json',
        'x-shop-signature': signRevalidation(body, E2E_REVALIDATION_SECRET),
      },
      data: body,
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['catalog', 'product:1'] });
  });

  test('refuses unsigned, wrongly signed and malformed calls', async ({ request }) => {
    const body = JSON.stringify({ tags: ['catalog'] });
    const unsigned = await request.post('/api/revalidate', { data: body });
    expect(unsigned.status()).toBe(401);
    const forged = await request.post('/api/revalidate', {
      headers: { 'x-shop-signature': signRevalidation(body, 'not-the-secret-at-all') },
      data: body,
    });
    expect(forged.status()).toBe(401);
    const unknownTag = JSON.stringify({ tags: ['everything'] });
    const malformed = await request.post('/api/revalidate', {
      headers: { 'x-shop-signature': signRevalidation(unknownTag, E2E_REVALIDATION_SECRET) },
      data: unknownTag,
    });
    expect(malformed.status()).toBe(400);
  });
});
