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
