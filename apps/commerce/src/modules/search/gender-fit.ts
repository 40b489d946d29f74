/**
 * Technical row 3460 names the gender fit in the product's own words per language
 * (spec 3 "Product"); search maps every language's word to women, men or unisex.
 * Words are compared lower-case and unaccented.
 */
export const GENDER_FIT_WORDS = {
  women: [
    'damen',
    'femmes',
    'femme',
    'women',
    'woman',
    'dames',
    'donna',
    'donne',
    'damskie',
    'damski',
    'mujer',
    'mujeres',
  ],
  men: [
    'herren',
    'hommes',
    'homme',
    'men',
    'man',
    'heren',
    'uomo',
    'uomini',
    'meskie',
    'meski',
    'hombre',
    'hombres',
  ],
} as const;

export type GenderFit = 'women' | 'men' | 'unisex';

/** Product kinds sold with a fit; they default to unisex when row 3460 is missing. */
export const FITTED_PRODUCT_KINDS = ['ems-clothing', 'ems-suit'] as const;

const WOMEN_WORDS: ReadonlySet<string> = new Set(GENDER_FIT_WORDS.women);
const MEN_WORDS: ReadonlySet<string> = new Set(GENDER_FIT_WORDS.men);

export function isFittedKind(kind: string): boolean {
  return FITTED_PRODUCT_KINDS.some((fitted) => fitted === kind);
}

/** Lower-case and without accents, like Postgres' unaccent in the indexer ('Męskie' -> 'meskie'). */
function normalizeFitWord(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
}

/**
 * The fit named by row 3460 in any of its languages. Women wins over men when the
 * translations disagree, as in the indexer, so the product page and the fit filter agree.
 */
export function genderFitOf(rowValues: readonly string[]): GenderFit {
  const words = rowValues.map(normalizeFitWord);
  if (words.some((word) => WOMEN_WORDS.has(word))) return 'women';
  if (words.some((word) => MEN_WORDS.has(word))) return 'men';
  return 'unisex';
}
