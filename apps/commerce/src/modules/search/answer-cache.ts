/**
 * In-process cache of search answers (listings and autosuggest), keyed by the normalized
 * request and valid for one version of what it depends on (its scope). A version is a row
 * the indexer bumps in the same transaction as the changes of the search documents that
 * concern it (refreshSearchDocuments), so an answer is never served after the catalog it
 * came from changed, also when several service processes share one database: each reads
 * the version before answering.
 *
 * Reading the version before the answer's own statements keeps it safe: a change that
 * commits in between is at worst filed under the older version, which nobody asks for
 * once the newer version is visible.
 *
 * Requests share version reads, but only reads that started after they arrived: a request
 * that finds a read under way waits for the next one, which starts when that read ends
 * and serves every request that came meanwhile. So no answer is older than its request,
 * and under load one read serves many requests instead of one each (the read's round
 * trip was a third of a cached category page's statements, bench/README.md, stop 16).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { ListingQuery } from './listing';
import { queryRows } from './rows';
import { searchTerms } from './search-phrase';

export interface SearchAnswerCacheSettings {
  /** Answers kept at most; 0 turns the cache off (every request runs its statements). */
  maxEntries: number;
  /** Approximate bytes of answers kept at most (their JSON length). */
  maxBytes: number;
}

/**
 * 5,000 answers: a category page of 48 tiles is 30–40 KB of JSON, so the byte bound of
 * 128 MB is what limits full listings, the count what limits autosuggest answers (2 KB).
 */
export const SEARCH_CACHE_DEFAULTS: SearchAnswerCacheSettings = {
  maxEntries: 5000,
  maxBytes: 128 * 1024 * 1024,
};

export interface SearchAnswerCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

/**
 * The rows of search_catalog_version (indexer.ts): 'catalog' is raised by every change
 * the indexer writes, 'catalog but stock' by every change but a stock change.
 */
export type VersionRow = 'catalog' | 'catalog but stock';
export const VERSION_ROWS: Record<VersionRow, number> = { catalog: 1, 'catalog but stock': 2 };

/**
 * What an answer depends on, so which change makes it stale:
 * - 'catalog': anything the indexer writes (search listings show stock and prices);
 * - 'catalog but stock': everything but a stock change (autosuggest, whose answers show
 *   neither stock nor prices and never filter or sort by them, decision 195);
 * - a category: a category page's listing, stale after every change but a stock change
 *   and after the stock changes of the category's own products (decision 198).
 */
export type AnswerScope = VersionRow | { category: number };

export interface SearchAnswerCache {
  /** The answer for this key at the scope's current version, computed on a miss. */
  answer<T>(db: Database, key: string, compute: () => Promise<T>, scope?: AnswerScope): Promise<T>;
  stats(): SearchAnswerCacheStats;
}

const versionRowSchema = z.object({ version: z.coerce.number() });
const categoryVersionSchema = z.object({
  catalog: z.coerce.number().nullable(),
  category: z.coerce.number().nullable(),
});

/** The row's version the indexer last committed (0 before the first indexing). */
export async function catalogVersion(
  db: Pick<Database, 'execute'>,
  row: VersionRow = 'catalog',
): Promise<number> {
  const rows = await queryRows(
    db,
    sql`select version from search_catalog_version where id = ${VERSION_ROWS[row]}`,
    versionRowSchema,
  );
  return rows[0]?.version ?? 0;
}

/** A category page's version: the catalog's but stock, and its category's stock version. */
async function categoryVersion(db: Pick<Database, 'execute'>, categoryId: number) {
  const [row] = await queryRows(
    db,
    sql`select
        (select version from search_catalog_version
          where id = ${VERSION_ROWS['catalog but stock']}) as catalog,
        (select version from search_category_versions where category_id = ${categoryId}) as category`,
    categoryVersionSchema,
  );
  return `${row?.catalog ?? 0}.${row?.category ?? 0}`;
}

interface Entry {
  value: Promise<unknown>;
  bytes: number;
  /** The version of its scope the answer was computed at. */
  version: string;
}

/**
 * A version read through shared reads, each started after the call: while a read is
 * under way, calls wait for the one after it (see the module comment).
 */
