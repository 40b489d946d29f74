import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import {
  type CatalogFixture,
  insertCatalogFixture,
} from '../storefront-api/testing/catalog-fixture';
import { refreshSearchDocuments } from './indexer';

describe('POST /search/search', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fixture: CatalogFixture;

  beforeAll(async () => {
    database = await createTestDatabase();
    fixture = await insertCatalogFixture(database.db);
    await refreshSearchDocuments(database.db);
    app = await buildApp({ database, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const search = (body: unknown, instance = 'shop-de') =>
    app.inject({
      method: 'POST',
      url: '/search/search',
      headers: { 'content-type': 'application/json', 'x-search-instance': instance },
      payload: JSON.stringify(body),
    });
  const request = (language: string, group: string, count = 10) => ({
    count,
    offset: 0,
    constraints: { query: { language, group } },
  });

  it('lists the store assortment in the language, most popular first, priced in EUR', async () => {
    const response = await search(request('de', 'de'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.type).toBe('webedition');
    expect(body.language).toBe('de');
    expect(body.data.total).toBe(4);
    expect(body.data.items.map((item: { title: string }) => item.title)).toEqual([
      'Oberarm-Blutdruckmessgerät BP 100',
      'Manschette L',
      'Ersatzschlauch',
      'EMS Gerät 9',
    ]);
    expect(body.data.items[0]).toMatchObject({
      id: fixture.monitorProductId,
      url: `/de/p/${fixture.monitorProductId}`,
      price: { amountMinor: 7999, currency: 'EUR' },
      strikethroughPrice: { amountMinor: 8999, currency: 'EUR' },
      imageUrl: '/media/products/BP-100/1.svg',
      stockStatus: 'inStock',
      rating: { average: 0, count: 0 },
    });
    expect(body.data.items.map((item: { stockStatus: string }) => item.stockStatus)).toEqual([
      'inStock',
      'fewInStock',
      'outOfStock',
      'notAvailableOnline',
    ]);
  });

  it('prices in CHF for Switzerland and PLN for Poland, and leaves out what the store does not sell', async () => {
    const swiss = (await search(request('fr', 'ch'), 'shop-ch')).json();
    expect(swiss.data.items).toHaveLength(1);
    expect(swiss.data.items[0]).toMatchObject({
      title: 'Tensiomètre au bras BP 100',
      price: { amountMinor: 8490, currency: 'CHF' },
      strikethroughPrice: null,
    });
    const polish = (await search(request('de', 'pl'), 'shop-pl')).json();
    expect(polish.data.items[0].price).toEqual({ amountMinor: 34900, currency: 'PLN' });
  });

  it.each([
    ['a count over 100', { ...request('de', 'de'), count: 10_000 }],
    ['a negative offset', { ...request('de', 'de'), offset: -1 }],
    ['an unknown language', request('xx', 'de')],
    ['an unknown country', request('de', 'us')],
    ['an unknown field', { ...request('de', 'de'), drop: 'table' }],
    ['a wrong type', { ...request('de', 'de'), count: '10' }],
  ])('rejects %s with a 400 that says what is wrong', async (_case, body) => {
    const response = await search(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid request: /);
  });

  it('rejects a missing or unknown instance header', async () => {
    const response = await search(request('de', 'de'), 'shop-xx');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/x-search-instance/);
  });
});
