import { LANGUAGE_CODES, type LanguageCode, localizedPath, ROUTE_NAMES } from '@shop/shop-config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { mediaFiles } from '../../modules/catalog/schema';
import type { ContentRecordInput } from '../../modules/content/content-records';
import { exportContent } from '../../modules/content/content-transfer';
import { imagesOf, linksOf, textsOf } from '../../modules/content/testing/document-fields';
import { createTestDatabase } from '../../testing/test-database';
import { seedDemoCatalog } from '../demo-catalog';
import { CATEGORY_KEYS } from '../demo-catalog/categories';
import { buildDemoContent, seedDemoContent } from './index';
import { categoryPath } from './links';

const records = buildDemoContent();
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

const ofLanguage = (language: LanguageCode) =>
  records.filter(
    (record) => record.locale === language && (record.brand ?? 'default') === 'default',
  );

function anchorsOf(document: unknown): string[] {
  const json = JSON.stringify(document);
  return [...json.matchAll(/"anchorId":"([a-z0-9-]+)"/g)].map((match) => match[1] ?? '');
}

describe('demo content', () => {
  it('has every snippet, the menu, four pages and the EMS suits elements in all seven languages', () => {
    for (const language of LANGUAGE_CODES) {
      const kinds = ofLanguage(language).map((record) => `${record.kind}:${record.key}`);
      expect(kinds.filter((kind) => kind.startsWith('snippet:'))).toHaveLength(7);
      expect(kinds).toContain('menu:main');
      expect(kinds.filter((kind) => kind.startsWith('page:'))).toHaveLength(4);
      expect(kinds).toContain('page-elements:ems-suits');
      expect(kinds).toContain(`page:${localizedPath(language, 'privacy')}`);
    }
    const second = records
      .filter((record) => record.brand === 'second')
      .map((record) => record.key);
    expect(second.sort()).toEqual(
      LANGUAGE_CODES.flatMap(() => ['footer-snippet', 'header-snippet']).sort(),
    );
  });

  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))(
    'is written in %s, not copied from English',
    (language) => {
      // Prose only: names such as PayPal, DHL or 'Blog' are the same in every language.
      const isProse = (text: string) => text.split(/\s+/).length >= 4 && !/\d/.test(text);
      const english = new Set(ofLanguage('en').flatMap((record) => textsOf(record.document)));
      const prose = ofLanguage(language)
        .flatMap((record) => textsOf(record.document))
        .filter(isProse);
      expect(prose.length).toBeGreaterThan(50);
      expect(prose.filter((text) => english.has(text))).toEqual([]);
    },
  );

  it('links only to category pages, content pages and anchors that exist in the same language', () => {
    const dead: string[] = [];
    for (const language of LANGUAGE_CODES) {
      const targets = new Map<string, string[]>();
      for (const key of CATEGORY_KEYS) targets.set(categoryPath(key, language), []);
      for (const route of ROUTE_NAMES) targets.set(localizedPath(language, route), []);
      for (const record of records.filter((candidate) => candidate.locale === language)) {
        if (record.kind === 'page') targets.set(record.key, anchorsOf(record.document));
        if (record.kind === 'page-elements') {
          const key = CATEGORY_KEYS.find((candidate) => candidate === record.key);
          if (key) targets.set(categoryPath(key, language), anchorsOf(record.document));
        }
      }
      for (const record of records.filter((candidate) => candidate.locale === language)) {
        for (const link of linksOf(record.document)) {
          if (/^(https:|mailto:|tel:)/.test(link)) continue;
          const [path = '', anchor] = link.split('#');
          const anchors = targets.get(path);
          if (!anchors || (anchor && !anchors.includes(anchor)))
            dead.push(`${language} ${record.key}: ${link}`);
        }
      }
    }
    expect(dead).toEqual([]);
  });

  it('puts no content page on a path a category page or a localized route already uses', () => {
    const pages = records.filter(
      (record): record is Extract<ContentRecordInput, { kind: 'page' }> => record.kind === 'page',
    );
    for (const page of pages) {
      const language = LANGUAGE_CODES.find((code) => code === page.locale) ?? 'de';
      const taken = [
        ...CATEGORY_KEYS.map((key) => categoryPath(key, language)),
        ...ROUTE_NAMES.filter((route) => route !== 'privacy').map((route) =>
          localizedPath(language, route),
        ),
      ];
      expect(taken).not.toContain(page.key);
    }
  });

  it('shows only generated images that the service stores and serves', async () => {
    const images = new Set(records.flatMap((record) => imagesOf(record.document)));
    const stored = new Set(
      (await database.db.select({ url: mediaFiles.url }).from(mediaFiles)).map((row) => row.url),
    );
    expect(
      [...images].filter((image) => !image.startsWith('/media/content/') || !stored.has(image)),
    ).toEqual([]);
    for (const image of ['/media/content/payment/visa.svg', '/media/content/banner/ems.svg']) {
      const response = await app.inject({ method: 'GET', url: image });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body).toMatch(/^<svg /);
    }
  });

  it('changes nothing when seeded a second time', async () => {
    const before = await exportContent(database.db);
    await seedDemoContent(database.db);
    expect((await exportContent(database.db)).documents).toEqual(before.documents);
  });
});
