import { getStore } from '@shop/shop-config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { createOrder, type NewOrder } from '../orders/create-order';
import { CUSTOMER_ORDERS_SEARCH } from './contract/storefront-operations';
import { logIn, registerCustomer } from './testing/account-helpers';
import { type CatalogFixture, insertCatalogFixture } from './testing/catalog-fixture';
import { callStorefront } from './testing/storefront-client';

describe('Storefront API: customer orders query (search syntax)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let catalog: CatalogFixture;
  let token: string;
  const names: Record<'delivered' | 'paid' | 'pending' | 'refunded', string> = {
    delivered: '',
    paid: '',
    pending: '',
    refunded: '',
  };

  const search = async (query: string | null) => {
    const answer = await callStorefront(app, CUSTOMER_ORDERS_SEARCH, {
      customerAccessToken: token,
      query,
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const namesFor = async (query: string | null) => {
    const body = await search(query);
    expect(body.errors).toBeUndefined();
    const orders = body.data.customer.orders;
    expect(orders.totalCount).toBe(String(orders.nodes.length));
    return orders.nodes.map((order: { name: string }) => order.name);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    catalog = await insertCatalogFixture(database.db);
    app = await buildApp({
      database,
      logLevel: 'silent',
      storefrontApi: { ...loadConfig({}).storefrontApi, smtpUrl: null },
    });
    const customerGid = await registerCustomer(app, 'history@example.com');
    token = await logIn(app, 'history@example.com');
    const customerId = Number(customerGid.split('/').at(-1));
    const base = (overrides: Partial<NewOrder>): NewOrder => ({
      customerId,
      email: 'history@example.com',
      store: getStore('de'),
      language: 'de',
      lines: [{ variantId: catalog.monitorVariantId, quantity: 1 }],
      shippingMinor: 0,
      shippingAddress: null,
      financialStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      processedAt: new Date('2024-11-20T10:00:00Z'),
      ...overrides,
    });
    const create = async (overrides: Partial<NewOrder>) => {
      const order = await createOrder(database.db, base(overrides));
      return `#${order.orderNumber}`;
    };
    names.delivered = await create({});
    names.paid = await create({
      processedAt: new Date('2025-01-01T00:00:00Z'),
      fulfillmentStatus: 'UNFULFILLED',
      lines: [{ variantId: catalog.cuffVariantId, quantity: 1 }],
    });
    names.pending = await create({
      processedAt: new Date('2025-02-14T23:59:59Z'),
      financialStatus: 'PENDING',
      fulfillmentStatus: 'IN_PROGRESS',
    });
    names.refunded = await create({
      processedAt: new Date('2025-03-01T08:00:00Z'),
      financialStatus: 'REFUNDED',
      cancelReason: 'CUSTOMER',
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists every order without a query, newest first', async () => {
    const all = [names.refunded, names.pending, names.paid, names.delivered];
    expect(await namesFor(null)).toEqual(all);
    expect(await namesFor('   ')).toEqual(all);
  });

  it('filters by processed_at with dates and comparators (whole UTC days)', async () => {
    expect(await namesFor('processed_at:>=2025-01-01')).toEqual([
      names.refunded,
      names.pending,
      names.paid,
    ]);
    expect(await namesFor('processed_at:>2025-01-01')).toEqual([names.refunded, names.pending]);
    expect(await namesFor('processed_at:<2025-01-01')).toEqual([names.delivered]);
    expect(await namesFor('processed_at:<=2025-01-01')).toEqual([names.paid, names.delivered]);
    expect(await namesFor('processed_at:2025-02-14')).toEqual([names.pending]);
    expect(await namesFor("processed_at:>='2025-02-01' processed_at:<'2025-03-01'")).toEqual([
      names.pending,
    ]);
    expect(await namesFor('processed_at:>=2025-03-01T07:00:00Z')).toEqual([names.refunded]);
  });

  it('filters by financial and fulfillment status, name and free text', async () => {
    expect(await namesFor('financial_status:paid')).toEqual([names.paid, names.delivered]);
    expect(await namesFor('financial_status:PENDING')).toEqual([names.pending]);
    expect(await namesFor('financial_status:nonsense')).toEqual([]);
    expect(await namesFor('fulfillment_status:unshipped')).toEqual([names.pending, names.paid]);
    expect(await namesFor('fulfillment_status:fulfilled')).toEqual([
      names.refunded,
      names.delivered,
    ]);
    expect(await namesFor(`name:${names.paid}`)).toEqual([names.paid]);
    expect(await namesFor(`name:${names.paid.slice(1)}`)).toEqual([names.paid]);
    expect(await namesFor(names.pending)).toEqual([names.pending]);
    expect(await namesFor(`${names.pending.slice(0, 3)}*`)).toHaveLength(4);
    // Free text also finds a word of a line item's title.
    expect(await namesFor('Manschette')).toEqual([names.paid]);
    expect(await namesFor('manschette')).toEqual([names.paid]);
    expect(await namesFor('100%')).toEqual([]);
  });

  it('combines terms with AND, OR, NOT, - and parentheses', async () => {
    expect(await namesFor('financial_status:paid fulfillment_status:fulfilled')).toEqual([
      names.delivered,
    ]);
    expect(await namesFor('financial_status:paid AND processed_at:>=2025-01-01')).toEqual([
      names.paid,
    ]);
    expect(await namesFor('financial_status:pending OR financial_status:refunded')).toEqual([
      names.refunded,
      names.pending,
    ]);
    expect(await namesFor('-financial_status:paid')).toEqual([names.refunded, names.pending]);
    expect(await namesFor('NOT financial_status:paid')).toEqual([names.refunded, names.pending]);
    expect(
      await namesFor(
        '(financial_status:pending OR financial_status:refunded) processed_at:<2025-03-01',
      ),
    ).toEqual([names.pending]);
  });

  it('ignores filters on unknown fields, as Shopify does', async () => {
    expect(await namesFor('tag:vip')).toHaveLength(4);
    expect(await namesFor('tag:vip financial_status:pending')).toEqual([names.pending]);
    expect(await namesFor('tag:vip OR financial_status:pending')).toHaveLength(4);
  });

  it('answers a malformed query with a clear GraphQL error, not a 5xx', async () => {
    for (const [query, message] of [
      ['processed_at:>=yesterday', /processed_at needs a date/],
      ['processed_at:2025-02-30', /processed_at needs a date/],
      ['(financial_status:paid', /unmatched parenthesis/],
      ['financial_status:paid)', /unmatched parenthesis/],
      ['name:"#1001', /not closed/],
      ['financial_status:paid OR', /term is expected/],
      [`${'('.repeat(30)}x${')'.repeat(30)}`, /nested too deeply/],
      ['financial_status:paid ()', /has "\)" where a term is expected/],
      ['x'.repeat(1001), /at most 1000 characters/],
    ] as const) {
      const body = await search(query);
      expect(body.data?.customer ?? null).toBeNull();
      expect(body.errors[0].message).toMatch(message);
      expect(body.errors[0].extensions.code).toBe('INVALID_QUERY');
    }
  });
});
