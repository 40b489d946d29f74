/**
 * The demo category tree: blood pressure monitors, EMS training, accessories, spare parts
 * and bundles, each translated with a slug path per language such as
 * 'blutdruckmessgeraete/oberarm'.
 */
import type { LanguageCode } from '@shop/shop-config';
import type { Localized } from './types';

export const CATEGORY_KEYS = [
  'blood-pressure-monitors',
  'upper-arm-monitors',
  'wrist-monitors',
  'ems-training',
  'ems-suits',
  'ems-devices',
  'ems-clothing',
  'accessories',
  'spare-parts',
  'cuffs',
  'electrodes',
  'bundles',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export interface CategorySeed {
  key: CategoryKey;
  parentKey: CategoryKey | null;
  position: number;
  name: Localized;
  /** This level's part of the slug path; the parent's path comes first. */
  slugSegment: Localized;
}

export const DEMO_CATEGORIES: readonly CategorySeed[] = [
  {
    key: 'blood-pressure-monitors',
    parentKey: null,
    position: 1,
    name: {
      de: 'Blutdruckmessgeräte',
      fr: 'Tensiomètres',
      en: 'Blood pressure monitors',
      nl: 'Bloeddrukmeters',
      it: 'Misuratori di pressione',
      pl: 'Ciśnieniomierze',
      es: 'Tensiómetros',
    },
    slugSegment: {
      de: 'blutdruckmessgeraete',
      fr: 'tensiometres',
      en: 'blood-pressure-monitors',
      nl: 'bloeddrukmeters',
      it: 'misuratori-di-pressione',
      pl: 'cisnieniomierze',
      es: 'tensiometros',
    },
  },
  {
    key: 'upper-arm-monitors',
    parentKey: 'blood-pressure-monitors',
    position: 1,
    name: {
      de: 'Oberarm-Blutdruckmessgeräte',
      fr: 'Tensiomètres au bras',
      en: 'Upper arm monitors',
      nl: 'Bovenarmbloeddrukmeters',
      it: 'Misuratori da braccio',
      pl: 'Ciśnieniomierze naramienne',
      es: 'Tensiómetros de brazo',
    },
    slugSegment: {
      de: 'oberarm',
      fr: 'bras',
      en: 'upper-arm',
      nl: 'bovenarm',
      it: 'braccio',
      pl: 'naramienne',
      es: 'brazo',
    },
  },
  {
    key: 'wrist-monitors',
    parentKey: 'blood-pressure-monitors',
    position: 2,
    name: {
      de: 'Handgelenk-Blutdruckmessgeräte',
      fr: 'Tensiomètres au poignet',
      en: 'Wrist monitors',
      nl: 'Polsbloeddrukmeters',
      it: 'Misuratori da polso',
      pl: 'Ciśnieniomierze nadgarstkowe',
      es: 'Tensiómetros de muñeca',
    },
    slugSegment: {
      de: 'handgelenk',
      fr: 'poignet',
      en: 'wrist',
      nl: 'pols',
      it: 'polso',
      pl: 'nadgarstkowe',
      es: 'muneca',
    },
  },
  {
    key: 'ems-training',
    parentKey: null,
    position: 2,
    name: {
      de: 'EMS-Training',
      fr: 'Électrostimulation',
      en: 'EMS training',
      nl: 'EMS-training',
      it: 'Elettrostimolazione',
      pl: 'Trening EMS',
      es: 'Electroestimulación',
    },
    slugSegment: {
      de: 'ems-training',
      fr: 'electrostimulation',
      en: 'ems-training',
      nl: 'ems-training',
      it: 'elettrostimolazione',
      pl: 'trening-ems',
      es: 'electroestimulacion',
    },
  },
  {
    key: 'ems-suits',
    parentKey: 'ems-training',
    position: 1,
    name: {
      de: 'EMS-Trainingsanzüge',
      fr: 'Combinaisons EMS',
      en: 'EMS training suits',
      nl: 'EMS-trainingspakken',
      it: 'Tute EMS',
      pl: 'Kombinezony EMS',
      es: 'Trajes EMS',
    },
    slugSegment: {
      de: 'anzuege',
      fr: 'combinaisons',
      en: 'suits',
      nl: 'pakken',
      it: 'tute',
      pl: 'kombinezony',
      es: 'trajes',
    },
  },
  {
    key: 'ems-devices',
    parentKey: 'ems-training',
    position: 2,
    name: {
      de: 'TENS/EMS-Geräte',
      fr: 'Appareils TENS/EMS',
      en: 'TENS/EMS devices',
      nl: 'TENS/EMS-apparaten',
      it: 'Dispositivi TENS/EMS',
      pl: 'Urządzenia TENS/EMS',
      es: 'Dispositivos TENS/EMS',
    },
    slugSegment: {
      de: 'tens-ems-geraete',
      fr: 'appareils-tens-ems',
      en: 'tens-ems-devices',
      nl: 'tens-ems-apparaten',
      it: 'dispositivi-tens-ems',
      pl: 'urzadzenia-tens-ems',
      es: 'dispositivos-tens-ems',
    },
  },
  {
    key: 'ems-clothing',
    parentKey: 'ems-training',
    position: 3,
    name: {
      de: 'EMS-Bekleidung',
      fr: 'Vêtements EMS',
      en: 'EMS clothing',
      nl: 'EMS-kleding',
      it: 'Abbigliamento EMS',
      pl: 'Odzież EMS',
      es: 'Ropa EMS',
    },
    slugSegment: {
      de: 'bekleidung',
      fr: 'vetements',
      en: 'clothing',
      nl: 'kleding',
      it: 'abbigliamento',
      pl: 'odziez',
      es: 'ropa',
    },
  },
  {
    key: 'accessories',
    parentKey: null,
    position: 3,
    name: {
      de: 'Zubehör',
      fr: 'Accessoires',
      en: 'Accessories',
      nl: 'Accessoires',
      it: 'Accessori',
      pl: 'Akcesoria',
      es: 'Accesorios',
    },
    slugSegment: {
      de: 'zubehoer',
      fr: 'accessoires',
      en: 'accessories',
      nl: 'accessoires',
      it: 'accessori',
      pl: 'akcesoria',
      es: 'accesorios',
    },
  },
  {
    key: 'spare-parts',
    parentKey: null,
    position: 4,
    name: {
      de: 'Ersatzteile',
      fr: 'Pièces de rechange',
      en: 'Spare parts',
      nl: 'Reserveonderdelen',
      it: 'Ricambi',
      pl: 'Części zamienne',
      es: 'Recambios',
    },
    slugSegment: {
      de: 'ersatzteile',
      fr: 'pieces-de-rechange',
      en: 'spare-parts',
      nl: 'reserveonderdelen',
      it: 'ricambi',
      pl: 'czesci-zamienne',
      es: 'recambios',
    },
  },
  {
    key: 'cuffs',
    parentKey: 'spare-parts',
    position: 1,
    name: {
      de: 'Manschetten',
      fr: 'Brassards',
      en: 'Cuffs',
      nl: 'Manchetten',
      it: 'Bracciali',
      pl: 'Mankiety',
      es: 'Manguitos',
    },
    slugSegment: {
      de: 'manschetten',
      fr: 'brassards',
      en: 'cuffs',
      nl: 'manchetten',
      it: 'bracciali',
      pl: 'mankiety',
      es: 'manguitos',
    },
  },
  {
    key: 'electrodes',
    parentKey: 'spare-parts',
    position: 2,
    name: {
      de: 'Elektroden',
      fr: 'Électrodes',
      en: 'Electrodes',
      nl: 'Elektroden',
      it: 'Elettrodi',
      pl: 'Elektrody',
      es: 'Electrodos',
    },
    slugSegment: {
      de: 'elektroden',
      fr: 'electrodes',
      en: 'electrodes',
      nl: 'elektroden',
      it: 'elettrodi',
      pl: 'elektrody',
      es: 'electrodos',
    },
  },
  {
    key: 'bundles',
    parentKey: null,
    position: 5,
    name: {
      de: 'Vorteilssets',
      fr: 'Packs avantage',
      en: 'Bundles',
      nl: 'Voordeelsets',
      it: 'Set convenienza',
      pl: 'Zestawy',
      es: 'Packs ventaja',
    },
    slugSegment: {
      de: 'vorteilssets',
      fr: 'packs-avantage',
      en: 'bundles',
      nl: 'voordeelsets',
      it: 'set-convenienza',
      pl: 'zestawy',
      es: 'packs-ventaja',
    },
  },
];

const CATEGORY_BY_KEY = new Map(DEMO_CATEGORIES.map((category) => [category.key, category]));

/** Full slug path in one language, parents first: 'blutdruckmessgeraete/oberarm'. */
export function categorySlug(category: CategorySeed, locale: LanguageCode): string {
  const parent = category.parentKey ? CATEGORY_BY_KEY.get(category.parentKey) : undefined;
  const segment = category.slugSegment[locale];
  return parent ? `${categorySlug(parent, locale)}/${segment}` : segment;
}

const DESCRIPTION_TEMPLATES: Localized = {
  de: 'Alle Artikel der Kategorie {name} – sorgfältig ausgewählt und schnell geliefert.',
  fr: 'Tous les articles de la catégorie {name}, soigneusement sélectionnés et livrés rapidement.',
  en: 'Every item in {name}, carefully selected and delivered quickly.',
  nl: 'Alle artikelen in de categorie {name}, zorgvuldig geselecteerd en snel geleverd.',
  it: 'Tutti gli articoli della categoria {name}, accuratamente selezionati e consegnati rapidamente.',
  pl: 'Wszystkie produkty z kategorii {name} – starannie wybrane i szybko dostarczone.',
  es: 'Todos los artículos de la categoría {name}, cuidadosamente seleccionados y con entrega rápida.',
};

export function categoryDescription(category: CategorySeed, locale: LanguageCode): string {
  return DESCRIPTION_TEMPLATES[locale].replace('{name}', category.name[locale]);
}
