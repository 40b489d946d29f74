/**
 * Reads and writes content_documents. Reads pick, per key, the best document along the
 * fallback chain (brand, then default brand; optionally the default language after the
 * requested one). Writes validate every record first and then upsert them in one
 * transaction, touching only documents whose content really changed.
 */
import { type ContentBrand, DEFAULT_CONTENT_BRAND } from '@shop/search-contract';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@shop/shop-config';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type RawStatement, rawDatabaseIfRoot } from '../../db/raw-statements';
import { RequestError } from '../../plugins/error-handler';
import { type ContentRecord, contentRecordSchema, describeRecord } from './content-records';
import { type ContentKind, contentDocuments } from './schema';

export interface ContentLookup {
  db: Database;
  language: LanguageCode;
  brand?: ContentBrand | undefined;
}

export interface StoredDocument {
  key: string;
  locale: LanguageCode;
  brand: ContentBrand;
  document: unknown;
}

/**
 * The statement of findDocuments, prepared once per connection: content is read on every
 * page and (catalogue mode) on every cart change, so it skips the query builder.
 */
const FIND_DOCUMENTS: RawStatement = {
  name: 'content_find_documents_v1',
  text: `select key, locale, brand, document from content_documents
    where kind = $1 and key = any($2::text[]) and locale = any($3::text[]) and brand = any($4::text[])`,
};

/**
 * Where a hand-written statement finds one value of a stored document the way findDocuments
 * chooses the document: among `locales` and `brands` the first of each wins, the language
 * before the brand; `path` leads to the value inside the document.
 */
export interface StoredValueLocation {
  kind: ContentKind;
  key: string;
  locales: readonly LanguageCode[];
  brands: readonly ContentBrand[];
  path: readonly string[];
}

/**
 * The document per key that best matches language and brand. With `languageFallback`, a
 * key missing in the language is served in the default language rather than not at all.
 */
export async function findDocuments(
  lookup: ContentLookup,
  kind: ContentKind,
  keys: readonly string[],
  options: { languageFallback: boolean },
): Promise<Map<string, StoredDocument>> {
  if (keys.length === 0) return new Map();
  const brand = lookup.brand ?? DEFAULT_CONTENT_BRAND;
  const locales = options.languageFallback
    ? [lookup.language, DEFAULT_LANGUAGE]
    : [lookup.language];
  const raw = rawDatabaseIfRoot(lookup.db);
  const rows = raw
    ? (
        await raw.rows(FIND_DOCUMENTS, [kind, [...keys], locales, [brand, DEFAULT_CONTENT_BRAND]])
      ).map((row) => ({
        key: String(row.key),
        locale: String(row.locale),
        brand: String(row.brand),
        document: row.document,
      }))
    : await lookup.db
        .select({
          key: contentDocuments.key,
          locale: contentDocuments.locale,
          brand: contentDocuments.brand,
          document: contentDocuments.document,
        })
        .from(contentDocuments)
        .where(
          and(
            eq(contentDocuments.kind, kind),
            inArray(contentDocuments.key, [...keys]),
            inArray(contentDocuments.locale, locales),
            inArray(contentDocuments.brand, [brand, DEFAULT_CONTENT_BRAND]),
          ),
        );
  // Lower rank wins: the language matters more than the brand.
  const rank = (row: { locale: string; brand: string }) =>
    (row.locale === lookup.language ? 0 : 2) + (row.brand === brand ? 0 : 1);
  const best = new Map<string, StoredDocument & { rank: number }>();
  for (const row of rows) {
    const current = best.get(row.key);
    const rowRank = rank(row);
    if (current && current.rank <= rowRank) continue;
    best.set(row.key, {
      key: row.key,
      locale: row.locale === lookup.language ? lookup.language : DEFAULT_LANGUAGE,
      brand: row.brand === brand ? brand : DEFAULT_CONTENT_BRAND,
      document: row.document,
      rank: rowRank,
    });
  }
  return new Map([...best].map(([key, { rank: _rank, ...stored }]) => [key, stored]));
}

/** A stored document that no longer fits its schema: a deployment fault, never user input. */
export class InvalidStoredContentError extends Error {
  override name = 'InvalidStoredContentError';
}

export class ContentValidationError extends RequestError {
  constructor(readonly problems: readonly string[]) {
    super(400, `Invalid content: ${problems.slice(0, 10).join('; ')}`);
    this.name = 'ContentValidationError';
  }
}

/**
 * Validates records against the contract and reports every invalid one by name and
 * position, so one run of the admin CLI shows all mistakes of an edited file.
 */
export function validateContentRecords(records: readonly unknown[]): ContentRecord[] {
  const problems: string[] = [];
  const valid: ContentRecord[] = [];
  const seen = new Set<string>();
  records.forEach((input, index) => {
    const parsed = contentRecordSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.join('.') || 'record';
      problems.push(`#${index + 1} ${nameOf(input)}: ${where}: ${issue?.message ?? 'invalid'}`);
      return;
    }
    const identity = describeRecord(parsed.data);
    if (seen.has(identity)) problems.push(`#${index + 1} ${identity}: appears twice`);
    seen.add(identity);
    valid.push(parsed.data);
  });
  if (problems.length > 0) throw new ContentValidationError(problems);
  return valid;
}

function nameOf(input: unknown): string {
  if (typeof input !== 'object' || input === null) return 'record';
  const field = (name: string) => {
    const value: unknown = Reflect.get(input, name);
    return typeof value === 'string' ? value.slice(0, 80) : '?';
  };
  return describeRecord({ kind: field('kind'), key: field('key'), locale: field('locale') });
}

export interface SaveResult {
  /** Records inserted or whose document changed. */
  written: number;
  unchanged: number;
}

// Rows per insert statement: menus are tens of kilobytes, so statements stay small.
const ROWS_PER_STATEMENT = 25;

/**
 * Validates and upserts content records in one transaction: all or nothing. A record
 * whose document equals the stored one keeps its updated_at, so a re-import of an
 * unchanged export writes nothing.
 */
export async function saveContentRecords(
  db: Database,
  records: readonly unknown[],
): Promise<SaveResult> {
  const valid = validateContentRecords(records);
  let written = 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < valid.length; start += ROWS_PER_STATEMENT) {
      const chunk = valid.slice(start, start + ROWS_PER_STATEMENT);
      const rows = await tx
        .insert(contentDocuments)
        .values(
          chunk.map(({ kind, key, locale, brand, document }) => ({
            kind,
            key,
            locale,
            brand,
            document,
          })),
        )
        .onConflictDoUpdate({
          target: [
            contentDocuments.kind,
            contentDocuments.key,
            contentDocuments.locale,
            contentDocuments.brand,
          ],
          set: { document: sql`excluded.document`, updatedAt: sql`now()` },
          setWhere: sql`${contentDocuments.document} is distinct from excluded.document`,
        })
        .returning({ key: contentDocuments.key });
      written += rows.length;
    }
  });
  return { written, unchanged: valid.length - written };
}
