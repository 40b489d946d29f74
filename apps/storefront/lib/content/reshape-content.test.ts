import type { FooterElement, HeaderElement, MenuItem } from '@shop/search-contract';
import { describe, expect, it } from 'vitest';
import { reshapeFooterElements, reshapeHeaderElements, reshapeMenuItem } from './reshape-content';

const submenu = {
  url: '/de/kundenservice/',
  text: 'Zum Kundenservice',
  categories: [
    {
      heading: { text: 'Versand', url: '/de/kundenservice/' },
      columns: [{ text: 'Lieferzeiten', url: '/de/kundenservice/#shipping' }],
    },
  ],
  articles: [
    {
      image: '/media/content/teaser/service.svg',
      text: 'Fragen?',
      button_text: 'Kontakt',
      button_url: 'https://help.example/',
      targetBlank: true,
    },
  ],
};

describe('reshapeMenuItem', () => {
  const item: MenuItem = {
    uuid: 'b77c4a5c-e214-5eb7-ae29-1247797a2b0f',
    text: 'Angebote',
    link: '/de/vorteilssets/',
    css: 'menu-item--highlight',
    children: [
      {
        uuid: '49300952-60ee-5e9a-8a4b-50a9cfc55537',
        text: 'Sets',
        link: '/de/sets/',
        children: [],
      },
    ],
    flyoutBanner: {
      image: '/media/content/banner/sale.svg',
      altText: 'Set',
      caption: 'Günstiger im Set',
      linkText: 'Zu den Angeboten',
      linkURL: '/de/vorteilssets/',
    },
  };

  it('keeps the shop-facing fields and reads the highlight class', () => {
    const entry = reshapeMenuItem(item);
    expect(entry).toMatchObject({
      id: item.uuid,
      label: 'Angebote',
      href: '/de/vorteilssets/',
      highlighted: true,
    });
    expect(entry.children[0]).toMatchObject({
      label: 'Sets',
      highlighted: false,
      panel: undefined,
    });
    expect(entry.banner).toEqual({
      image: { src: '/media/content/banner/sale.svg', alt: 'Set' },
      caption: 'Günstiger im Set',
      link: { label: 'Zu den Angeboten', href: '/de/vorteilssets/' },
    });
  });

  it('drops images from other origins, as the shop loads no remote images', () => {
    const entry = reshapeMenuItem({
      ...item,
      flyoutBanner: { ...item.flyoutBanner!, image: 'https://cdn.example/banner.png' },
    });
    expect(entry.banner?.image).toBeUndefined();
  });
});

describe('reshapeHeaderElements', () => {
  it('collects shop promises and info links with their panels', () => {
    const elements: HeaderElement[] = [
      { component: 'usp-bar', properties: { content: { items: [{ text: '30 Tage Rückgabe' }] } } },
      {
        component: 'info-links',
        properties: {
          content: {
            links: [
              { text: 'Service', url: '/de/kundenservice/', submenu },
              { text: 'Über uns', url: '/de/ueber-uns/' },
            ],
          },
        },
      },
    ];
    const header = reshapeHeaderElements(elements);
    expect(header.promises).toEqual([{ text: '30 Tage Rückgabe', href: undefined }]);
    expect(header.infoLinks.map((link) => link.label)).toEqual(['Service', 'Über uns']);
    expect(header.infoLinks[0]?.panel).toEqual({
      overview: { label: 'Zum Kundenservice', href: '/de/kundenservice/' },
      groups: [
        {
          heading: { label: 'Versand', href: '/de/kundenservice/' },
          links: [{ label: 'Lieferzeiten', href: '/de/kundenservice/#shipping' }],
        },
      ],
      teasers: [
        {
          image: { src: '/media/content/teaser/service.svg', alt: '' },
          text: 'Fragen?',
          link: { label: 'Kontakt', href: 'https://help.example/', opensInNewTab: true },
        },
      ],
    });
    expect(header.infoLinks[1]?.panel).toBeUndefined();
  });
});

describe('reshapeFooterElements', () => {
  it('turns each footer element into a block of the matching kind', () => {
    const elements: FooterElement[] = [
      {
        component: 'newsletter',
        properties: {
          content: { headline: 'News', text: 'Tipps', anchorId: 'newsletter', createVoucher: true },
        },
      },
      {
        component: 'payment',
        properties: {
          content: {
            heading: 'Bezahlen',
            images: [
              { src: '/media/content/payment/visa.svg', alt: 'Visa' },
              { src: 'https://x.example/a.svg', alt: 'X' },
            ],
          },
        },
      },
      {
        component: 'social',
        properties: {
          content: {
            heading: 'Folgen',
            items: [
              {
                link: 'https://social.example/shop',
                src: '/media/content/social/f.svg',
                alt: 'Facebook',
              },
            ],
          },
        },
      },
      {
        component: 'info',
        properties: {
          content: {
            links: [{ text: 'Datenschutz', url: '/de/datenschutz/' }],
            copyright: '© Shop',
          },
        },
      },
    ];
    expect(reshapeFooterElements(elements)).toEqual([
      {
        kind: 'newsletter',
        headline: 'News',
        text: 'Tipps',
        anchorId: 'newsletter',
        createVoucher: true,
      },
      {
        kind: 'badges',
        variant: 'payment',
        heading: 'Bezahlen',
        images: [{ src: '/media/content/payment/visa.svg', alt: 'Visa' }],
      },
      {
        kind: 'iconLinks',
        variant: 'social',
        heading: 'Folgen',
        items: [
          {
            href: 'https://social.example/shop',
            image: { src: '/media/content/social/f.svg', alt: 'Facebook' },
          },
        ],
      },
      {
        kind: 'info',
        links: [{ label: 'Datenschutz', href: '/de/datenschutz/' }],
        copyright: '© Shop',
      },
    ]);
  });
});
