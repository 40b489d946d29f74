/**
 * Every path the demo content links to, built from the sources that own them: category
 * slugs from the demo catalog, localized routes from shop-config, and the slugs of the
 * demo content pages defined here. So a renamed slug cannot leave a dead link behind.
 */
import { type LanguageCode, localizedPath, type RouteName } from '@shop/shop-config';
import { type CategoryKey, categorySlug, DEMO_CATEGORIES } from '../demo-catalog/categories';

export type Localized<T = string> = Readonly<Record<LanguageCode, T>>;

export function categoryPath(key: CategoryKey, language: LanguageCode): string {
  const category = DEMO_CATEGORIES.find((candidate) => candidate.key === key);
  if (!category) throw new Error(`Unknown demo category ${key}`);
  return `/${language}/${categorySlug(category, language)}/`;
}

export function categoryName(key: CategoryKey, language: LanguageCode): string {
  const category = DEMO_CATEGORIES.find((candidate) => candidate.key === key);
  if (!category) throw new Error(`Unknown demo category ${key}`);
  return category.name[language];
}

export function routePath(language: LanguageCode, route: RouteName): string {
  return localizedPath(language, route);
}

/** Content pages of the demo besides the privacy page, whose path shop-config owns. */
export type DemoPageId = 'service' | 'about' | 'ems-guide';

/*
 * The EMS guide is not at '/de/ems-training/': that path is the EMS category page in
 * German, English and Dutch, and one path must name one page.
 */
const PAGE_SLUGS: Record<DemoPageId, Localized> = {
  service: {
    de: 'kundenservice',
    fr: 'service-client',
    en: 'customer-service',
    nl: 'klantenservice',
    it: 'servizio-clienti',
    pl: 'obsluga-klienta',
    es: 'atencion-al-cliente',
  },
  about: {
    de: 'ueber-uns',
    fr: 'a-propos',
    en: 'about-us',
    nl: 'over-ons',
    it: 'chi-siamo',
    pl: 'o-nas',
    es: 'sobre-nosotros',
  },
  'ems-guide': {
    de: 'ems-ratgeber',
    fr: 'guide-electrostimulation',
    en: 'ems-guide',
    nl: 'ems-gids',
    it: 'guida-elettrostimolazione',
    pl: 'poradnik-ems',
    es: 'guia-electroestimulacion',
  },
};

export function pagePath(page: DemoPageId | 'privacy', language: LanguageCode): string {
  return page === 'privacy'
    ? localizedPath(language, 'privacy')
    : `/${language}/${PAGE_SLUGS[page][language]}/`;
}

/** In-page anchors of the service and about pages; language-neutral so links stay short. */
export const ANCHORS = {
  contact: 'contact',
  shipping: 'shipping',
  returns: 'returns',
  payment: 'payment',
  faq: 'faq',
  imprint: 'imprint',
  newsletter: 'newsletter',
} as const;

export function anchored(path: string, anchor: keyof typeof ANCHORS): string {
  return `${path}#${ANCHORS[anchor]}`;
}
