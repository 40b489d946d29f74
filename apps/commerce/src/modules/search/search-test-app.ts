/**
 * Test support for the search module's integration tests: a fresh database with the demo
 * catalog and its search documents, the app, and a client that calls the search service
 * the way the storefront does (JSON POST with the store's instance header).
 */
import { type ProductDetail, pageAnswerSchema } from '@shop/search-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app';
import type { Database, DatabaseHandle } from '../../db/client';
import { seedDemoCatalog } from '../../seed/demo-catalog';
import { createTestDatabase } from '../../testing/test-database';
import { products } from '../catalog/schema';
import { refreshSearchDocuments } from './indexer';

export interface SearchTestApp {
  db: Database;
  /** POSTs a JSON body with the instance header of `store` (none when null). */
  post(path: string, body: unknown, store?: string | null): Promise<LightMyRequestResponse>;
  /** The id of the demo product with this article number, e.g. 'BPU-1003'. */
  productId(articleNumber: string): Promise<number>;
  /**
   * The data of a search for a phrase (24 results, `extra` fields added to the body),
   * failing unless the answer is 200.
   */
  searchListing(
    phrase: string,
    language?: string,
    store?: string,
    extra?: object,
  ): Promise<unknown>;
  /** A page request for a URL, as the storefront sends it. */
  requestPage(url: string, language: string, store: string): Promise<LightMyRequestResponse>;
  /** The product page of a demo article, checked against the shared contract. */
  productPage(
    articleNumber: string,
    language?: string,
    store?: string,
    query?: string,
  ): Promise<ProductDetail>;
  close(): Promise<void>;
}

export const constraints = (language: string, group: string) => ({ query: { language, group } });

export async function startSearchTestApp(): Promise<SearchTestApp> {
  const database: DatabaseHandle = await createTestDatabase();
  await seedDemoCatalog(database.db);
  await refreshSearchDocuments(database.db);
  const app: FastifyInstance = await buildApp({ database, logLevel: 'silent' });
  const post: SearchTestApp['post'] = (path, body, store = 'de') =>
    app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        ...(store === null ? {} : { 'x-search-instance': `shop-${store}` }),
      },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const productId = async (articleNumber: string) => {
    const [row] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.articleNumber, articleNumber));
    if (!row) throw new Error(`No demo product ${articleNumber}`);
    return row.id;
  };
  const requestPage = (url: string, language: string, store: string) =>
    post('/search/page', { url, count: 1, constraints: constraints(language, store) }, store);
  return {
    db: database.db,
    post,
    productId,
    requestPage,
    async searchListing(phrase, language = 'de', store = 'de', extra = {}) {
      const response = await post(
        '/search/search',
        {
          searchPhrase: phrase,
          isSearch: true,
          count: 24,
          constraints: constraints(language, store),
          ...extra,
        },
        store,
      );
      if (response.statusCode !== 200) {
        throw new Error(`search '${phrase}': ${response.statusCode} ${response.body}`);
      }
      return response.json().data;
    },
    async productPage(articleNumber, language = 'de', store = 'de', query = '') {
      const id = await productId(articleNumber);
      const response = await requestPage(`/${language}/p/${id}${query}`, language, store);
      if (response.statusCode !== 200) {
        throw new Error(`${articleNumber}: ${response.statusCode} ${response.body}`);
      }
      const answer = pageAnswerSchema.parse(response.json());
      if (answer.language !== language || answer.data.type !== 'product') {
        throw new Error(`${articleNumber}: expected a product page in ${language}`);
      }
      return answer.data.product;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
