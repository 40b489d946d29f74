import { describe, expect, it } from 'vitest';
import { genderFitOf } from './gender-fit';
import { mediaForLanguage } from './product-media';
import { chooseVariant } from './product-variants';
import { averageRating, reviewHistogram } from './reviews-summary';

describe('variant choice (spec 4)', () => {
  const variants = [
    { id: 1, stock: 0 },
    { id: 2, stock: 4 },
    { id: 3, stock: 9 },
  ];
  it('prefers the requested variant, then the first with stock, then the first', () => {
    expect(chooseVariant(variants, 3)?.id).toBe(3);
    expect(chooseVariant(variants, undefined)?.id).toBe(2);
    expect(chooseVariant(variants, 99)?.id).toBe(2);
    expect(
      chooseVariant(
        [
          { id: 7, stock: 0 },
          { id: 8, stock: 0 },
        ],
        undefined,
      )?.id,
    ).toBe(7);
    expect(chooseVariant([], 1)).toBeUndefined();
  });
});

describe('gender fit words', () => {
  it.each([
    [['Damen'], 'women'],
    [['FEMMES'], 'women'],
    [['Męskie'], 'men'],
    [['Hombre'], 'men'],
    [['Unisex'], 'unisex'],
    [[], 'unisex'],
    [['Uomo', 'Donna'], 'women'],
  ] as const)('maps %j to %s', (values, fit) => {
    expect(genderFitOf(values)).toBe(fit);
  });
});

describe('manual language fallback', () => {
  const manual = (locale: string | null) => ({
    url: `/media/manuals/x-${locale}.pdf`,
    title: 'Manual',
    mimeType: 'application/pdf',
    locale,
  });
  it('uses the language, else English, else German, and always shared media', () => {
    const all = [manual('de'), manual('en'), manual('pl'), manual(null)];
    expect(mediaForLanguage(all, 'pl').map((row) => row.language)).toEqual(['pl', null]);
    expect(mediaForLanguage(all, 'fr').map((row) => row.language)).toEqual(['en', null]);
    expect(mediaForLanguage([manual('de')], 'it').map((row) => row.language)).toEqual(['de']);
    expect(mediaForLanguage([manual('nl')], 'it')).toEqual([]);
  });
});

describe('review histogram', () => {
  it('counts stars and averages them to two decimals', () => {
    const histogram = reviewHistogram([
      { rating: 5, total: 2 },
      { rating: 4, total: 1 },
      { rating: 9, total: 3 },
    ]);
    expect(histogram).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 });
    expect(averageRating(histogram)).toBe(4.67);
    expect(averageRating(reviewHistogram([]))).toBe(0);
  });
});
