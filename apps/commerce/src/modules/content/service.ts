/**
 * The content service's read side: snippets, the mega-menu, content pages and category
 * page elements for one language and brand. Other modules (the search page endpoint)
 * call these; routes only validate and wrap the answers.
 */
import {
  CONTENT_LANGUAGES,
  type ContentBrand,
  contentPagePathSchema,
  contentPageSchema,
  DEFAULT_CONTENT_BRAND,
  type MenuItem,
  menuDocumentSchema,
  type PageElements,
  pageElementsSchema,
  type ResolvedContentPage,
  type Snippet,
  type SnippetId,
  snippetSchema,
} from '@shop/search-contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { describeZodError } from '../../plugins/error-handler';
import { categoryKeySchema, describeRecord, MAIN_MENU_KEY } from './content-records';
import {
  type ContentLookup,
  findDocuments,
  InvalidStoredContentError,
  type StoredDocument,
} from './content-store';
import { type ContentKind, contentDocuments } from './schema';

/**
 * What every content read needs: database, language and brand (the default brand when
 * left out). A ShopContext fits as it is.
 */
export type ContentContext = ContentLookup;

/**
 * The requested snippets that exist, each once, in request order. A snippet missing in
 * the language is served in the default language, and a brand without its own snippet
 * gets the default brand's, so the shell always has a header and footer to render.
 */
export async function getSnippets(
  context: ContentContext,
  snippetIds: readonly SnippetId[],
): Promise<Snippet[]> {
  const ids = [...new Set(snippetIds)];
  const found = await findDocuments(context, 'snippet', ids, { languageFallback: true });
  return ids.flatMap((id) => {
    const stored = found.get(id);
    return stored ? [parseStored(snippetSchema, 'snippet', stored)] : [];
  });
}

/**
 * Top-level items of the mega-menu with their children, submenus and flyout banners.
 * Empty when no menu exists: the storefront then shows an empty menu (spec 8).
 */
export async function getMenu(context: ContentContext): Promise<MenuItem[]> {
  const found = await findDocuments(context, 'menu', [MAIN_MENU_KEY], { languageFallback: true });
  const stored = found.get(MAIN_MENU_KEY);
  return stored ? parseStored(menuDocumentSchema, 'menu', stored).items : [];
}

/**
 * The content page at a visible path such as '/de/datenschutz/' (a missing trailing slash
 * is tolerated), with its translations for alternate-language links; undefined when the
 * path is no content page of this language. Pages never fall back to another language:
 * their path names the language.
 */
export async function findContentPage(
  context: ContentContext,
  path: string,
): Promise<ResolvedContentPage | undefined> {
  const parsedPath = contentPagePathSchema.safeParse(path.endsWith('/') ? path : `${path}/`);
  if (!parsedPath.success || !parsedPath.data.startsWith(`/${context.language}/`)) return undefined;
  const found = await findDocuments(context, 'page', [parsedPath.data], {
    languageFallback: false,
  });
  const stored = found.get(parsedPath.data);
  if (!stored) return undefined;
  const page = parseStored(contentPageSchema, 'page', stored);
  return { ...page, alternates: await pageTranslations(context, page.pageId) };
}

/**
 * Content elements above (`top`) and below (`bottom`) a category's products, where the
 * minimized header and footer of that category live (spec 2.3); empty lists when the
 * category has none in this language.
 */
export async function getPageElements(
  context: ContentContext,
  categoryKey: string,
): Promise<PageElements> {
  const key = categoryKeySchema.safeParse(categoryKey);
  if (!key.success) return { top: [], bottom: [] };
  const found = await findDocuments(context, 'page-elements', [key.data], {
    languageFallback: false,
  });
  const stored = found.get(key.data);
  return stored
    ? parseStored(pageElementsSchema, 'page-elements', stored)
    : { top: [], bottom: [] };
}

async function pageTranslations(
  context: ContentContext,
  pageId: string,
): Promise<ResolvedContentPage['alternates']> {
  const brand: ContentBrand = context.brand ?? DEFAULT_CONTENT_BRAND;
  const rows = await context.db
    .selectDistinct({ locale: contentDocuments.locale, url: contentDocuments.key })
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.kind, 'page'),
        inArray(contentDocuments.brand, [brand, DEFAULT_CONTENT_BRAND]),
        sql`${contentDocuments.document}->>'pageId' = ${pageId}`,
      ),
    );
  return CONTENT_LANGUAGES.flatMap((language) => {
    const row = rows.find((candidate) => candidate.locale === language);
    return row ? [{ language, url: row.url }] : [];
  });
}

/*
 * Documents were validated on write; parsing again on read keeps the types honest and
 * turns a schema change without a content migration into a loud, logged 500.
 */
function parseStored<Schema extends z.ZodType>(
  schema: Schema,
  kind: ContentKind,
  stored: StoredDocument,
): z.infer<Schema> {
  const parsed = schema.safeParse(stored.document);
  if (parsed.success) return parsed.data;
  throw new InvalidStoredContentError(
    `Stored ${describeRecord({ kind, ...stored })} does not match the contract: ${describeZodError(parsed.error)}`,
  );
}
