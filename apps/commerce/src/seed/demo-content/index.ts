/**
 * The demo content: all seven snippets, the mega-menu, four content pages (privacy,
 * customer service, about, EMS guide) and the EMS suits category's page elements in all
 * seven languages, plus second-brand (Nordpuls) header and footer snippets, and the
 * generated images they show. Deterministic: every run writes the same documents.
 */
import { LANGUAGE_CODES } from '@shop/shop-config';
import type { Database } from '../../db/client';
import { mediaFiles } from '../../modules/catalog/schema';
import { type ContentRecordInput, MAIN_MENU_KEY } from '../../modules/content/content-records';
import { saveContentRecords } from '../../modules/content/content-store';
import { NORDPULS, VITALORA } from './brands';
import { emsSuitsPageElements } from './campaign-layout';
import { cartSnippets, storefrontSettings } from './cart-snippets';
import { aboutPage, emsGuidePage, privacyPage, servicePage } from './content-pages';
import { cartFlyoutSnippet, flyoutSnippet, productHighlightSnippet } from './flyout-snippets';
import { footerSnippet } from './footer-snippet';
import { headerSnippet } from './header-snippet';
import { contentMediaFiles } from './media';
import { demoMenu } from './menu';

/** The category whose page shows the minimized campaign header and footer. */
export const CAMPAIGN_CATEGORY_KEY = 'ems-suits';

export function buildDemoContent(): ContentRecordInput[] {
  const cart = cartSnippets();
  const settings = storefrontSettings();
  return LANGUAGE_CODES.flatMap((locale): ContentRecordInput[] => {
    const snippets = [
      headerSnippet(locale, VITALORA),
      footerSnippet(locale, VITALORA),
      flyoutSnippet(locale, VITALORA),
      cartFlyoutSnippet(locale),
      cart,
      productHighlightSnippet(locale),
      settings,
    ];
    const pages = [
      privacyPage(locale),
      servicePage(locale),
      aboutPage(locale),
      emsGuidePage(locale),
    ];
    return [
      ...snippets.map((document) => ({
        kind: 'snippet' as const,
        key: document.snippetId,
        locale,
        document,
      })),
      ...[headerSnippet(locale, NORDPULS), footerSnippet(locale, NORDPULS)].map((document) => ({
        kind: 'snippet' as const,
        key: document.snippetId,
        locale,
        brand: 'second' as const,
        document,
      })),
      { kind: 'menu', key: MAIN_MENU_KEY, locale, document: demoMenu(locale) },
      ...pages.map((document) => ({ kind: 'page' as const, key: document.url, locale, document })),
      {
        kind: 'page-elements',
        key: CAMPAIGN_CATEGORY_KEY,
        locale,
        document: emsSuitsPageElements(locale),
      },
    ];
  });
}

export interface DemoContentCounts {
  documents: number;
  mediaFiles: number;
}

/**
 * Writes the demo content and its images in one transaction. Documents go through the
 * same validation as an import; images already present are left alone.
 */
export async function seedDemoContent(db: Database): Promise<DemoContentCounts> {
  const records = buildDemoContent();
  const files = contentMediaFiles();
  await db.transaction(async (tx) => {
    await tx.insert(mediaFiles).values(files).onConflictDoNothing();
    await saveContentRecords(tx, records);
  });
  return { documents: records.length, mediaFiles: files.length };
}
