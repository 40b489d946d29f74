/**
 * Typo tolerance (issue 4: "blutdruckmesgerat" finds Blutdruckmessgerät): a phrase whose
 * words match nothing has each misspelt word replaced by the most similar word of the
 * titles' vocabulary (search_title_words, pg_trgm word similarity), and the listing is
 * asked again by words. A word counts as misspelt when no title word starts with it, so a
 * word being typed ('blutdr') is left alone. The vocabulary is small (a thousand words per
 * language on the 100,000-product catalog), so correcting costs one short statement where
 * comparing the phrase with every title read up to 20,000 of them (docs/decisions.md).
 */
import type { LanguageCode } from '@shop/shop-config';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRows } from './rows';
import type { SearchTerms } from './search-phrase';

/**
 * Words shorter than this are never corrected: two or three letters are one or two
 * trigrams, which most words share, so any correction would be a guess.
 */
export const CORRECTION_MIN_LENGTH = 4;

const correctionRowSchema = z.object({
  /** The typed word, unaccented as the vocabulary is. */
  word: z.string(),
  /** Some title word starts with it. */
  known: z.boolean(),
  /** The most similar title word (word similarity at least pg_trgm's 0.6), if any. */
  closest: z.string().nullable(),
});

/** A text[] literal of the phrase's words (letters and digits only, see search-phrase.ts). */
const wordArray = (words: readonly string[]) => `{${words.map((word) => `"${word}"`).join(',')}}`;

/**
 * The phrase with its misspelt words corrected, or null when no word needed or found a
 * correction (the phrase then stays without matches).
 */
export async function correctedPhrase(
  db: Database,
  language: LanguageCode,
  terms: SearchTerms,
): Promise<string | null> {
  const rows = await queryRows(
    db,
    sql`select q.word,
        exists (select 1 from search_title_words v
          where v.locale = ${language} and starts_with(v.word, q.word)) as known,
        (select v.word from search_title_words v
          where v.locale = ${language} and q.word <% v.word
          order by word_similarity(q.word, v.word) desc, similarity(q.word, v.word) desc, v.word
          limit 1) as closest
      from unnest(${wordArray(terms.words)}::text[]) with ordinality as typed(word, position)
        cross join lateral (select unaccent(typed.word) as word) as q
      order by typed.position`,
    correctionRowSchema,
  );
  let corrected = false;
  const words = rows.map((row) => {
    if (row.known || row.word.length < CORRECTION_MIN_LENGTH || row.closest === null) {
      return row.word;
    }
    corrected = true;
    return row.closest;
  });
  return corrected ? words.join(' ') : null;
}