export function sharedVersionReader<V>(
  read: (db: Database) => Promise<V>,
): (db: Database) => Promise<V> {
  let underWay: Promise<V> | null = null;
  let following: Promise<V> | null = null;
  const start = (db: Database) => {
    const started = read(db).finally(() => {
      if (underWay === started) underWay = null;
    });
    underWay = started;
    return started;
  };
  return (db) => {
    if (!underWay) return start(db);
    following ??= underWay
      .catch(() => undefined)
      .then(() => {
        following = null;
        return start(db);
      });
    return following;
  };
}

export function createSearchAnswerCache(settings: SearchAnswerCacheSettings): SearchAnswerCache {
  // A Map iterates in insertion order: re-inserting on a hit makes its first key the
  // least recently used one.
  const entries = new Map<string, Entry>();
  const rowReaders = {
    catalog: sharedVersionReader((db) => catalogVersion(db, 'catalog')),
    'catalog but stock': sharedVersionReader((db) => catalogVersion(db, 'catalog but stock')),
  } satisfies Record<VersionRow, unknown>;
  // One per category asked for (found by a lookup, so at most the catalog's categories).
  const categoryReaders = new Map<number, (db: Database) => Promise<string>>();
  const versionOf = async (db: Database, scope: AnswerScope): Promise<string> => {
    if (typeof scope === 'string') return String(await rowReaders[scope](db));
    let reader = categoryReaders.get(scope.category);
    if (!reader) {
      reader = sharedVersionReader((db) => categoryVersion(db, scope.category));
      categoryReaders.set(scope.category, reader);
    }
    return reader(db);
  };
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const evict = () => {
    while (entries.size > settings.maxEntries || bytes > settings.maxBytes) {
      const oldest = entries.keys().next();
      if (oldest.done) return;
      drop(oldest.value);
    }
  };

  return {
    async answer<T>(
      db: Database,
      key: string,
      compute: () => Promise<T>,
      scope: AnswerScope = 'catalog',
    ): Promise<T> {
      if (settings.maxEntries <= 0) return compute();
      const current = await versionOf(db, scope);
      const cached = entries.get(key);
      if (cached?.version === current) {
        hits += 1;
        entries.delete(key);
        entries.set(key, cached);
        return cached.value as Promise<T>;
      }
      misses += 1;
      // An answer of another version makes room (others of older versions leave as the
      // least recently used). A read that ended after a newer one may file an older
      // answer; the next request at the newer version replaces it.
      if (cached) drop(key);
      // Concurrent requests for the same answer share one computation.
      const value = compute();
      const entry: Entry = { value, bytes: 0, version: current };
      entries.set(key, entry);
      try {
        const result = await value;
        if (entries.get(key) === entry) {
          entry.bytes = JSON.stringify(result).length;
          bytes += entry.bytes;
          evict();
        }
        return result;
      } catch (error) {
        if (entries.get(key) === entry) drop(key);
        throw error;
      }
    },
    stats: () => ({ hits, misses, entries: entries.size, bytes }),
  };
}

/** JSON with object keys sorted, so the same filters in another order share one key. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    // Selected filter values are a set: their order changes no answer.
    const items = value.map(canonicalJson);
    return `[${items.sort().join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The key of a listing answer: everything it depends on, with the phrase reduced to what
 * the listing reads of it (its words and its article number form).
 */
export function listingCacheKey(query: ListingQuery): string {
  const terms = searchTerms(query.searchPhrase);
  return canonicalJson({
    answer: 'listing',
    language: query.language,
    store: query.store.key,
    categoryId: query.categoryId ?? null,
    // Joined in the phrase's order, which a corrected phrase keeps.
    words: terms?.words.join(' ') ?? '',
    articleNumber: terms?.articleNumber ?? null,
    filters: query.filters,
    sorting: query.sorting ?? null,
    offset: query.offset,
    count: query.count,
    withAggregations: query.withAggregations,
    textMatch: query.textMatch ?? null,
    matchIn: query.matchIn ?? null,
    countLimit: query.countLimit ?? null,
  });
}

/** The key of the category a path names (or none), in a language. */
export function categoryCacheKey(language: string, path: string): string {
  return canonicalJson({ answer: 'category', language, path });
}

/** The key of an autosuggest answer. */
export function autosuggestCacheKey(query: {
  language: string;
  store: { key: string };
  searchPhrase: string;
  count: number;
}): string {
  const terms = searchTerms(query.searchPhrase);
  return canonicalJson({
    answer: 'autosuggest',
    language: query.language,
    store: query.store.key,
    words: terms?.words.join(' ') ?? '',
    articleNumber: terms?.articleNumber ?? null,
    count: query.count,
  });
}
