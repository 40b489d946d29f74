/**
 * header-snippet: the promise bar and the info links (service, blog, about) with their
 * submenu panels of link columns and article teasers (spec 2.3). The second brand has
 * its own promises and link names.
 */
import type { SnippetOf, Submenu } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import type { BrandProfile } from './brands';
import { HEADER_TEXTS, type HeaderTexts } from './header-texts';
import { anchored, categoryPath, pagePath, routePath } from './links';
import { mediaUrl } from './media';
import { SHARED_TEXTS } from './shared-texts';

function serviceSubmenu(language: LanguageCode, texts: HeaderTexts): Submenu {
  const service = pagePath('service', language);
  const shared = SHARED_TEXTS[language];
  const [shipping, returns, payment, faq] = shared.serviceLinks;
  const [login, orders, personal, favorites] = shared.accountLinks;
  return {
    url: service,
    text: texts.toService,
    categories: [
      {
        heading: { text: texts.orderAndShipping, url: service },
        columns: [
          { text: shipping, url: anchored(service, 'shipping') },
          { text: returns, url: anchored(service, 'returns') },
          { text: payment, url: anchored(service, 'payment') },
          { text: faq, url: anchored(service, 'faq') },
        ],
      },
      {
        heading: { text: shared.myAccount, url: routePath(language, 'login') },
        columns: [
          { text: login, url: routePath(language, 'login') },
          { text: orders, url: routePath(language, 'orderHistory') },
          { text: personal, url: routePath(language, 'personal') },
          { text: favorites, url: routePath(language, 'favorites') },
        ],
      },
    ],
    articles: [
      {
        image: mediaUrl('teaser/service'),
        text: texts.serviceTeaser[0],
        button_text: texts.serviceTeaser[1],
        button_url: anchored(service, 'contact'),
        targetBlank: false,
      },
    ],
  };
}

function blogSubmenu(language: LanguageCode, texts: HeaderTexts): Submenu {
  const blog = routePath(language, 'blog');
  const guide = pagePath('ems-guide', language);
  const [emsAtHome, monitorsCompared, cuffSize] = texts.guideLinks;
  return {
    url: blog,
    text: texts.allPosts,
    categories: [
      {
        heading: { text: texts.guides, url: blog },
        columns: [
          { text: emsAtHome, url: guide },
          { text: monitorsCompared, url: categoryPath('blood-pressure-monitors', language) },
          { text: cuffSize, url: categoryPath('cuffs', language) },
        ],
      },
    ],
    articles: [
      {
        image: mediaUrl('teaser/ems-guide'),
        text: texts.emsTeaser[0],
        button_text: texts.emsTeaser[1],
        button_url: guide,
        targetBlank: false,
      },
      {
        image: mediaUrl('teaser/measuring-guide'),
        text: texts.measuringTeaser[0],
        button_text: texts.measuringTeaser[1],
        button_url: blog,
        targetBlank: false,
      },
    ],
  };
}

export function headerSnippet(
  language: LanguageCode,
  brand: BrandProfile,
): SnippetOf<'header-snippet'> {
  const texts = HEADER_TEXTS[language];
  return {
    snippetId: 'header-snippet',
    config: {
      top: {
        elements: [
          {
            component: 'usp-bar',
            properties: {
              content: {
                items: texts.promises[brand.brand].map((text) => ({ text })),
              },
            },
          },
          {
            component: 'info-links',
            properties: {
              content: {
                links: [
                  {
                    text: texts.service[brand.brand],
                    url: pagePath('service', language),
                    submenu: serviceSubmenu(language, texts),
                  },
                  {
                    text: texts.blog[brand.brand],
                    url: routePath(language, 'blog'),
                    submenu: blogSubmenu(language, texts),
                  },
                  { text: texts.about(brand.name), url: pagePath('about', language) },
                ],
              },
            },
          },
        ],
      },
    },
  };
}
