import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { CART_LIMITS } from '../carts/cart-rules';
import {
  CART_ATTRIBUTES_UPDATE,
  CART_CREATE,
  CART_LINES_ADD,
  CART_NOTE_UPDATE,
  CART_QUERY,
} from './contract/storefront-operations';
import { type CatalogFixture, insertCatalogFixture } from './testing/catalog-fixture';
import { callStorefront } from './testing/storefront-client';

describe('Storefront API: cart note and attributes', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let catalog: CatalogFixture;
  const call = (query: string, variables?: Record<string, unknown>) =>
    callStorefront(app, query, variables);
  const variantGid = (id: number) => `gid://shopify/ProductVariant/${id}`;
  const newCart = async (input: Record<string, unknown> = {}) =>
    (await call(CART_CREATE, { input })).body.data.cartCreate.cart;
  const readCart = async (cartId: string) => (await call(CART_QUERY, { cartId })).body.data.cart;

  beforeAll(async () => {
    database = await createTestDatabase();
    catalog = await insertCatalogFixture(database.db);
    app = await buildApp({ database, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('sets, replaces and clears the note with cartNoteUpdate', async () => {
    const cart = await newCart({ note: 'Bitte klingeln' });
    expect(cart.note).toBe('Bitte klingeln');
    const { status, body } = await call(CART_NOTE_UPDATE, {
      cartId: cart.id,
      note: 'Geschenk – bitte ohne Rechnung <b>!</b>',
    });
    expect(status).toBe(200);
    const payload = body.data.cartNoteUpdate;
    expect(payload.userErrors).toEqual([]);
    expect(payload.warnings).toEqual([]);
    expect(payload.cart.note).toBe('Geschenk – bitte ohne Rechnung <b>!</b>');
    expect(Date.parse(payload.cart.updatedAt)).toBeGreaterThanOrEqual(Date.parse(cart.updatedAt));
    expect((await readCart(cart.id)).note).toBe('Geschenk – bitte ohne Rechnung <b>!</b>');
    await call(CART_NOTE_UPDATE, { cartId: cart.id, note: '' });
    expect((await readCart(cart.id)).note).toBe('');
  });

  it('refuses a note over the limit with NOTE_TOO_LONG and keeps the old one', async () => {
    const cart = await newCart({ note: 'alt' });
    const { body } = await call(CART_NOTE_UPDATE, {
      cartId: cart.id,
      note: 'x'.repeat(CART_LIMITS.maxNoteLength + 1),
      language: 'EN',
    });
    const payload = body.data.cartNoteUpdate;
    expect(payload.userErrors).toEqual([
      {
        code: 'NOTE_TOO_LONG',
        field: ['note'],
        message: `The note may be at most ${CART_LIMITS.maxNoteLength} characters long.`,
      },
    ]);
    expect(payload.cart.note).toBe('alt');
    expect((await readCart(cart.id)).note).toBe('alt');
  });

  it('replaces the attribute list with cartAttributesUpdate', async () => {
    const cart = await newCart({
      attributes: [
        { key: 'gift', value: 'yes' },
        { key: 'source', value: 'newsletter' },
      ],
    });
    const { body } = await call(CART_ATTRIBUTES_UPDATE, {
      cartId: cart.id,
      attributes: [
        { key: 'gift', value: 'no' },
        { key: "'; DROP TABLE carts; --", value: '<script>alert(1)</script>' },
      ],
    });
    const payload = body.data.cartAttributesUpdate;
    expect(payload.userErrors).toEqual([]);
    const expected = [
      { key: 'gift', value: 'no' },
      { key: "'; DROP TABLE carts; --", value: '<script>alert(1)</script>' },
    ];
    expect(payload.cart.attributes).toEqual(expected);
    expect((await readCart(cart.id)).attributes).toEqual(expected);
    await call(CART_ATTRIBUTES_UPDATE, { cartId: cart.id, attributes: [] });
    expect((await readCart(cart.id)).attributes).toEqual([]);
  });

  it('refuses bad attributes with INVALID and changes nothing', async () => {
    const cart = await newCart({ attributes: [{ key: 'keep', value: 'me' }] });
    for (const attributes of [
      [{ key: ' ', value: 'blank key' }],
      [{ key: 'long', value: 'x'.repeat(CART_LIMITS.maxAttributeValueLength + 1) }],
      Array.from({ length: CART_LIMITS.maxAttributes + 1 }, (_, index) => ({
        key: `k${index}`,
        value: 'v',
      })),
    ]) {
      const { status, body } = await call(CART_ATTRIBUTES_UPDATE, { cartId: cart.id, attributes });
      expect(status).toBe(200);
      const payload = body.data.cartAttributesUpdate;
      expect(payload.userErrors).toMatchObject([{ code: 'INVALID', field: ['attributes'] }]);
      expect(payload.cart.attributes).toEqual([{ key: 'keep', value: 'me' }]);
    }
    expect((await readCart(cart.id)).attributes).toEqual([{ key: 'keep', value: 'me' }]);
  });

  it('answers an unknown or malformed cart id with cart null and INVALID cartId', async () => {
    for (const cartId of [
      'gid://shopify/Cart/c1-00000000000000000000000000000000',
      'gid://shopify/Cart/../../etc',
      'not-a-gid',
    ]) {
      const note = await call(CART_NOTE_UPDATE, { cartId, note: 'x' });
      expect(note.status).toBe(200);
      expect(note.body.data.cartNoteUpdate).toMatchObject({
        cart: null,
        userErrors: [{ code: 'INVALID', field: ['cartId'] }],
      });
      const attributes = await call(CART_ATTRIBUTES_UPDATE, {
        cartId,
        attributes: [{ key: 'a', value: 'b' }],
      });
      expect(attributes.status).toBe(200);
      expect(attributes.body.data.cartAttributesUpdate.cart).toBeNull();
    }
  });

  it('loses no change when notes, attributes and lines are updated in parallel', async () => {
    const cart = await newCart();
    const notes = Array.from({ length: 10 }, (_, index) => `Notiz ${index}`);
    const attributeSets = Array.from({ length: 10 }, (_, index) => [
      { key: 'round', value: String(index) },
      { key: 'twin', value: String(index) },
    ]);
    const answers = await Promise.all([
      ...notes.map((note) => call(CART_NOTE_UPDATE, { cartId: cart.id, note })),
      ...attributeSets.map((attributes) =>
        call(CART_ATTRIBUTES_UPDATE, { cartId: cart.id, attributes }),
      ),
      ...Array.from({ length: 20 }, () =>
        call(CART_LINES_ADD, {
          cartId: cart.id,
          lines: [{ merchandiseId: variantGid(catalog.monitorVariantId) }],
        }),
      ),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
      const payload = Object.values(answer.body.data)[0] as { userErrors: unknown[] };
      expect(payload.userErrors).toEqual([]);
    }
    const final = await readCart(cart.id);
    expect(final.totalQuantity).toBe(20);
    expect(notes).toContain(final.note);
    // One whole set wins: never keys of one update mixed with values of another.
    expect(attributeSets).toContainEqual(final.attributes);
  });
});
