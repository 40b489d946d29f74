/**
 * The mega-menu: blood pressure monitors, EMS training, EMS clothing, accessories and
 * spare parts, offers. Every link is a category page of the demo catalog in the same
 * language; submenus carry category columns and article teasers, and four items carry a
 * flyout banner. Item uuids are derived from the item's place in the menu, so the same
 * item has the same uuid in every language and on every seed run.
 */
import { createHash } from 'node:crypto';
import type { FlyoutBanner, MenuDocument, MenuItem, Submenu } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import type { CategoryKey } from '../demo-catalog/categories';
import { categoryName, categoryPath, pagePath, routePath } from './links';
import { type ContentMediaName, mediaUrl } from './media';
import { MENU_TEXTS, type MenuTexts } from './menu-texts';

/** A name-based (version 5 style) UUID, so ids are stable without being stored anywhere. */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(`shop-menu:${name}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

function categoryItem(key: CategoryKey, language: LanguageCode, parent: string): MenuItem {
  return {
    uuid: stableUuid(`${parent}/${key}`),
    text: categoryName(key, language),
    link: categoryPath(key, language),
    children: [],
  };
}

function column(key: CategoryKey, language: LanguageCode) {
  return { text: categoryName(key, language), url: categoryPath(key, language) };
}

function heading(key: CategoryKey, language: LanguageCode) {
  return { text: categoryName(key, language), url: categoryPath(key, language) };
}

function banner(
  image: ContentMediaName,
  [altText, caption, linkText]: MenuTexts['banners'][keyof MenuTexts['banners']],
  linkURL: string,
): FlyoutBanner {
  return { image: mediaUrl(image), altText, caption, linkText, linkURL };
}

function article(
  image: ContentMediaName,
  [text, buttonText]: MenuTexts['teasers'][keyof MenuTexts['teasers']],
  url: string,
): Submenu['articles'][number] {
  return {
    image: mediaUrl(image),
    text,
    button_text: buttonText,
    button_url: url,
    targetBlank: false,
  };
}

function topItem(
  id: string,
  key: CategoryKey,
  language: LanguageCode,
  parts: { text?: string; children: CategoryKey[] } & Pick<
    MenuItem,
    'css' | 'submenu' | 'flyoutBanner'
  >,
): MenuItem {
  const { children, text, ...rest } = parts;
  return {
    uuid: stableUuid(id),
    text: text ?? categoryName(key, language),
    link: categoryPath(key, language),
    children: children.map((child) => categoryItem(child, language, id)),
    ...rest,
  };
}

export function demoMenu(language: LanguageCode): MenuDocument {
  const t = MENU_TEXTS[language];
  const show = (key: CategoryKey) => ({
    url: categoryPath(key, language),
    text: t.showAll(categoryName(key, language)),
  });
  return {
    items: [
      topItem('blood-pressure', 'blood-pressure-monitors', language, {
        children: ['upper-arm-monitors', 'wrist-monitors', 'cuffs'],
        submenu: {
          ...show('blood-pressure-monitors'),
          categories: [
            {
              heading: heading('blood-pressure-monitors', language),
              columns: [column('upper-arm-monitors', language), column('wrist-monitors', language)],
            },
            { heading: heading('spare-parts', language), columns: [column('cuffs', language)] },
          ],
          articles: [
            article('teaser/measuring-guide', t.teasers.measuring, routePath(language, 'blog')),
          ],
        },
        flyoutBanner: banner(
          'banner/blood-pressure',
          t.banners.bloodPressure,
          categoryPath('upper-arm-monitors', language),
        ),
      }),
      topItem('ems-training', 'ems-training', language, {
        children: ['ems-suits', 'ems-devices', 'ems-clothing'],
        submenu: {
          ...show('ems-training'),
          categories: [
            {
              heading: heading('ems-training', language),
              columns: [
                column('ems-suits', language),
                column('ems-devices', language),
                column('ems-clothing', language),
              ],
            },
            {
              heading: heading('accessories', language),
              columns: [column('electrodes', language), column('accessories', language)],
            },
          ],
          articles: [
            article('teaser/ems-guide', t.teasers.emsGuide, pagePath('ems-guide', language)),
          ],
        },
        flyoutBanner: banner('banner/ems', t.banners.ems, pagePath('ems-guide', language)),
      }),
      topItem('ems-clothing', 'ems-clothing', language, {
        children: ['ems-suits', 'electrodes'],
        submenu: {
          ...show('ems-clothing'),
          categories: [
            {
              heading: heading('ems-clothing', language),
              columns: [column('ems-clothing', language), column('ems-suits', language)],
            },
          ],
          articles: [
            article(
              'teaser/ems-clothing',
              t.teasers.clothing,
              categoryPath('ems-clothing', language),
            ),
          ],
        },
        flyoutBanner: banner(
          'banner/clothing',
          t.banners.clothing,
          categoryPath('ems-clothing', language),
        ),
      }),
      topItem('accessories-and-spare-parts', 'accessories', language, {
        text: t.accessoriesAndSpareParts,
        children: ['accessories', 'spare-parts', 'cuffs', 'electrodes'],
        submenu: {
          ...show('accessories'),
          categories: [
            {
              heading: heading('accessories', language),
              columns: [column('accessories', language)],
            },
            {
              heading: heading('spare-parts', language),
              columns: [column('cuffs', language), column('electrodes', language)],
            },
          ],
          articles: [
            article('teaser/measuring-guide', t.teasers.cuffs, categoryPath('cuffs', language)),
          ],
        },
        flyoutBanner: banner(
          'banner/spare-parts',
          t.banners.spareParts,
          categoryPath('cuffs', language),
        ),
      }),
      topItem('offers', 'bundles', language, {
        text: t.offers,
        // The storefront styles this class as the highlighted (sale-coloured) item.
        css: 'menu-item--highlight',
        children: ['bundles'],
        flyoutBanner: banner('banner/sale', t.banners.offers, categoryPath('bundles', language)),
      }),
    ],
  };
}
