import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTranslations } from '../catalog/schema';
import { refreshSearchDocuments } from './indexer';
import { searchTerms } from './search-phrase';
import { constraints, type SearchTestApp, startSearchTestApp } from './search-test-app';
import { correctedPhrase } from './typo-correction';

/**
 * Typos are corrected from the titles' vocabulary (search_title_words), which the indexer
 * keeps current with the catalog.
 */
let search: SearchTestApp;

beforeAll(async () => {
  search = await startSearchTestApp();
});
afterAll(() => search?.close());

interface Suggestion {
  title: string;
  manufacturer_title: string | null;
}

async function suggestedProducts(phrase: string, language = 'de', store = 'de') {
  const response = await search.post(
    '/search/autosuggest',
    { searchPhrase: phrase, count: 4, offset: 0, constraints: constraints(language, store) },
    store,
  );
  expect(response.statusCode).toBe(200);
  return response.json().data.products as { count: number; items: Suggestion[] };
}

const searchTotal = async (phrase: string) =>
  (await search.searchListing(phrase)) as {
    total: number;
    items: Array<{ id: number; title: string }>;
  };

const corrected = (phrase: string, language: 'de' | 'fr' = 'de') =>
  correctedPhrase(search.db, language, searchTerms(phrase)!);

describe('typo correction', () => {
  it('corrects each misspelt word to the closest title word, keeping the order', async () => {
    expect(await corrected('oberarm blutdruckmesgerat')).toBe('oberarm blutdruckmessgerat');
    expect(await corrected('kinetar')).toBe('kinetra');
    expect(await corrected('tensiomtre', 'fr')).toBe('tensiometre');
  });

  it('leaves words that start a title word, short words and hopeless words alone', async () => {
    // 'blutdr' is being typed; 'ems' is too short to guess at; 'qxzvw' is like no word.
    expect(await corrected('blutdr')).toBeNull();
    expect(await corrected('oberarm ems')).toBeNull();
    expect(await corrected('qxzvw')).toBeNull();
  });

  it('suggests a brand’s products for its misspelt name', async () => {
    const products = await suggestedProducts('kinetar');
    expect(products.items.length).toBeGreaterThan(0);
    for (const item of products.items) expect(item.manufacturer_title).toBe('Kinetra');
  });

  it('finds nothing for well-spelt words that no product has together', async () => {
    // Both words start title words, so there is no typo to correct: no product is shown
    // rather than products that match one of the words.
    expect((await searchTotal('blutdruckmessgerat trainingsanzug')).total).toBe(0);
  });

  it('learns the words of a changed title with the change', async () => {
    const productId = await search.productId('BPU-1003');
    const misspelt = 'zyklotronmanchette';
    expect((await searchTotal(misspelt)).total).toBe(0);

    await search.db.transaction(async (tx) => {
      await tx
        .update(productTranslations)
        .set({ title: 'Zyklotronmanschette für Oberarm-Blutdruckmessgeräte' })
        .where(
          and(eq(productTranslations.productId, productId), eq(productTranslations.locale, 'de')),
        );
      await refreshSearchDocuments(tx, [productId]);
    });

    const found = await searchTotal(misspelt);
    expect(found.items.map((item) => item.id)).toEqual([productId]);
  });
});
