import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constraints, type SearchTestApp, startSearchTestApp } from './search-test-app';

interface Tile {
  id: number;
  title: string;
  articleNumber: string;
  price: { amountMinor: number; currency: string };
}
interface ValuesAggregation {
  kind: 'values';
  facet: string;
  values: { value: string; label: string; count: number; selected: boolean }[];
}

let searchApp: SearchTestApp;

beforeAll(async () => {
  searchApp = await startSearchTestApp();
});
afterAll(() => searchApp?.close());

const post = (path: string, body: unknown, store = 'de') => searchApp.post(path, body, store);

const search = async (phrase: string, language = 'de', store = 'de', extra: object = {}) =>
  (await searchApp.searchListing(phrase, language, store, extra)) as {
    total: number;
    items: Tile[];
    aggregations?: unknown[];
  };

async function categoryPage(url: string, language: string, store: string, extra: object = {}) {
  const response = await post(
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
  return response.json().data as {
    type: string;
    self: { name: string; url: string };
    listing: {
      total: number;
      items: Tile[];
      aggregations: (ValuesAggregation | { kind: string })[];
    };
  };
}

const facet = (aggregations: { kind: string }[], name: string) =>
  aggregations.find(
    (aggregation): aggregation is ValuesAggregation =>
      aggregation.kind === 'values' && (aggregation as ValuesAggregation).facet === name,
  );

describe('full text search', () => {
  it('finds Blutdruckmessgeräte despite a typo and missing umlaut', async () => {
    const result = await search('blutdruckmesgerat');
    expect(result.total).toBeGreaterThanOrEqual(10);
    for (const item of result.items) expect(item.title).toMatch(/Blutdruckmessgerät/);
  });

  it('finds TENS devices for "tens" and EMS products for "ems"', async () => {
    const tens = await search('tens');
    expect(tens.total).toBeGreaterThan(0);
    expect(tens.items.every((item) => /TENS/.test(item.title))).toBe(true);
    const ems = await search('ems');
    expect(ems.items.some((item) => /EMS-Trainingsanzug/.test(item.title))).toBe(true);
  });

  it('finds a product by its exact article number', async () => {
    const [any] = (await search('blutdruckmessgerat')).items;
    const result = await search(any!.articleNumber);
    expect(result.items[0]?.id).toBe(any!.id);
  });

  it('searches in the shop language and prices in the store currency', async () => {
    const french = await search('tensiometre', 'fr', 'ch');
    expect(french.total).toBeGreaterThan(0);
    expect(french.items[0]!.title).toMatch(/[Tt]ensiomètre/);
    expect(french.items[0]!.price.currency).toBe('CHF');
    const polish = await search('cisnieniomierz', 'pl', 'pl');
    expect(polish.total).toBeGreaterThan(0);
    expect(polish.items[0]!.price.currency).toBe('PLN');
  });

  it.each([
    "'; drop table products; --",
    '.*[(+?\\',
    '%_%',
    '<script>alert(1)</script>',
    'a & b | !c:*',
  ])('answers the phrase %s without error', async (phrase) => {
    const result = await search(phrase);
    expect(Array.isArray(result.items)).toBe(true);
  });
});

describe('category pages, filters, sorting and paging', () => {
  it('resolves a category by its localized URL in three languages', async () => {
    const german = await categoryPage('/de/blutdruckmessgeraete/oberarm/', 'de', 'de');
    const french = await categoryPage('/fr/tensiometres/bras/', 'fr', 'fr');
    const polish = await categoryPage('/pl/cisnieniomierze/naramienne/', 'pl', 'pl');
    expect(german.type).toBe('category');
    expect(german.listing.total).toBeGreaterThan(5);
    expect(french.listing.total).toBe(german.listing.total);
    expect(polish.listing.total).toBeGreaterThan(0);
    expect(german.listing.items[0]!.price.currency).toBe('EUR');
    expect(polish.listing.items[0]!.price.currency).toBe('PLN');
  });

  it('answers an unknown category URL with 404', async () => {
    const response = await post('/search/page', {
      url: '/de/gibt-es-nicht/',
      count: 10,
      constraints: constraints('de', 'de'),
    });
    expect(response.statusCode).toBe(404);
  });

  it('narrows by a facet and keeps that facet’s own counts while others follow', async () => {
    const url = '/de/blutdruckmessgeraete/oberarm/';
    const all = await categoryPage(url, 'de', 'de');
    const cuffs = facet(all.listing.aggregations, 'cuffSize')!;
    const chosen = cuffs.values[0]!;
    const narrowed = await categoryPage(url, 'de', 'de', {
      aggregations: { cuffSize: [chosen.value] },
    });
    expect(narrowed.listing.total).toBe(chosen.count);
    const narrowedCuffs = facet(narrowed.listing.aggregations, 'cuffSize')!;
    expect(narrowedCuffs.values.map((value) => value.count)).toEqual(
      cuffs.values.map((value) => value.count),
    );
    expect(narrowedCuffs.values.find((value) => value.value === chosen.value)?.selected).toBe(true);
    const functionsBefore = facet(all.listing.aggregations, 'function')!.values;
    const functionsAfter = facet(narrowed.listing.aggregations, 'function')!.values;
    const sum = (values: { count: number }[]) =>
      values.reduce((total, value) => total + value.count, 0);
    expect(sum(functionsAfter)).toBeLessThan(sum(functionsBefore));
  });

  it('labels filter values in the shop language', async () => {
    const german = await categoryPage('/de/blutdruckmessgeraete/oberarm/', 'de', 'de');
    const french = await categoryPage('/fr/tensiometres/bras/', 'fr', 'fr');
    const germanLabels = facet(german.listing.aggregations, 'function')!.values.map(
      (value) => value.label,
    );
    const frenchLabels = facet(french.listing.aggregations, 'function')!.values.map(
      (value) => value.label,
    );
    expect(germanLabels).not.toEqual(frenchLabels);
  });

  it('filters clothing by fit, in stock and price range', async () => {
    const url = '/de/ems-training/bekleidung/';
    const all = await categoryPage(url, 'de', 'de');
    const fits = facet(all.listing.aggregations, 'fit')!
      .values.map((value) => value.value)
      .sort();
    expect(fits).toEqual(['men', 'unisex', 'women']);
    const women = await categoryPage(url, 'de', 'de', { aggregations: { fit: ['women'] } });
    expect(women.listing.total).toBeGreaterThan(0);
    expect(women.listing.total).toBeLessThan(all.listing.total);
    const inStock = await categoryPage(url, 'de', 'de', { aggregations: { inStock: true } });
    expect(inStock.listing.total).toBeLessThanOrEqual(all.listing.total);
    const cheap = await categoryPage(url, 'de', 'de', {
      aggregations: { price: { maxMinor: 5000 } },
    });
    for (const item of cheap.listing.items)
      expect(item.price.amountMinor).toBeLessThanOrEqual(5000);
  });

  it.each([
    ['priceAsc', (a: Tile, b: Tile) => a.price.amountMinor <= b.price.amountMinor],
    ['priceDesc', (a: Tile, b: Tile) => a.price.amountMinor >= b.price.amountMinor],
  ] as const)('sorts by %s on the store’s own prices', async (sorting, inOrder) => {
    for (const [language, store] of [
      ['de', 'de'],
      ['de', 'ch'],
      ['pl', 'pl'],
    ] as const) {
      const page = await post(
        '/search/search',
        { count: 100, sorting, constraints: constraints(language, store) },
        store,
      );
      const items: Tile[] = page.json().data.items;
      expect(items.length).toBeGreaterThan(10);
      for (let index = 1; index < items.length; index += 1) {
        expect(inOrder(items[index - 1]!, items[index]!)).toBe(true);
      }
    }
  });

  it.each([
    ['/de/ems-training/bekleidung/', 'size'],
    ['/de/ems-training/bekleidung/', 'color'],
    ['/de/blutdruckmessgeraete/oberarm/', 'operatingMode'],
    ['/de/blutdruckmessgeraete/oberarm/', 'function'],
  ])('on %s, each %s value narrows the listing to exactly its count', async (url, name) => {
    const all = await categoryPage(url, 'de', 'de');
    const values = facet(all.listing.aggregations, name)!.values;
    expect(values.length).toBeGreaterThan(0);
    for (const value of values.slice(0, 3)) {
      const narrowed = await categoryPage(url, 'de', 'de', {
        aggregations: { [name]: [value.value] },
      });
      expect(narrowed.listing.total).toBe(value.count);
    }
  });

  it('sorts by reviews and by newest first', async () => {
    const sorted = async (sorting: string) => {
      const response = await post('/search/search', {
        count: 100,
        sorting,
        constraints: constraints('de', 'de'),
      });
      return response.json().data.items as (Tile & { rating: { average: number } })[];
    };
    const byReviews = await sorted('reviews');
    for (let index = 1; index < byReviews.length; index += 1) {
      expect(byReviews[index - 1]!.rating.average).toBeGreaterThanOrEqual(
        byReviews[index]!.rating.average,
      );
    }
    const byPopularity = await sorted('popularity');
    const byNew = await sorted('new');
    expect(byNew.map((item) => item.id)).not.toEqual(byPopularity.map((item) => item.id));
    expect(new Set(byNew.map((item) => item.id))).toEqual(
      new Set(byPopularity.map((item) => item.id)),
    );
  });

  it('pages with count and offset without overlap', async () => {
    const page = (offset: number) =>
      post('/search/search', { count: 30, offset, constraints: constraints('de', 'de') }).then(
        (response) => response.json().data as { total: number; items: Tile[] },
      );
    const [first, second] = await Promise.all([page(0), page(30)]);
    expect(first.items).toHaveLength(30);
    const firstIds = new Set(first.items.map((item) => item.id));
    expect(second.items.some((item) => firstIds.has(item.id))).toBe(false);
    expect(first.total).toBe(68);
  });

  it.each([
    ['count 10,000', { count: 10_000 }],
    ['count 101', { count: 101 }],
    ['a negative offset', { count: 10, offset: -5 }],
    ['a 10 KB phrase', { count: 10, searchPhrase: 'x'.repeat(10_000) }],
    ['an unknown sorting', { count: 10, sorting: 'cheapest' }],
    ['an unknown filter', { count: 10, aggregations: { brand: ['x'] } }],
  ])('rejects %s with a clear 400', async (_case, body) => {
    const response = await post('/search/search', {
      ...body,
      constraints: constraints('de', 'de'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid request: \w+/);
  });

  it('ignores a params field, as the spec says', async () => {
    const response = await post('/search/search', {
      count: 5,
      params: { anything: true },
      constraints: constraints('de', 'de'),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('autosuggest', () => {
  it('suggests products by prefix plus matching categories, grouped', async () => {
    const response = await post('/search/autosuggest', {
      searchPhrase: 'blutdr',
      constraints: constraints('de', 'de'),
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.products.items.length).toBe(4);
    expect(data.products.count).toBeGreaterThan(4);
    expect(data.products.items[0]).toMatchObject({
      url: expect.stringMatching(/^\/de\/p\/\d+$/),
      picture_url_main: expect.stringMatching(/^\/media\//),
    });
    expect(data.categories.items.map((item: { title: string }) => item.title)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Blutdruckmessgeräte/)]),
    );
    expect(data).toHaveProperty('manufacturers');
    expect(data).toHaveProperty('others');
  });

  it('suggests by titles, subtitles, manufacturers and categories, not by descriptions', async () => {
    // A word of the German descriptions that starts no word of what autosuggest matches.
    const rows = (await searchApp.db.execute(sql`
      select d.word from ts_stat($$select document from search_texts where locale = 'de'$$) d
      where length(d.word) >= 5 and d.word ~ '^[a-z]+$'
        and not exists (select 1 from ts_stat($$select suggestion from search_texts where locale = 'de'$$) s
          where s.word like d.word || '%')
      order by d.ndoc desc, d.word limit 1`)) as unknown as { rows: Array<{ word: string }> };
    const word = rows.rows[0]?.word;
    if (!word) throw new Error('the demo descriptions have no word of their own');
    const found = await search(word);
    expect(found.total).toBeGreaterThan(0);
    const response = await post('/search/autosuggest', {
      searchPhrase: word,
      constraints: constraints('de', 'de'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.products).toEqual({ count: 0, items: [] });
    // The title of one of those products is suggested by its first word.
    const titleWord = found.items[0]!.title.split(' ')[0]!.toLowerCase();
    const byTitle = await post('/search/autosuggest', {
      searchPhrase: titleWord,
      constraints: constraints('de', 'de'),
    });
    expect(byTitle.json().data.products.count).toBeGreaterThan(0);
  });
});
