import { pageAnswerSchema, searchAnswerSchema } from '@shop/search-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constraints, type SearchTestApp, startSearchTestApp } from './search-test-app';

let shop: SearchTestApp;

beforeAll(async () => {
  shop = await startSearchTestApp();
});
afterAll(async () => {
  await shop.close();
});

async function categoryPage(url: string, language: string, store: string, extra: object = {}) {
  const response = await shop.post(
    '/search/page',
    {
      url,
      count: 48,
      enableAggregations: true,
      constraints: constraints(language, store),
      ...extra,
    },
    store,
  );
  expect(response.statusCode).toBe(200);
  const data = pageAnswerSchema.parse(response.json()).data;
  if (data.type !== 'category') throw new Error(`expected a category, got ${data.type}`);
  return data;
}

describe('listing tiles for the product listing (issue 6)', () => {
  it('carry badges, with sale only where the store shows a reduction', async () => {
    const { listing } = await categoryPage('/de/blutdruckmessgeraete/', 'de', 'de');
    const badges = listing.items.flatMap((tile) => tile.badges);
    expect(badges).toContain('online-only');
    expect(badges).toContain('seasonal-deal');
    for (const tile of listing.items) {
      const reduced =
        tile.strikethroughPrice !== null &&
        tile.strikethroughPrice.amountMinor > tile.price.amountMinor;
      if (tile.badges.includes('sale')) expect(reduced).toBe(true);
      // Fixed order: sale, online only, seasonal deal.
      const order = ['sale', 'online-only', 'seasonal-deal'];
      const positions = tile.badges.map((badge) => order.indexOf(badge));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('carry the filter values with labels of the language, matching what the filters select', async () => {
    const german = await categoryPage('/de/blutdruckmessgeraete/', 'de', 'de', {
      aggregations: { cuffSize: ['22-42cm'] },
    });
    expect(german.listing.total).toBeGreaterThan(0);
    for (const tile of german.listing.items) {
      const cuff = tile.features.filter((feature) => feature.facet === 'cuffSize');
      expect(cuff.map((feature) => feature.value)).toContain('22-42cm');
      expect(cuff.find((feature) => feature.value === '22-42cm')?.label).toBe('22–42 cm');
      expect(tile.features.some((feature) => feature.facet === 'operatingMode')).toBe(true);
    }
    const french = await categoryPage('/fr/tensiometres/', 'fr', 'fr');
    const modes = french.listing.items.flatMap((tile) =>
      tile.features.filter((feature) => feature.facet === 'operatingMode'),
    );
    expect(modes.some((feature) => feature.value === 'fully-automatic')).toBe(true);
    expect(modes.every((feature) => feature.label !== feature.value)).toBe(true);
  });

  it('are the same in search answers', async () => {
    const response = await shop.post('/search/search', {
      searchPhrase: 'blutdruck',
      isSearch: true,
      count: 10,
      constraints: constraints('de', 'de'),
    });
    const { data } = searchAnswerSchema.parse(response.json());
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.every((tile) => tile.features.length > 0)).toBe(true);
  });

  it('category pages name their URL in every language for alternate links', async () => {
    const page = await categoryPage('/de/blutdruckmessgeraete/oberarm/', 'de', 'de');
    expect(page.self.alternateUrls).toEqual(
      expect.arrayContaining([
        { language: 'de', url: '/de/blutdruckmessgeraete/oberarm/' },
        { language: 'fr', url: '/fr/tensiometres/bras/' },
        { language: 'pl', url: '/pl/cisnieniomierze/naramienne/' },
      ]),
    );
    expect(page.self.alternateUrls).toHaveLength(7);
  });
});
