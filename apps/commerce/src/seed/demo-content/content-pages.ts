/**
 * Content pages of the demo shop per language: the privacy policy at the paths of spec
 * 2.1, the customer service page (the anchors header and footer link to), the about page
 * with the imprint, and the EMS guide landing page with a newsletter block.
 */
import type { ContentPage } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import { ABOUT_TEXTS } from './about-texts';
import { VITALORA } from './brands';
import { minimizedFooter, minimizedHeader } from './campaign-layout';
import { FOOTER_TEXTS } from './footer-texts';
import { GUIDE_TEXTS } from './guide-texts';
import { ANCHORS, categoryName, categoryPath, pagePath } from './links';
import { mediaUrl } from './media';
import { PRIVACY_TEXTS } from './privacy-texts';
import { SERVICE_TEXTS } from './service-texts';

type Elements = ContentPage['config']['main']['elements'];

function page(
  pageId: ContentPage['pageId'],
  url: string,
  texts: { title: string; metaDescription: string },
  elements: Elements,
): ContentPage {
  return {
    pageId,
    url,
    title: texts.title,
    metaDescription: texts.metaDescription,
    config: { main: { elements } },
  };
}

function text(headline: string, paragraphs: string[], anchorId?: string): Elements[number] {
  return {
    component: 'text',
    properties: { content: { headline, paragraphs, ...(anchorId ? { anchorId } : {}) } },
  };
}

export function privacyPage(language: LanguageCode): ContentPage {
  const texts = PRIVACY_TEXTS[language];
  const [controllerHeadline, controllerText] = texts.controller;
  return page('privacy', pagePath('privacy', language), texts, [
    text(texts.title, [texts.intro]),
    text(controllerHeadline, [controllerText(VITALORA.company, VITALORA.address, VITALORA.email)]),
    ...texts.sections.map(([headline, paragraph]) => text(headline, [paragraph])),
  ]);
}

export function servicePage(language: LanguageCode): ContentPage {
  const texts = SERVICE_TEXTS[language];
  const [contactHeadline, contactText] = texts.contact;
  const phone = VITALORA.phone[language];
  return page('service', pagePath('service', language), texts, [
    text(
      contactHeadline,
      [contactText(phone, VITALORA.email, FOOTER_TEXTS[language].hours)],
      ANCHORS.contact,
    ),
    text(texts.shipping[0], [texts.shipping[1]], ANCHORS.shipping),
    text(texts.returns[0], [texts.returns[1]], ANCHORS.returns),
    text(texts.payment[0], [texts.payment[1]], ANCHORS.payment),
    {
      component: 'faq',
      properties: {
        content: {
          headline: texts.faqHeadline,
          anchorId: ANCHORS.faq,
          items: texts.faq.map(([question, answer]) => ({ question, answer })),
        },
      },
    },
  ]);
}

export function aboutPage(language: LanguageCode): ContentPage {
  const texts = ABOUT_TEXTS[language];
  const [heroHeadline, heroText, imageAlt] = texts.hero;
  const [storyHeadline, ...story] = texts.story;
  const [management, register, vatId] = texts.imprintLabels;
  return page('about', pagePath('about', language), texts, [
    {
      component: 'hero',
      properties: {
        content: {
          headline: heroHeadline,
          text: heroText,
          image: { src: mediaUrl('hero/about'), alt: imageAlt },
        },
      },
    },
    text(storyHeadline, story),
    // Fictitious register data of the demo company.
    text(
      texts.imprint,
      [
        `${VITALORA.company}, ${VITALORA.address}`,
        `${management}: Anna Lindqvist, Markus Brandt`,
        `${register}: Amtsgericht Berlin-Charlottenburg, HRB 000000 B`,
        `${vatId}: DE000000000 · ${VITALORA.email} · ${VITALORA.phone.de}`,
      ],
      ANCHORS.imprint,
    ),
  ]);
}

export function emsGuidePage(language: LanguageCode): ContentPage {
  const texts = GUIDE_TEXTS[language];
  const path = pagePath('ems-guide', language);
  const [heroHeadline, heroText, imageAlt, button] = texts.hero;
  const [introHeadline, ...intro] = texts.intro;
  const teaser = (
    key: 'ems-suits' | 'ems-devices' | 'ems-clothing',
    [body, linkText]: [string, string],
  ) => ({
    image: { src: mediaUrl(`teaser/${key}`), alt: categoryName(key, language) },
    title: categoryName(key, language),
    text: body,
    link: { text: linkText, url: categoryPath(key, language) },
  });
  return page('ems-guide', path, texts, [
    minimizedHeader(language, path),
    {
      component: 'hero',
      properties: {
        content: {
          headline: heroHeadline,
          text: heroText,
          image: { src: mediaUrl('hero/ems-guide'), alt: imageAlt },
          button: { text: button, url: categoryPath('ems-suits', language) },
        },
      },
    },
    text(introHeadline, intro),
    {
      component: 'video',
      properties: { content: { title: texts.videoTitle, src: mediaUrl('video/ems-guide') } },
    },
    {
      component: 'teaser-grid',
      properties: {
        content: {
          headline: texts.teaserHeadline,
          items: [
            teaser('ems-suits', texts.teasers.suits),
            teaser('ems-devices', texts.teasers.devices),
            teaser('ems-clothing', texts.teasers.clothing),
          ],
        },
      },
    },
    {
      component: 'faq',
      properties: {
        content: {
          headline: texts.faqHeadline,
          items: texts.faq.map(([question, answer]) => ({ question, answer })),
        },
      },
    },
    {
      component: 'newsletter',
      properties: {
        content: {
          headline: texts.newsletter[0],
          text: texts.newsletter[1],
          anchorId: ANCHORS.newsletter,
          createVoucher: true,
        },
      },
    },
    minimizedFooter(language, { withNewsletter: false }),
  ]);
}
