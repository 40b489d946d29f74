/*
 * The storefront's own shapes of header, menu and footer content. Components get these,
 * never the content service's answers: mappers in this folder translate (STYLE, "reshape").
 */

export interface NavLink {
  label: string;
  href: string;
  /** Content may ask for a new tab (article teasers, footer links). */
  opensInNewTab?: boolean;
}

/** An image on the shop's own origin; content images elsewhere are dropped. */
export interface ContentImageView {
  src: string;
  alt: string;
}

/** The panel of category columns and article teasers (spec 3 "Submenu"). */
export interface SubmenuPanelContent {
  /** The link to the whole area, e.g. "Zur Kategorie Blutdruckmessgeräte". */
  overview: NavLink;
  groups: { heading: NavLink; links: NavLink[] }[];
  teasers: { image: ContentImageView | undefined; text: string; link: NavLink }[];
}

/** Marketing banner of a flyout (spec 3 "Flyout banner"). */
export interface MenuBanner {
  image: ContentImageView | undefined;
  caption: string;
  link: NavLink;
}

/** One mega-menu item with its sub-levels (spec 3 "Menu item"). */
export interface MenuEntry {
  /** Stable across languages: the content's uuid. */
  id: string;
  label: string;
  href: string;
  /** Shown in the sale colour (content class 'menu-item--highlight'). */
  highlighted: boolean;
  children: MenuEntry[];
  panel: SubmenuPanelContent | undefined;
  banner: MenuBanner | undefined;
}

export interface InfoLink {
  label: string;
  href: string;
  panel: SubmenuPanelContent | undefined;
}

export interface HeaderContent {
  /** The slim bar of shop promises above the header. */
  promises: { text: string; href: string | undefined }[];
  infoLinks: InfoLink[];
}

export type FooterBlock =
  | {
      kind: 'newsletter';
      headline: string;
      text: string;
      anchorId: string | undefined;
      /** The block offers the welcome voucher (payload create_voucher). */
      createVoucher: boolean;
    }
  | { kind: 'links'; heading: string; links: NavLink[] }
  | { kind: 'badges'; variant: 'payment' | 'shipping'; heading: string; images: ContentImageView[] }
  | {
      kind: 'iconLinks';
      variant: 'social' | 'app';
      heading: string;
      items: { href: string; image: ContentImageView }[];
    }
  | {
      kind: 'contact';
      heading: string;
      items: { type: 'phone' | 'email' | 'address' | 'hours'; text: string; href?: string }[];
    }
  | { kind: 'text'; headline: string | undefined; paragraphs: string[]; anchorId?: string }
  | { kind: 'info'; links: NavLink[]; copyright: string };

export interface FooterContent {
  blocks: FooterBlock[];
}
