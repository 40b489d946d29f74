import type {
  ContentLink,
  FlyoutBanner,
  FooterElement,
  HeaderElement,
  MenuItem,
  Submenu,
} from '@shop/search-contract';
import { storefrontMediaSrc } from '../commerce-search/media';
import type {
  ContentImageView,
  FooterBlock,
  HeaderContent,
  MenuBanner,
  MenuEntry,
  NavLink,
  SubmenuPanelContent,
} from './content-types';

/** Content class names are the editor's vocabulary; the storefront knows only this one. */
const HIGHLIGHT_CLASS = 'menu-item--highlight';

function image(src: string, alt: string): ContentImageView | undefined {
  const shopSrc = storefrontMediaSrc(src);
  return shopSrc === undefined ? undefined : { src: shopSrc, alt };
}

function link(text: string, url: string, targetBlank?: boolean): NavLink {
  return targetBlank ? { label: text, href: url, opensInNewTab: true } : { label: text, href: url };
}

const contentLink = (entry: ContentLink) => link(entry.text, entry.url, entry.targetBlank);

export function reshapeSubmenu(submenu: Submenu): SubmenuPanelContent {
  return {
    overview: link(submenu.text, submenu.url),
    groups: submenu.categories.map((category) => ({
      heading: link(category.heading.text, category.heading.url),
      links: category.columns.map((column) => link(column.text, column.url)),
    })),
    teasers: submenu.articles.map((article) => ({
      // The teaser text says what the image shows, so the image itself is decorative.
      image: image(article.image, ''),
      text: article.text,
      link: link(article.button_text, article.button_url, article.targetBlank),
    })),
  };
}

function reshapeBanner(banner: FlyoutBanner): MenuBanner {
  return {
    image: image(banner.image, banner.altText),
    caption: banner.caption,
    link: link(banner.linkText, banner.linkURL),
  };
}

export function reshapeMenuItem(item: MenuItem): MenuEntry {
  return {
    id: item.uuid,
    label: item.text,
    href: item.link,
    highlighted: (item.css ?? '').split(/\s+/).includes(HIGHLIGHT_CLASS),
    children: item.children.map(reshapeMenuItem),
    panel: item.submenu === undefined ? undefined : reshapeSubmenu(item.submenu),
    banner: item.flyoutBanner === undefined ? undefined : reshapeBanner(item.flyoutBanner),
  };
}

export function reshapeHeaderElements(elements: HeaderElement[]): HeaderContent {
  const header: HeaderContent = { promises: [], infoLinks: [] };
  for (const element of elements) {
    if (element.component === 'usp-bar') {
      for (const item of element.properties.content.items) {
        header.promises.push({ text: item.text, href: item.url });
      }
    } else {
      for (const entry of element.properties.content.links) {
        header.infoLinks.push({
          label: entry.text,
          href: entry.url,
          panel: entry.submenu === undefined ? undefined : reshapeSubmenu(entry.submenu),
        });
      }
    }
  }
  return header;
}

function reshapeFooterElement(element: FooterElement): FooterBlock {
  switch (element.component) {
    case 'newsletter': {
      const { headline, text, anchorId, createVoucher } = element.properties.content;
      return { kind: 'newsletter', headline, text, anchorId, createVoucher };
    }
    case 'link': {
      const { heading, links } = element.properties.content;
      return { kind: 'links', heading, links: links.map(contentLink) };
    }
    case 'payment':
    case 'shipping': {
      const { heading, images } = element.properties.content;
      const shown = images.flatMap((entry) => image(entry.src, entry.alt) ?? []);
      return { kind: 'badges', variant: element.component, heading, images: shown };
    }
    case 'social':
    case 'app': {
      const { heading, items } = element.properties.content;
      const shown = items.flatMap((item) => {
        const icon = image(item.src, item.alt);
        return icon === undefined ? [] : [{ href: item.link, image: icon }];
      });
      return { kind: 'iconLinks', variant: element.component, heading, items: shown };
    }
    case 'contact':
      return { kind: 'contact', ...element.properties.content };
    case 'text': {
      const { headline, paragraphs, anchorId } = element.properties.content;
      return { kind: 'text', headline, paragraphs, anchorId };
    }
    case 'info': {
      const { links, copyright } = element.properties.content;
      return { kind: 'info', links: links.map(contentLink), copyright };
    }
  }
}

export function reshapeFooterElements(elements: FooterElement[]): FooterBlock[] {
  return elements.map(reshapeFooterElement);
}
