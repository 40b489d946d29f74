import {
  documentsAnswerSchema,
  favoritesAnswerSchema,
  type ProductTile,
  productLookupAnswerSchema,
  recommendationAnswerSchema,
} from '@shop/search-contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, media, productCategories, products, variants } from '../catalog/schema';
import { constraints, type SearchTestApp, startSearchTestApp } from './search-test-app';

let shop: SearchTestApp;

beforeAll(async () => {
  shop = await startSearchTestApp();
});
afterAll(async () => {
  await shop?.close();
});

async function lookup(ids: unknown[], language = 'de', store = 'de') {
  const response = await shop.post(
    '/search/products',
    { ids, constraints: constraints(language, store) },
    store,
  );
  expect(response.statusCode, response.body).toBe(200);
  return productLookupAnswerSchema.parse(response.json()).data;
}

async function favorites(datatype: string, ids: unknown[], language = 'de', store = 'de') {
  const response = await shop.post(
    '/search/favorites',
    { datatype, ids, constraints: constraints(language, store) },
    store,
  );
  expect(response.statusCode, response.body).toBe(200);
  return favoritesAnswerSchema.parse(response.json()).data;
}

async function recommend(body: object, store = 'de') {
  const response = await shop.post(
    '/search/recommendation',
    { ...body, constraints: constraints('de', store) },
    store,
  );
  expect(response.statusCode, response.body).toBe(200);
  return recommendationAnswerSchema.parse(response.json()).data;
}

async function documents(productId: number, language: string, store: string) {
  return shop.post(
    '/search/documents',
    { productId, constraints: constraints(language, store) },
    store,
  );
}

const articleNumbers = (items: ProductTile[]) => items.map((item) => item.articleNumber);

async function variantIdsOf(articleNumber: string): Promise<number[]> {
  const productId = await shop.productId(articleNumber);
  const rows = await shop.db
    .select({ id: variants.id })
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.position));
  return rows.map((row) => row.id);
}

describe('product lookup by id', () => {
  it('keeps the requested order and drops unknown and unsold ids', async () => {
    const [premium, comfort, connect] = await Promise.all(
      ['BPU-1008', 'BPU-1001', 'BPU-1003'].map((number) => shop.productId(number)),
    );
    const german = await lookup([premium, comfort, 999_999, connect]);
    expect(articleNumbers(german.items)).toEqual(['BPU-1008', 'BPU-1001', 'BPU-1003']);
    expect(german.count).toBe(3);
    // BP Premium 900 is not sold in Poland.
    const polish = await lookup([premium, comfort, connect, comfort], 'pl', 'pl');
    expect(articleNumbers(polish.items)).toEqual(['BPU-1001', 'BPU-1003']);
    expect(polish.items[0]?.price.currency).toBe('PLN');
    expect(polish.items[0]?.url).toBe(`/pl/p/${comfort}`);
  });
});

describe('favorites lookup', () => {
  it('counts favorite products, accepting ids as numbers or digit strings', async () => {
    const [connect, suit] = await Promise.all([
      shop.productId('BPU-1003'),
      shop.productId('EMS-3001'),
    ]);
    const result = await favorites('product', [String(suit), connect, 999_999]);
    expect(result.count).toBe(2);
    expect(articleNumbers(result.items)).toEqual(['EMS-3001', 'BPU-1003']);
  });

  it('maps variant ids to their products, each once, and drops what the store does not sell', async () => {
    const set = await variantIdsOf('CLO-5005');
    const shirt = await variantIdsOf('CLO-5009');
    const monitor = await variantIdsOf('BPU-1003');
    const ids = [set[3], monitor[0], set[0], shirt[1]];
    const german = await favorites('variant', ids);
    expect(articleNumbers(german.items)).toEqual(['CLO-5005', 'BPU-1003', 'CLO-5009']);
    // FlexLine Eco Shirt is not sold in Switzerland.
    const swiss = await favorites('variant', ids, 'fr', 'ch');
    expect(swiss.count).toBe(2);
    expect(swiss.items[0]?.price.currency).toBe('CHF');
  });

  it('answers an empty wish list with count 0', async () => {
    expect(await favorites('product', [])).toEqual({ count: 0, items: [] });
  });
});

