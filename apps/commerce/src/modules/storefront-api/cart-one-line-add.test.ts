/**
 * cartLinesAdd of one line runs as one statement (carts/add-cart-lines.ts,
 * addCartLineAtOnce; function cart_add_line of migration 0011). These tests hold it to the
 * full path (addCartLines): the same cart after the same additions, the same refusals with
 * the same codes and messages, nothing written when a rule refuses, and catalogue mode,
 * closed and expired carts answered as before. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { getStore } from '@shop/shop-config';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { addCartLineAtOnce, addCartLines } from '../carts/add-cart-lines';
import { cartMessage } from '../carts/cart-messages';
import { CART_LIMITS } from '../carts/cart-rules';
import type { CartContext, CartLineRequest, CartSnapshot } from '../carts/cart-types';
import { cartLines, carts } from '../carts/schema';
import { variants } from '../catalog/schema';
import { catalogueModeLocation, setCatalogueMode } from '../content/storefront-settings';
import {
  CART_CREATE,
  CART_LINES_ADD,
  CART_LINES_REMOVE,
  CART_LINES_UPDATE,
  CART_QUERY,
} from './contract/storefront-operations';
import { type CatalogFixture, insertCatalogFixture } from './testing/catalog-fixture';
import { callStorefront } from './testing/storefront-client';

type Attribute = { key: string; value: string };

describe('Storefront API: cartLinesAdd of one line in one statement', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let catalog: CatalogFixture;
  const variantGid = (id: number) => `gid://shopify/ProductVariant/${id}`;
  const tokenOf = (cartId: string) => cartId.split('/').pop() ?? '';
  const contextIn = (language: 'de' | 'fr' = 'de'): CartContext => ({
    db: database.db,
    store: getStore('de'),
    language,
    now: new Date(),
    cartTtlDays: loadConfig({}).storefrontApi.cartTtlDays,
  });
  const newCart = async (lines: Array<Record<string, unknown>> = []): Promise<string> => {
    const { body } = await callStorefront(app, CART_CREATE, { input: { lines } });
    expect(body.data.cartCreate.userErrors).toEqual([]);
    return body.data.cartCreate.cart.id;
  };
  const addOne = async (
    cartId: string,
    line: { variantId: number; quantity?: number; attributes?: Attribute[] },
    language?: string,
  ) =>
    (
      await callStorefront(app, CART_LINES_ADD, {
        cartId,
        lines: [
          {
            merchandiseId: variantGid(line.variantId),
            ...(line.quantity === undefined ? {} : { quantity: line.quantity }),
            ...(line.attributes ? { attributes: line.attributes } : {}),
          },
        ],
        ...(language ? { language } : {}),
      })
    ).body.data.cartLinesAdd;
  const readCart = async (cartId: string) =>
    (await callStorefront(app, CART_QUERY, { cartId })).body.data.cart;
  /** What the database holds of a cart: its lines in order and when it last changed. */
  const stored = async (token: string) => ({
    updatedAt: (await database.db.select().from(carts).where(eq(carts.token, token)))[0]?.updatedAt,
    lines: (
      await database.db
        .select({
          variantId: cartLines.variantId,
          quantity: cartLines.quantity,
          attributes: cartLines.attributes,
          position: cartLines.position,
        })
        .from(cartLines)
        .where(eq(cartLines.cartToken, token))
        .orderBy(cartLines.position)
    ).map((line) => ({ ...line })),
  });
  /** A cart without what differs between two carts by nature (token, line ids, times). */
  const comparable = (cart: CartSnapshot | null | undefined) =>
    cart && {
      ...cart,
      token: 'T',
      createdAt: 'T',
      updatedAt: 'T',
      lines: cart.lines.map(({ id: _id, ...line }) => line),
    };

  beforeAll(async () => {
    database = await createTestDatabase();
    catalog = await insertCatalogFixture(database.db);
    app = await buildApp({ database, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('keeps attributes as sent, merges the same attributes in any order, answers the cart as read afterwards', async () => {
    const cartId = await newCart();
    const first = await addOne(cartId, {
      variantId: catalog.monitorVariantId,
      attributes: [
        { key: '_url', value: '/de/p/1' },
        { key: '_id', value: '1' },
      ],
    });
    expect(first.userErrors).toEqual([]);
    const reordered = await addOne(cartId, {
      variantId: catalog.monitorVariantId,
      quantity: 2,
      attributes: [
        { key: '_id', value: '1' },
        { key: '_url', value: '/de/p/1' },
      ],
    });
    expect(reordered.userErrors).toEqual([]);
    expect(reordered.cart.lines.edges).toHaveLength(1);
    expect(reordered.cart.lines.edges[0].node).toMatchObject({
      quantity: 3,
      attributes: [
        { key: '_url', value: '/de/p/1' },
        { key: '_id', value: '1' },
      ],
    });
    await addOne(cartId, {
      variantId: catalog.monitorVariantId,
      attributes: [{ key: '_id', value: '2' }],
    });
    const last = await addOne(cartId, { variantId: catalog.cuffVariantId });
    expect(last.userErrors).toEqual([]);
    expect(
      last.cart.lines.edges.map((edge: { node: { quantity: number } }) => edge.node.quantity),
    ).toEqual([3, 1, 1]);
    expect(last.cart.totalQuantity).toBe(5);
    expect(last.cart).toEqual(await readCart(cartId));
  });

  it('leaves the same cart as the full path after the same additions', async () => {
    const additions: Array<{ variantId: number; quantity: number; attributes: Attribute[] }> = [
      { variantId: catalog.monitorVariantId, quantity: 1, attributes: [] },
      { variantId: catalog.cuffVariantId, quantity: 1, attributes: [{ key: 'a', value: '1' }] },
      {
        variantId: catalog.monitorVariantId,
        quantity: 4,
        attributes: [
          { key: 'b', value: 'x' },
          { key: 'a', value: 'y' },
        ],
      },
      {
        variantId: catalog.monitorVariantId,
        quantity: 2,
        attributes: [
          { key: 'a', value: 'y' },
          { key: 'b', value: 'x' },
        ],
      },
      // Same keys twice: sameAttributes keeps their order, so these two are different lines.
      {
        variantId: catalog.monitorVariantId,
        quantity: 1,
        attributes: [
          { key: 'k', value: '1' },
          { key: 'k', value: '2' },
        ],
      },
      {
        variantId: catalog.monitorVariantId,
        quantity: 1,
        attributes: [
          { key: 'k', value: '2' },
          { key: 'k', value: '1' },
        ],
      },
      { variantId: catalog.monitorVariantId, quantity: 3, attributes: [] },
      { variantId: catalog.cuffVariantId, quantity: 1, attributes: [{ key: 'a', value: '1' }] },
    ];
    const quickId = await newCart();
    const fullToken = tokenOf(await newCart());
    let quickCart: CartSnapshot | null | undefined = null;
    let fullCart: CartSnapshot | null = null;
    for (const addition of additions) {
      const requests: CartLineRequest[] = [addition];
      const quick = await addCartLineAtOnce(
        contextIn(),
        tokenOf(quickId),
        requests,
        catalogueModeLocation('de'),
      );
      expect(quick, JSON.stringify(addition)).not.toBeNull();
      const full = await addCartLines(contextIn(), fullToken, requests);
      expect(full.userErrors).toEqual([]);
      quickCart = quick?.cart;
      fullCart = full.cart;
    }
    expect(quickCart).toBeTruthy();
    expect(comparable(quickCart)).toEqual(comparable(fullCart));
    expect((await stored(tokenOf(quickId))).lines).toEqual((await stored(fullToken)).lines);
    expect(
      (await readCart(quickId)).lines.edges.map(
        (edge: { node: { quantity: number } }) => edge.node.quantity,
      ),
    ).toEqual([4, 2, 6, 1, 1]);
  });

  it('writes nothing when a rule refuses and answers with the full path’s errors in the shopper’s language', async () => {
    const cartId = await newCart([
      { merchandiseId: variantGid(catalog.cuffVariantId), quantity: 2 },
      { merchandiseId: variantGid(catalog.monitorVariantId), quantity: 79 },
    ]);
    const token = tokenOf(cartId);
    const before = await stored(token);
    const refusals: Array<[{ variantId: number; quantity: number }, string, string]> = [
      // Stock: the cuff has two, the cart holds them.
      [
        { variantId: catalog.cuffVariantId, quantity: 1 },
        'MAXIMUM_EXCEEDED',
        cartMessage('notEnoughStock', 'fr', 2),
      ],
      [
        { variantId: catalog.soldOutVariantId, quantity: 1 },
        'MAXIMUM_EXCEEDED',
        cartMessage('outOfStock', 'fr'),
      ],
      [
        { variantId: catalog.offlineVariantId, quantity: 1 },
        'MAXIMUM_EXCEEDED',
        cartMessage('outOfStock', 'fr'),
      ],
      // The monitor has 80 in stock and 79 in the cart.
      [
        { variantId: catalog.monitorVariantId, quantity: 2 },
        'MAXIMUM_EXCEEDED',
        cartMessage('notEnoughStock', 'fr', 80),
      ],
      [{ variantId: 999_999, quantity: 1 }, 'INVALID', cartMessage('merchandiseNotFound', 'fr')],
    ];
    for (const [line, code, message] of refusals) {
      expect(
        await addCartLineAtOnce(
          contextIn('fr'),
          token,
          [{ ...line, attributes: [] }],
          catalogueModeLocation('fr'),
        ),
        JSON.stringify(line),
      ).toBeNull();
      const answer = await addOne(cartId, line, 'FR');
      expect(answer.userErrors, JSON.stringify(line)).toEqual([
        expect.objectContaining({ code, message }),
      ]);
      expect(answer.cart.totalQuantity).toBe(81);
    }
    expect(await stored(token)).toEqual(before);
  });

  it('refuses a line above the per-line maximum and a line beyond the cart’s line limit, changing nothing', async () => {
    await database.db
      .update(variants)
      .set({ stockQuantity: 1000 })
      .where(eq(variants.id, catalog.monitorVariantId));
    try {
      const fullLine = await newCart([
        {
          merchandiseId: variantGid(catalog.monitorVariantId),
          quantity: CART_LIMITS.maxLineQuantity - 1,
        },
      ]);
      const before = await stored(tokenOf(fullLine));
      const tooHigh = await addOne(fullLine, { variantId: catalog.monitorVariantId, quantity: 2 });
      expect(tooHigh.userErrors).toEqual([
        {
          code: 'MAXIMUM_EXCEEDED',
          field: ['lines', 'quantity'],
          message: cartMessage('quantityTooHigh', 'de', CART_LIMITS.maxLineQuantity),
        },
      ]);
      expect(await stored(tokenOf(fullLine))).toEqual(before);

      const manyLines = await newCart(
        Array.from({ length: CART_LIMITS.maxLines }, (_, index) => ({
          merchandiseId: variantGid(catalog.monitorVariantId),
          quantity: 1,
          attributes: [{ key: '_id', value: String(index) }],
        })),
      );
      const full = await stored(tokenOf(manyLines));
      expect(full.lines).toHaveLength(CART_LIMITS.maxLines);
      const oneMore = await addOne(manyLines, {
        variantId: catalog.monitorVariantId,
        attributes: [{ key: '_id', value: 'new' }],
      });
      expect(oneMore.userErrors).toEqual([
        {
          code: 'MAXIMUM_EXCEEDED',
          field: ['lines'],
          message: cartMessage('tooManyLines', 'de', CART_LIMITS.maxLines),
        },
      ]);
      // Merging into an existing line is still allowed at the limit.
      const merged = await addOne(manyLines, {
        variantId: catalog.monitorVariantId,
        attributes: [{ key: '_id', value: '7' }],
      });
      expect(merged.userErrors).toEqual([]);
      expect(merged.cart.totalQuantity).toBe(CART_LIMITS.maxLines + 1);
    } finally {
      await database.db
        .update(variants)
        .set({ stockQuantity: 80 })
        .where(eq(variants.id, catalog.monitorVariantId));
    }
  });

  it('refuses every addition in catalogue mode in the shopper’s language, then adds again', async () => {
    const cartId = await newCart([{ merchandiseId: variantGid(catalog.monitorVariantId) }]);
    const before = await stored(tokenOf(cartId));
    await setCatalogueMode(database.db, true);
    try {
      for (const language of ['DE', 'FR'] as const) {
        const answer = await addOne(cartId, { variantId: catalog.monitorVariantId }, language);
        expect(answer).toEqual({
          cart: null,
          userErrors: [
            {
              code: 'INVALID',
              field: null,
              message: cartMessage('catalogueMode', language === 'DE' ? 'de' : 'fr'),
            },
          ],
          warnings: [],
        });
      }
      expect(await stored(tokenOf(cartId))).toEqual(before);
    } finally {
      await setCatalogueMode(database.db, false);
    }
    const added = await addOne(cartId, { variantId: catalog.monitorVariantId });
    expect(added.userErrors).toEqual([]);
    expect(added.cart.totalQuantity).toBe(2);
  });

  it('answers a closed or expired cart with cart: null and changes nothing', async () => {
    const closed = await newCart([{ merchandiseId: variantGid(catalog.monitorVariantId) }]);
    await database.db
      .update(carts)
      .set({ completedAt: new Date() })
      .where(eq(carts.token, tokenOf(closed)));
    const expired = await newCart([{ merchandiseId: variantGid(catalog.monitorVariantId) }]);
    await database.db.execute(
      sql`update carts set updated_at = now() - interval '30 days' where token = ${tokenOf(expired)}`,
    );
    for (const cartId of [closed, expired]) {
      const before = await stored(tokenOf(cartId));
      const answer = await addOne(cartId, { variantId: catalog.monitorVariantId }, 'FR');
      expect(answer).toEqual({
        cart: null,
        userErrors: [
          { code: 'INVALID', field: ['cartId'], message: cartMessage('cartNotFound', 'fr') },
        ],
        warnings: [],
      });
      expect(await stored(tokenOf(cartId))).toEqual(before);
    }
  });

  it('applies parallel removals and updates of one cart’s lines without losing one', async () => {
    const cartId = await newCart(
      Array.from({ length: 10 }, (_, index) => ({
        merchandiseId: variantGid(catalog.monitorVariantId),
        quantity: 1,
        attributes: [{ key: '_id', value: String(index) }],
      })),
    );
    const lineIds: string[] = (await readCart(cartId)).lines.edges.map(
      (edge: { node: { id: string } }) => edge.node.id,
    );
    const [kept, ...others] = lineIds;
    const answers = await Promise.all([
      ...others.map((lineId) =>
        callStorefront(app, CART_LINES_REMOVE, { cartId, lineIds: [lineId] }),
      ),
      ...Array.from({ length: 5 }, (_, index) =>
        callStorefront(app, CART_LINES_UPDATE, {
          cartId,
          lines: [{ id: kept, quantity: index + 2 }],
        }),
      ),
    ]);
    for (const { body } of answers) {
      const payload = body.data.cartLinesRemove ?? body.data.cartLinesUpdate;
      expect(payload.userErrors).toEqual([]);
    }
    const cart = await readCart(cartId);
    expect(cart.lines.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([kept]);
    expect([2, 3, 4, 5, 6]).toContain(cart.totalQuantity);
  });
});
