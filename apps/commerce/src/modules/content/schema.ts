/**
 * Content documents: snippets, the mega-menu, content pages and category page elements,
 * each stored as one JSON document per (kind, key, locale, brand) (ARCHITECTURE: content).
 * Documents are validated with the search-contract schemas before every write, so a
 * stored document is always one the storefront can render.
 */
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const CONTENT_KINDS = ['snippet', 'menu', 'page', 'page-elements'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const contentDocuments = pgTable(
  'content_documents',
  {
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    /** Snippet id, 'main' for the menu, the page path, or the category key. */
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    /** The second brand variant overrides single documents; everything else falls back. */
    brand: text('brand').notNull().default('default'),
    document: jsonb('document').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key, t.locale, t.brand] }),
    // The service validates too; these keep rows written by hand (psql) within bounds.
    check('content_documents_kind', sql`${t.kind} in ('snippet', 'menu', 'page', 'page-elements')`),
    check(
      'content_documents_locale',
      sql`${t.locale} in ('de', 'fr', 'en', 'nl', 'it', 'pl', 'es')`,
    ),
    check('content_documents_brand', sql`${t.brand} in ('default', 'second')`),
  ],
);
