import {
  type MenuItem,
  menuAnswerSchema,
  SNIPPET_IDS,
  type Snippet,
  snippetsAnswerSchema,
} from '@shop/search-contract';
import {
  DELIVERY_COUNTRIES,
  LANGUAGE_CODES,
  type LanguageCode,
  localizedPath,
  ROUTE_NAMES,
} from '@shop/shop-config';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { seedDemoCatalog } from '../../seed/demo-catalog';
import { seedDemoContent } from '../../seed/demo-content';
import { createTestDatabase } from '../../testing/test-database';
import { categoryTranslations, products } from '../catalog/schema';
import { exportContent } from './content-transfer';
import { contentDocuments } from './schema';
import { linksOf, sharedShare, textsOf } from './testing/document-fields';

const LANGUAGES_UNDER_TEST = ['de', 'fr', 'pl', 'es'] as const satisfies readonly LanguageCode[];

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoCatalog(database.db);
  await seedDemoContent(database.db);
  app = await buildApp({ database, logLevel: 'silent' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const postSnippets = (
  body: unknown,
  headers: Record<string, string> = { 'x-search-instance': 'shop-de' },
) =>
  app.inject({
    method: 'POST',
    url: '/search/snippets',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const getMenu = (
  query: string,
  headers: Record<string, string> = { 'x-search-instance': 'shop-de' },
) => app.inject({ method: 'GET', url: `/search/menu?${query}`, headers });

async function snippetsIn(
  language: LanguageCode,
  brand?: 'default' | 'second',
): Promise<Snippet[]> {
  const response = await postSnippets({
    snippetIds: [...SNIPPET_IDS],
    constraints: { query: { language, ...(brand ? { brand } : {}) } },
  });
  expect(response.statusCode).toBe(200);
  return snippetsAnswerSchema.parse(response.json()).data.snippets;
}

function snippet<Id extends Snippet['snippetId']>(snippets: Snippet[], id: Id) {
  const found = snippets.find(
    (candidate): candidate is Extract<Snippet, { snippetId: Id }> => candidate.snippetId === id,
  );
  if (!found) throw new Error(`snippet ${id} missing`);
  return found;
}

async function menuIn(language: LanguageCode, extra = ''): Promise<MenuItem[]> {
  const response = await getMenu(`language=${language}${extra}`);
  expect(response.statusCode).toBe(200);
  const answer = menuAnswerSchema.parse(response.json());
  expect(answer.language).toBe(language);
  return answer.data.items;
}

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

describe('POST /search/snippets', () => {
  it.each(LANGUAGES_UNDER_TEST)(
    'answers all seven snippets in %s, in request order',
    async (language) => {
      const response = await postSnippets({
        snippetIds: [...SNIPPET_IDS],
        constraints: { query: { language, group: 'de' } },
      });
      expect(response.statusCode).toBe(200);
      const answer = snippetsAnswerSchema.parse(response.json());
      expect(answer).toMatchObject({ type: 'webedition', language });
      expect(answer.data.snippets.map((item) => item.snippetId)).toEqual([...SNIPPET_IDS]);
    },
  );

  it('serves header and footer texts in the language asked for, not copies of another', async () => {
    const texts = new Map<LanguageCode, string[]>();
    for (const language of LANGUAGES_UNDER_TEST) {
      const snippets = await snippetsIn(language);
      texts.set(language, [
        ...textsOf(snippet(snippets, 'header-snippet')),
        ...textsOf(snippet(snippets, 'footer-snippet')),
      ]);
    }
    expect(texts.get('de')).toContain('30 Tage Geld-zurück-Garantie');
    expect(texts.get('fr')).toContain('Satisfait ou remboursé pendant 30 jours');
    expect(texts.get('pl')).toContain('30 dni gwarancji zwrotu pieniędzy');
    for (const language of LANGUAGES_UNDER_TEST) {
      for (const other of LANGUAGES_UNDER_TEST) {
        if (language === other) continue;
        // Brand, carrier and payment names are the same everywhere; prose is not.
        expect(sharedShare(texts.get(language) ?? [], texts.get(other) ?? [])).toBeLessThan(0.35);
      }
    }
  });

  it('reads the catalogue mode from the first settings element, off by default', async () => {
    const settings = snippet(await snippetsIn('fr'), 'storefront-settings');
    expect(settings.config.main.elements[0].properties.content).toEqual({ isCatalogueMode: false });
  });

  it('holds free-shipping thresholds for all sixteen delivery countries in the store currency', async () => {
    const cart = snippet(await snippetsIn('pl'), 'cart-snippets');
    const rate = cart.config.main.elements[0]?.properties.content;
    expect(Object.keys(rate?.shippingValue ?? {}).sort()).toEqual(
      DELIVERY_COUNTRIES.map((c) => c.code).sort(),
    );
    expect(rate?.shippingValue.de).toEqual({ amountMinor: 4900, currency: 'EUR' });
    expect(rate?.shippingValue.ch.currency).toBe('CHF');
    expect(rate?.shippingValue.pl.currency).toBe('PLN');
    expect(rate?.orderMinPrice).toEqual({ amountMinor: 4900, currency: 'EUR' });
    const articleNumbers = rate?.freeShippingProducts ?? [];
    expect(articleNumbers.length).toBeGreaterThan(0);
    const known = await database.db
      .select({ articleNumber: products.articleNumber })
      .from(products)
      .where(inArray(products.articleNumber, articleNumbers));
    expect(known).toHaveLength(articleNumbers.length);
  });

  it('answers a repeated id once, in the order first asked', async () => {
    const response = await postSnippets({
      snippetIds: ['footer-snippet', 'header-snippet', 'footer-snippet'],
      constraints: { query: { language: 'it' } },
    });
    expect(response.statusCode).toBe(200);
    const ids = snippetsAnswerSchema
      .parse(response.json())
      .data.snippets.map((item) => item.snippetId);
    expect(ids).toEqual(['footer-snippet', 'header-snippet']);
  });

  it('gives the second brand its own header and footer and the default brand’s other snippets', async () => {
    const plain = await snippetsIn('de');
    const second = await snippetsIn('de', 'second');
    expect(textsOf(snippet(second, 'header-snippet'))).toContain('Über Nordpuls');
    expect(textsOf(snippet(second, 'footer-snippet')).join(' ')).toMatch(/Nordpuls/);
    expect(snippet(second, 'header-snippet')).not.toEqual(snippet(plain, 'header-snippet'));
    expect(snippet(second, 'footer-snippet')).not.toEqual(snippet(plain, 'footer-snippet'));
    for (const id of ['flyout-snippet', 'cart-snippets', 'storefront-settings'] as const) {
      expect(snippet(second, id)).toEqual(snippet(plain, id));
    }
  });
});

describe('GET /search/menu', () => {
  it.each(LANGUAGES_UNDER_TEST)(
    'links every %s menu entry to an existing page of that language',
    async (language) => {
      const items = await menuIn(language);
      expect(items.map((item) => item.text)).toHaveLength(5);
      const slugs = await database.db
        .select({ slug: categoryTranslations.slug })
        .from(categoryTranslations)
        .where(eq(categoryTranslations.locale, language));
      const categoryPaths = new Set(slugs.map(({ slug }) => `/${language}/${slug}/`));
      const pages = await database.db
        .select({ key: contentDocuments.key })
        .from(contentDocuments)
        .where(and(eq(contentDocuments.kind, 'page'), eq(contentDocuments.locale, language)));
      const known = new Set([
        ...categoryPaths,
        ...pages.map(({ key }) => key),
        ...ROUTE_NAMES.map((route) => localizedPath(language, route)),
      ]);
      const links = linksOf(items).map((link) => link.split('#')[0] ?? link);
      expect(links.length).toBeGreaterThan(30);
      expect(links.filter((link) => !known.has(link))).toEqual([]);
      // Every item and child of the menu itself is a category page.
      for (const item of flatten(items)) expect(categoryPaths.has(item.link)).toBe(true);
    },
  );

  it('carries submenus with category columns and article teasers, and flyout banners', async () => {
    const items = await menuIn('nl');
    expect(items[0]?.text).toBe('Bloeddrukmeters');
    expect(items.filter((item) => item.flyoutBanner).length).toBeGreaterThanOrEqual(2);
    const submenus = items.flatMap((item) => (item.submenu ? [item.submenu] : []));
    expect(submenus.length).toBeGreaterThanOrEqual(3);
    for (const submenu of submenus) {
      expect(submenu.categories.length).toBeGreaterThan(0);
      expect(submenu.articles.length).toBeGreaterThan(0);
    }
    expect(items.some((item) => item.children.length > 0)).toBe(true);
  });

  it('gives the same item the same uuid in every language', async () => {
    const uuids = async (language: LanguageCode) =>
      flatten(await menuIn(language)).map((item) => item.uuid);
    const german = await uuids('de');
    expect(new Set(german).size).toBe(german.length);
    for (const language of LANGUAGE_CODES) expect(await uuids(language)).toEqual(german);
  });

  it('falls back to the default brand’s menu for the second brand', async () => {
    expect(await menuIn('es', '&brand=second')).toEqual(await menuIn('es'));
  });
});

describe('bad input', () => {
  const valid = { snippetIds: ['header-snippet'], constraints: { query: { language: 'de' } } };
  const tenKilobytes = 'x'.repeat(10 * 1024);

  it.each([
    ['snippet ids as a string', { ...valid, snippetIds: 'header-snippet' }],
    ['a number as language', { ...valid, constraints: { query: { language: 5 } } }],
    ['an unknown top-level field', { ...valid, drop: 'table' }],
    ['an unknown constraint', { ...valid, constraints: { query: { language: 'de' }, extra: 1 } }],
    [
      'an unknown query field',
      { ...valid, constraints: { query: { language: 'de', country: 'de' } } },
    ],
    ['an unknown language', { ...valid, constraints: { query: { language: 'xx' } } }],
    ['an unknown group', { ...valid, constraints: { query: { language: 'de', group: 'us' } } }],
    ['an unknown brand', { ...valid, constraints: { query: { language: 'de', brand: 'third' } } }],
    ['no snippet ids', { ...valid, snippetIds: [] }],
    [
      '21 snippet ids',
      { ...valid, snippetIds: Array.from({ length: 21 }, () => 'header-snippet') },
    ],
    ['a 10 KB snippet id', { ...valid, snippetIds: [tenKilobytes] }],
    ['a 10 KB language', { ...valid, constraints: { query: { language: tenKilobytes } } }],
    ['no constraints', { snippetIds: ['header-snippet'] }],
    ['a null body', null],
    ['an array body', [valid]],
  ])('rejects %s with a 400 that says what is wrong', async (_case, body) => {
    const response = await postSnippets(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid request: /);
  });

  it('names unknown snippet ids', async () => {
    const response = await postSnippets({
      ...valid,
      snippetIds: ['header-snippet', 'sidebar-snippet', 'x-snippet'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("unknown snippet id 'sidebar-snippet'");
    expect(response.json().message).toContain("unknown snippet id 'x-snippet'");
  });

  it('rejects a body that is not JSON', async () => {
    const response = await postSnippets('{"snippetIds": [');
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['no language', ''],
    ['an unknown language', 'language=xx'],
    ['a 10 KB language', `language=${tenKilobytes}`],
    ['two languages', 'language=de&language=fr'],
    ['an unknown parameter', 'language=de&preview=1'],
    ['an unknown brand', 'language=de&brand=third'],
  ])('rejects a menu request with %s', async (_case, query) => {
    const response = await getMenu(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid request: /);
  });

  it.each([
    ['missing', {}],
    ['unknown', { 'x-search-instance': 'shop-xx' }],
  ])('rejects a %s instance header on both endpoints', async (_case, headers) => {
    for (const response of [
      await postSnippets(valid, headers),
      await getMenu('language=de', headers),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/x-search-instance/);
    }
  });

  it('never answers 5xx and changes nothing', async () => {
    const before = await exportContent(database.db);
    const bodies: unknown[] = [
      { snippetIds: [{}], constraints: { query: { language: 'de' } } },
      {
        snippetIds: ["'; drop table content_documents; --"],
        constraints: { query: { language: 'de' } },
      },
      '{"snippetIds":["header-snippet"],"constraints":{"query":{"language":"de","__proto__":{"x":1}}}}',
      { snippetIds: ['header-snippet'], constraints: 'all' },
      'true',
      '"header-snippet"',
    ];
    for (const body of bodies) {
      const response = await postSnippets(body);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    for (const query of [
      "language=de'--",
      'language[]=de',
      'language=%00',
      `brand=${tenKilobytes}&language=de`,
    ]) {
      const response = await getMenu(query);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const after = await exportContent(database.db);
    expect(after.documents).toEqual(before.documents);
  });
});
