import 'server-only';
import {
  contentPaths,
  menuAnswerSchema,
  type SnippetOf,
  snippetsAnswerSchema,
  snippetsRequestSchema,
} from '@shop/search-contract';
import type { LanguageCode, Store } from '@shop/shop-config';
import { storefrontEnv } from '../env';
import { contentFetch, withContentFallback } from './content-fetch';
import type { FooterContent, HeaderContent, MenuEntry } from './content-types';
import { reshapeFooterElements, reshapeHeaderElements, reshapeMenuItem } from './reshape-content';

/** What header and footer of every page show, read from the content service. */
export interface ShellContent {
  menu: MenuEntry[];
  header: HeaderContent;
  footer: FooterContent;
}

const EMPTY_HEADER: HeaderContent = { promises: [], infoLinks: [] };

/** The mega-menu of a language (spec 7: GET menu with the instance header). */
export async function loadMenu(language: LanguageCode, store: Store): Promise<MenuEntry[]> {
  const answer = await contentFetch({
    path: contentPaths.menu,
    store,
    language,
    query: { language, brand: storefrontEnv().BRAND },
    answerSchema: menuAnswerSchema,
  });
  return answer.data.items.map(reshapeMenuItem);
}

async function loadShellSnippets(language: LanguageCode, store: Store) {
  const body = snippetsRequestSchema.parse({
    snippetIds: ['header-snippet', 'footer-snippet'],
    constraints: { query: { language, group: store.key, brand: storefrontEnv().BRAND } },
  });
  const answer = await contentFetch({
    path: contentPaths.snippets,
    store,
    language,
    body,
    answerSchema: snippetsAnswerSchema,
  });
  const find = <Id extends 'header-snippet' | 'footer-snippet'>(id: Id) =>
    answer.data.snippets.find((snippet): snippet is SnippetOf<Id> => snippet.snippetId === id);
  const header = find('header-snippet');
  const footer = find('footer-snippet');
  return {
    header: header === undefined ? EMPTY_HEADER : reshapeHeaderElements(header.config.top.elements),
    footer: {
      blocks: footer === undefined ? [] : reshapeFooterElements(footer.config.main.elements),
    },
  };
}

/**
 * Menu, header snippet and footer snippet of a page, fetched in parallel. Each part that
 * fails is logged and left empty (spec 8), so a content outage never takes a page down.
 */
export async function loadShellContent(
  language: LanguageCode,
  store: Store,
): Promise<ShellContent> {
  const [menu, snippets] = await Promise.all([
    withContentFallback(loadMenu(language, store), []),
    withContentFallback(loadShellSnippets(language, store), {
      header: EMPTY_HEADER,
      footer: { blocks: [] },
    }),
  ]);
  return { menu, ...snippets };
}