describe('recommendation', () => {
  async function categoryProductIds(key: string): Promise<Set<number>> {
    const rows = await shop.db
      .select({ productId: productCategories.productId })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(categories.key, key));
    return new Set(rows.map((row) => row.productId));
  }

  async function popularityOf(ids: number[]): Promise<Map<number, number>> {
    const rows = await shop.db
      .select({ id: products.id, popularity: products.popularity })
      .from(products)
      .where(inArray(products.id, ids));
    return new Map(rows.map((row) => [row.id, row.popularity]));
  }

  it('recommends popular products of the same category, never the product itself', async () => {
    const connect = await shop.productId('BPU-1003');
    const result = await recommend({ productId: connect, count: 5 });
    expect(result.count).toBe(5);
    expect(result.items.map((item) => item.id)).not.toContain(connect);
    const upperArm = await categoryProductIds('upper-arm-monitors');
    expect(result.items.every((item) => upperArm.has(item.id))).toBe(true);
    const popularity = await popularityOf(result.items.map((item) => item.id));
    const ranks = result.items.map((item) => popularity.get(item.id) ?? 0);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('fills up from the wider category when the product’s own is small', async () => {
    const cuff = await shop.productId('SPA-7001');
    const result = await recommend({ productId: cuff, count: 24 });
    const cuffs = await categoryProductIds('cuffs');
    const spareParts = await categoryProductIds('spare-parts');
    const inOwn = result.items.filter((item) => cuffs.has(item.id));
    expect(inOwn.length).toBe(cuffs.size - 1);
    expect(result.items.length).toBeGreaterThan(inOwn.length);
    expect(result.items.map((item) => item.id)).not.toContain(cuff);
    // Cuffs first, then the other spare parts.
    expect(result.items.slice(0, inOwn.length)).toEqual(inOwn);
    expect(result.items.every((item) => spareParts.has(item.id))).toBe(true);
  });

  it('recommends from a given category and, without one, the store’s best sellers', async () => {
    const [clothing] = await shop.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.key, 'ems-clothing'));
    const inCategory = await recommend({ categoryId: clothing!.id, count: 4 });
    const clothingIds = await categoryProductIds('ems-clothing');
    expect(inCategory.items.every((item) => clothingIds.has(item.id))).toBe(true);
    const overall = await recommend({}, 'ch');
    expect(overall.count).toBe(8);
    expect(overall.items[0]?.price.currency).toBe('CHF');
    const bestSellers = await shop.post(
      '/search/search',
      { count: 8, sorting: 'popularity', constraints: constraints('de', 'ch') },
      'ch',
    );
    expect(overall.items.map((item) => item.id)).toEqual(
      bestSellers.json().data.items.map((item: ProductTile) => item.id),
    );
  });

  it('still answers for a product the catalog does not know', async () => {
    expect((await recommend({ productId: 999_999, count: 3 })).count).toBe(3);
  });
});

describe('documents', () => {
  it('returns the manuals in the requested language', async () => {
    const connect = await shop.productId('BPU-1003');
    const response = await documents(connect, 'pl', 'pl');
    expect(response.statusCode).toBe(200);
    const answer = documentsAnswerSchema.parse(response.json());
    expect(answer.data.productId).toBe(connect);
    expect(answer.data.documents).toEqual([
      expect.objectContaining({ language: 'pl', mimeType: 'application/pdf' }),
    ]);
    expect(answer.data.documents[0]?.url).toMatch(/-pl\.pdf$/);
  });

  it('falls back to English, then German, when the language has no manual', async () => {
    const id = await shop.productId('BPU-1004');
    const dropManual = (locale: string) =>
      shop.db
        .delete(media)
        .where(and(eq(media.productId, id), eq(media.kind, 'download'), eq(media.locale, locale)));
    const languageOf = async () =>
      documentsAnswerSchema
        .parse((await documents(id, 'it', 'it')).json())
        .data.documents.map((document) => document.language);
    await dropManual('it');
    expect(await languageOf()).toEqual(['en']);
    await dropManual('en');
    expect(await languageOf()).toEqual(['de']);
  });

  it('answers an empty list for a product without manuals', async () => {
    const cuff = await shop.productId('SPA-7001');
    const answer = documentsAnswerSchema.parse((await documents(cuff, 'de', 'de')).json());
    expect(answer.data.documents).toEqual([]);
  });

  it('answers 404 for a product the store does not sell', async () => {
    const premium = await shop.productId('BPU-1008');
    const response = await documents(premium, 'pl', 'pl');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/not sold in store pl/);
    expect((await documents(999_999, 'de', 'de')).statusCode).toBe(404);
  });
});

