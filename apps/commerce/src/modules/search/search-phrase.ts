/**
 * Turns a shopper's phrase into safe query parts: only letters and digits survive, so no
 * tsquery, LIKE or regex syntax can reach the database, whatever the phrase holds.
 */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 50;

export interface SearchTerms {
  /** Lower-case words of the phrase. */
  words: string[];
  /** For to_tsquery: every word as a prefix, all required. */
  prefixQuery: string;
  /** The words joined by spaces, for trigram similarity with category names. */
  joined: string;
  /** The phrase as an article number candidate (upper-case, no spaces), or null. */
  articleNumber: string | null;
}

export function searchTerms(phrase: string): SearchTerms | null {
  const words = phrase
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_TERMS)
    .map((word) => word.slice(0, MAX_TERM_LENGTH));
  if (words.length === 0) return null;
  const compact = phrase.trim().toUpperCase();
  return {
    words,
    prefixQuery: words.map((word) => `${word}:*`).join(' & '),
    joined: words.join(' '),
    // Article numbers carry a digit ('BP-100-1'); plain words never count as one.
    articleNumber: /^[A-Z0-9][A-Z0-9-]{1,40}$/.test(compact) && /\d/.test(compact) ? compact : null,
  };
}
