import type { LanguageCode } from '@shop/shop-config';
import { type SQL, sql } from 'drizzle-orm';

/**
 * PostgreSQL text search configuration per content language: stemming where Postgres
 * ships a snowball stemmer, 'simple' (no stemming) for Polish, which it lacks. Texts are
 * unaccented before indexing and querying, so 'Blutdruckmessgerat' finds 'Blutdruckmessgerät'.
 */
export const TEXT_SEARCH_CONFIG: Readonly<Record<LanguageCode, string>> = {
  de: 'german',
  fr: 'french',
  en: 'english',
  nl: 'dutch',
  it: 'italian',
  es: 'spanish',
  pl: 'simple',
};

/** The configuration for a locale column, as one SQL CASE. */
export function textSearchConfigFor(localeColumn: SQL): SQL {
  const branches = Object.entries(TEXT_SEARCH_CONFIG).map(
    ([locale, config]) => sql`when ${locale} then ${config}`,
  );
  return sql`(case ${localeColumn} ${sql.join(branches, sql` `)} else 'simple' end)::regconfig`;
}