describe('bad input is a 400, never a 5xx', () => {
  const query = constraints('de', 'de');
  const thousand = Array.from({ length: 1000 }, (_, index) => index + 1);
  it.each([
    ['/search/products', 'ids of the wrong type', { ids: 'abc', constraints: query }],
    ['/search/products', 'string ids', { ids: ['1'], constraints: query }],
    ['/search/products', 'no ids', { ids: [], constraints: query }],
    ['/search/products', '1000 ids', { ids: thousand, constraints: query }],
    ['/search/products', 'negative ids', { ids: [-1], constraints: query }],
    ['/search/products', 'fractional ids', { ids: [1.5], constraints: query }],
    ['/search/products', 'ids beyond integers', { ids: [2 ** 40], constraints: query }],
    ['/search/products', 'an unknown field', { ids: [1], constraints: query, sql: 'x' }],
    ['/search/products', 'no constraints', { ids: [1] }],
    ['/search/products', 'an unknown language', { ids: [1], constraints: constraints('xx', 'de') }],
    ['/search/products', 'an unknown store', { ids: [1], constraints: constraints('de', 'gb') }],
    [
      '/search/favorites',
      'an unknown datatype',
      { datatype: 'category', ids: [1], constraints: query },
    ],
    ['/search/favorites', '1000 ids', { datatype: 'product', ids: thousand, constraints: query }],
    ['/search/favorites', 'negative ids', { datatype: 'product', ids: [-3], constraints: query }],
    [
      '/search/favorites',
      'an SQL string as id',
      { datatype: 'variant', ids: ['1; drop table products; --'], constraints: query },
    ],
    [
      '/search/favorites',
      'a negative id string',
      { datatype: 'product', ids: ['-1'], constraints: query },
    ],
    [
      '/search/favorites',
      'an object id',
      { datatype: 'product', ids: [{ id: 1 }], constraints: query },
    ],
    ['/search/recommendation', 'count 25', { count: 25, constraints: query }],
    ['/search/recommendation', 'count 0', { count: 0, constraints: query }],
    ['/search/recommendation', 'an SQL productId', { productId: '1 or 1=1', constraints: query }],
    ['/search/recommendation', 'a negative categoryId', { categoryId: -2, constraints: query }],
    ['/search/documents', 'no productId', { constraints: query }],
    ['/search/documents', 'an SQL productId', { productId: "1'; --", constraints: query }],
  ])('%s rejects %s', async (path, _case, body) => {
    const response = await shop.post(path, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid request: \w+/);
  });

  it.each(['/search/products', '/search/favorites', '/search/recommendation', '/search/documents'])(
    '%s rejects a missing instance header and a body that is no JSON object',
    async (path) => {
      const withoutHeader = await shop.post(path, { ids: [1], constraints: query }, null);
      expect(withoutHeader.statusCode).toBe(400);
      expect(withoutHeader.json().message).toMatch(/x-search-instance/);
      const notAnObject = await shop.post(path, '[1, 2, 3]');
      expect(notAnObject.statusCode).toBe(400);
      const broken = await shop.post(path, '{"ids": [1,');
      expect(broken.statusCode).toBe(400);
    },
  );
});
