/**
 * footer-snippet: newsletter, four collapsible link columns, payment, carrier, social and
 * app images, the contact list, text blocks and the info links (spec 2.4, 3 "Footer").
 */
import type { ImageLink, SnippetOf } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import type { CategoryKey } from '../demo-catalog/categories';
import { type BrandProfile, telLink } from './brands';
import { FOOTER_TEXTS } from './footer-texts';
import { ANCHORS, anchored, categoryName, categoryPath, pagePath, routePath } from './links';
import { mediaUrl } from './media';
import { carrierImages, paymentImages, SHARED_TEXTS } from './shared-texts';

/** Year shown in the copyright line; fixed so every seed run writes the same documents. */
export const COPYRIGHT_YEAR = 2025;

const PRODUCT_COLUMN: readonly CategoryKey[] = [
  'blood-pressure-monitors',
  'ems-training',
  'ems-clothing',
  'accessories',
  'spare-parts',
  'bundles',
];

export function socialItems(brand: BrandProfile): ImageLink[] {
  return [
    {
      link: `https://www.facebook.com/${brand.handle}`,
      src: mediaUrl('social/facebook'),
      alt: 'Facebook',
    },
    {
      link: `https://www.instagram.com/${brand.handle}`,
      src: mediaUrl('social/instagram'),
      alt: 'Instagram',
    },
    {
      link: `https://www.youtube.com/@${brand.handle}`,
      src: mediaUrl('social/youtube'),
      alt: 'YouTube',
    },
    {
      link: `https://www.pinterest.com/${brand.handle}`,
      src: mediaUrl('social/pinterest'),
      alt: 'Pinterest',
    },
  ];
}

export function copyrightLine(language: LanguageCode, brand: BrandProfile): string {
  // 'Vitalora GmbH' names the brand already; 'Nordpuls · Vitalora GmbH' needs both.
  const owner = brand.company.startsWith(brand.name)
    ? brand.company
    : `${brand.name} · ${brand.company}`;
  return `© ${COPYRIGHT_YEAR} ${owner}. ${FOOTER_TEXTS[language].rights}`;
}

export function footerSnippet(
  language: LanguageCode,
  brand: BrandProfile,
): SnippetOf<'footer-snippet'> {
  const texts = FOOTER_TEXTS[language];
  const shared = SHARED_TEXTS[language];
  const service = pagePath('service', language);
  const [shipping, returns, payment, faq] = shared.serviceLinks;
  const [login, orders, personal, favorites] = shared.accountLinks;
  const [storyHeadline, storyText] = texts.brandStory[brand.brand];
  return {
    snippetId: 'footer-snippet',
    config: {
      main: {
        elements: [
          {
            component: 'newsletter',
            properties: {
              content: {
                headline: texts.newsletterHeadline,
                text: texts.newsletterText(brand.name),
                anchorId: ANCHORS.newsletter,
                createVoucher: true,
              },
            },
          },
          {
            component: 'link',
            properties: {
              content: {
                heading: texts.products,
                links: PRODUCT_COLUMN.map((key) => ({
                  text: categoryName(key, language),
                  url: categoryPath(key, language),
                })),
              },
            },
          },
          {
            component: 'link',
            properties: {
              content: {
                heading: texts.service,
                links: [
                  { text: texts.customerService, url: service },
                  { text: shipping, url: anchored(service, 'shipping') },
                  { text: returns, url: anchored(service, 'returns') },
                  { text: payment, url: anchored(service, 'payment') },
                  { text: faq, url: anchored(service, 'faq') },
                ],
              },
            },
          },
          {
            component: 'link',
            properties: {
              content: {
                heading: shared.myAccount,
                links: [
                  { text: login, url: routePath(language, 'login') },
                  { text: orders, url: routePath(language, 'orderHistory') },
                  { text: personal, url: routePath(language, 'personal') },
                  { text: favorites, url: routePath(language, 'favorites') },
                  { text: texts.cart, url: routePath(language, 'cart') },
                ],
              },
            },
          },
          {
            component: 'link',
            properties: {
              content: {
                heading: texts.company,
                links: [
                  { text: texts.about(brand.name), url: pagePath('about', language) },
                  { text: texts.guide, url: pagePath('ems-guide', language) },
                  { text: texts.blog, url: routePath(language, 'blog') },
                  { text: shared.privacy, url: pagePath('privacy', language) },
                ],
              },
            },
          },
          {
            component: 'payment',
            properties: { content: { heading: texts.payment, images: paymentImages(language) } },
          },
          {
            component: 'shipping',
            properties: { content: { heading: texts.shipping, images: carrierImages(language) } },
          },
          {
            component: 'social',
            properties: { content: { heading: texts.social, items: socialItems(brand) } },
          },
          {
            component: 'app',
            properties: {
              content: {
                heading: texts.app(brand.name),
                items: [
                  {
                    link: `https://apps.apple.com/app/${brand.handle}`,
                    src: mediaUrl('app/app-store'),
                    alt: 'App Store',
                  },
                  {
                    link: `https://play.google.com/store/apps/details?id=example.${brand.handle}`,
                    src: mediaUrl('app/google-play'),
                    alt: 'Google Play',
                  },
                ],
              },
            },
          },
          {
            component: 'contact',
            properties: {
              content: {
                heading: texts.contact,
                items: [
                  {
                    type: 'phone',
                    text: brand.phone[language],
                    url: telLink(brand.phone[language]),
                  },
                  { type: 'email', text: brand.email, url: `mailto:${brand.email}` },
                  { type: 'hours', text: texts.hours },
                  { type: 'address', text: `${brand.company}, ${brand.address}` },
                ],
              },
            },
          },
          {
            component: 'text',
            properties: {
              content: { headline: texts.guarantee[0], paragraphs: [texts.guarantee[1]] },
            },
          },
          {
            component: 'text',
            properties: { content: { headline: storyHeadline, paragraphs: [storyText] } },
          },
          { component: 'text', properties: { content: { paragraphs: [texts.priceNote] } } },
          {
            component: 'info',
            properties: {
              content: {
                links: [
                  { text: shared.privacy, url: pagePath('privacy', language) },
                  { text: texts.imprint, url: anchored(pagePath('about', language), 'imprint') },
                  { text: texts.contact, url: anchored(service, 'contact') },
                ],
                copyright: copyrightLine(language, brand),
              },
            },
          },
        ],
      },
    },
  };
}
