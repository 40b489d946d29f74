import { localizedPath } from '@shop/shop-config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { seedDemoCatalog } from '../../seed/demo-catalog';
import { seedDemoContent } from '../../seed/demo-content';
import { createTestDatabase } from '../../testing/test-database';
import { refreshSearchDocuments } from './indexer';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoCatalog(database.db);
  await seedDemoContent(database.db);
  await refreshSearchDocuments(database.db);
  app = await buildApp({ database, logLevel: 'silent' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const page = (url: string, language: string) =>
  app.inject({
    method: 'POST',
    url: '/search/page',
    headers: { 'content-type': 'application/json', 'x-search-instance': 'shop-de' },
    payload: JSON.stringify({ url, count: 12, constraints: { query: { language, group: 'de' } } }),
  });

describe('page endpoint: content pages and category content elements', () => {
  it.each(['de', 'fr', 'pl'] as const)(
    'serves the privacy page at the spec path in %s with its main elements',
    async (language) => {
      const response = await page(localizedPath(language, 'privacy'), language);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.type).toBe('content');
      expect(data.page.config.main.elements.length).toBeGreaterThan(0);
    },
  );

  it('carries the minimized header and footer of the EMS suits category', async () => {
    const response = await page('/de/ems-training/anzuege/', 'de');
    expect(response.statusCode).toBe(200);
    const body = response.json().data;
    expect(body.type).toBe('category');
    const components = [...body.self.contentElements.top, ...body.self.contentElements.bottom].map(
      (element: { component: string }) => element.component,
    );
    expect(components).toEqual(expect.arrayContaining(['minimized-header', 'minimized-footer']));
  });

  it('answers 404 for a path that is neither a category, a product nor a content page', async () => {
    expect((await page('/de/nirgendwo/', 'de')).statusCode).toBe(404);
  });
});
