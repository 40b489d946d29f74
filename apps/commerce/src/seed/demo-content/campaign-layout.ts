/**
 * The minimized header and footer of the EMS campaign (spec 2.3): on the EMS suits
 * category they come from the page elements' top and bottom, on the EMS guide page from
 * its main config. The header's call-to-action button jumps to a newsletter block with
 * a voucher on the same page.
 */
import type { PageElement, PageElements } from '@shop/search-contract';
import type { LanguageCode } from '@shop/shop-config';
import { VITALORA } from './brands';
import { CAMPAIGN_TEXTS } from './campaign-texts';
import { copyrightLine, socialItems } from './footer-snippet';
import { FOOTER_TEXTS } from './footer-texts';
import { ANCHORS, categoryName, categoryPath, pagePath } from './links';
import { mediaUrl } from './media';

type Element<Component extends PageElement['component']> = Extract<
  PageElement,
  { component: Component }
>;

export function minimizedHeader(
  language: LanguageCode,
  pagePathname: string,
): Element<'minimized-header'> {
  const texts = CAMPAIGN_TEXTS[language];
  return {
    component: 'minimized-header',
    properties: {
      content: {
        // Inverted background: the dark campaign bar needs the white logo.
        logo: { image: mediaUrl('logo/vitalora-inverted'), size: 'medium' },
        menu: [
          { url: categoryPath('ems-suits', language), text: categoryName('ems-suits', language) },
          { url: pagePath('ems-guide', language), text: texts.guide },
          { url: pagePath('service', language), text: texts.service },
        ],
        button: {
          visible: true,
          link: `${pagePathname}#${ANCHORS.newsletter}`,
          text: texts.voucherButton,
          useButtonColor: true,
          buttonColor: { hex: '#fde047' },
          useButtontextColor: true,
          buttontextColor: { hex: '#1e1b4b' },
        },
        background: { inverted: true },
      },
    },
  };
}

export function minimizedFooter(
  language: LanguageCode,
  options: { withNewsletter: boolean },
): Element<'minimized-footer'> {
  const texts = CAMPAIGN_TEXTS[language];
  const footer = FOOTER_TEXTS[language];
  const [left, right] = texts.footerColumns;
  return {
    component: 'minimized-footer',
    properties: {
      content: {
        social: socialItems(VITALORA),
        textRows: [
          { column: 2, textColumns: [{ text: left }, { text: right }] },
          { column: 1, textColumns: [{ text: texts.footerNote }] },
        ],
        info: copyrightLine(language, VITALORA),
        ...(options.withNewsletter
          ? {
              newsletter: {
                headline: footer.newsletterHeadline,
                text: footer.newsletterText(VITALORA.name),
                anchorId: ANCHORS.newsletter,
                createVoucher: true,
              },
            }
          : {}),
      },
    },
  };
}

/** Page elements of the EMS suits category: campaign header on top, footer below. */
export function emsSuitsPageElements(language: LanguageCode): PageElements {
  const texts = CAMPAIGN_TEXTS[language];
  const [introHeadline, introText] = texts.suitsIntro;
  const [benefitsHeadline, benefitsText] = texts.suitsBenefits;
  return {
    top: [
      minimizedHeader(language, categoryPath('ems-suits', language)),
      {
        component: 'hero',
        properties: {
          content: {
            headline: introHeadline,
            text: introText,
            image: { src: mediaUrl('hero/ems-suits'), alt: categoryName('ems-suits', language) },
          },
        },
      },
    ],
    bottom: [
      {
        component: 'text',
        properties: { content: { headline: benefitsHeadline, paragraphs: [benefitsText] } },
      },
      minimizedFooter(language, { withNewsletter: true }),
    ],
  };
}
