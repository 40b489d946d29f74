import type {
  ContentImageView,
  MenuBanner,
  MenuEntry,
  NavLink,
  SubmenuPanelContent,
} from '../content/content-types';

/** Local-storage key of the cached menu (spec 3 "Menu item"). */
export const MENU_CACHE_KEY = 'menuData';

/*
 * The spec prefers the cached copy when present but names no expiry; without one an edited
 * menu would never reach returning visitors, so a copy counts for an hour.
 */
export const MENU_CACHE_MAX_AGE_MS = 60 * 60 * 1000;

export interface StoredMenu {
  language: string;
  brand: string;
  storedAt: number;
  items: MenuEntry[];
}

// Same rule as the content contract: site paths, anchors, https, mailto and tel only.
const SAFE_HREF = /^(\/(?!\/)|#|https:\/\/|mailto:|tel:)\S*$/;
const SAFE_IMAGE = /^\/(?!\/)\S+$/;

type Shape = Record<string, unknown>;
const isShape = (value: unknown): value is Shape => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function navLink(value: unknown): NavLink | undefined {
  if (!isShape(value) || !isText(value.label) || typeof value.href !== 'string') return undefined;
  if (!SAFE_HREF.test(value.href)) return undefined;
  return value.opensInNewTab === true
    ? { label: value.label, href: value.href, opensInNewTab: true }
    : { label: value.label, href: value.href };
}

function image(value: unknown): ContentImageView | undefined | null {
  if (value === undefined) return undefined;
  if (!isShape(value) || typeof value.src !== 'string' || typeof value.alt !== 'string') {
    return null;
  }
  return SAFE_IMAGE.test(value.src) ? { src: value.src, alt: value.alt } : null;
}

function panel(value: unknown): SubmenuPanelContent | undefined | null {
  if (value === undefined) return undefined;
  if (!isShape(value) || !Array.isArray(value.groups) || !Array.isArray(value.teasers)) return null;
  const overview = navLink(value.overview);
  const groups = value.groups.map((group) => {
    if (!isShape(group) || !Array.isArray(group.links)) return null;
    const heading = navLink(group.heading);
    const links = group.links.map(navLink);
    if (heading === undefined || links.some((entry) => entry === undefined)) return null;
    return { heading, links: links.filter((entry) => entry !== undefined) };
  });
  const teasers = value.teasers.map((teaser) => {
    if (!isShape(teaser) || !isText(teaser.text)) return null;
    const teaserImage = image(teaser.image);
    const teaserLink = navLink(teaser.link);
    if (teaserImage === null || teaserLink === undefined) return null;
    return { image: teaserImage, text: teaser.text, link: teaserLink };
  });
  if (overview === undefined || groups.includes(null) || teasers.includes(null)) return null;
  return {
    overview,
    groups: groups.filter((group) => group !== null),
    teasers: teasers.filter((teaser) => teaser !== null),
  };
}

function banner(value: unknown): MenuBanner | undefined | null {
  if (value === undefined) return undefined;
  if (!isShape(value) || !isText(value.caption)) return null;
  const bannerImage = image(value.image);
  const bannerLink = navLink(value.link);
  if (bannerImage === null || bannerLink === undefined) return null;
  return { image: bannerImage, caption: value.caption, link: bannerLink };
}

/** A menu entry read back from storage, or null when anything in it is off. */
function menuEntry(value: unknown, depth: number): MenuEntry | null {
  if (depth > 4 || !isShape(value) || !isText(value.id) || !Array.isArray(value.children)) {
    return null;
  }
  const link = navLink({ label: value.label, href: value.href });
  const children = value.children.map((child) => menuEntry(child, depth + 1));
  const entryPanel = panel(value.panel);
  const entryBanner = banner(value.banner);
  if (
    link === undefined ||
    children.includes(null) ||
    entryPanel === null ||
    entryBanner === null
  ) {
    return null;
  }
  return {
    id: value.id,
    label: link.label,
    href: link.href,
    highlighted: value.highlighted === true,
    children: children.filter((child) => child !== null),
    panel: entryPanel,
    banner: entryBanner,
  };
}

/**
 * The menu cached in local storage, checked entry by entry: anyone can write there, and
 * its links end up in href attributes. Anything off discards the whole copy.
 */
export function parseStoredMenu(stored: string | null): StoredMenu | undefined {
  if (stored === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return undefined;
  }
  if (!isShape(value) || !Array.isArray(value.items)) return undefined;
  const { language, brand, storedAt } = value;
  if (!isText(language) || !isText(brand) || typeof storedAt !== 'number') return undefined;
  const items = value.items.map((item) => menuEntry(item, 0));
  if (items.length === 0 || items.includes(null)) return undefined;
  return { language, brand, storedAt, items: items.filter((item) => item !== null) };
}

export interface MenuChoice {
  items: MenuEntry[];
  /** What to write back to storage, if anything. */
  store: StoredMenu | undefined;
}

/**
 * Which menu the header shows (spec 7: the cached copy is preferred). A fresh copy of the
 * same language and brand wins; when the server had no menu (its fetch failed), any copy
 * of that language does. Otherwise the server's menu is shown and cached.
 */
export function chooseMenu(input: {
  serverItems: MenuEntry[];
  stored: StoredMenu | undefined;
  language: string;
  brand: string;
  now: number;
}): MenuChoice {
  const { serverItems, stored, language, brand, now } = input;
  const sameMenu = stored?.language === language && stored.brand === brand;
  if (stored !== undefined && sameMenu) {
    const fresh = now - stored.storedAt <= MENU_CACHE_MAX_AGE_MS && stored.storedAt <= now;
    if (fresh || serverItems.length === 0) return { items: stored.items, store: undefined };
  }
  if (serverItems.length === 0) return { items: serverItems, store: undefined };
  return { items: serverItems, store: { language, brand, storedAt: now, items: serverItems } };
}
