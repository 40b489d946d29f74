/**
 * The two brand variants of the demo shop: Vitalora (default) and Nordpuls (second brand,
 * ARCHITECTURE "BRAND=second"). Only the facts that differ per brand live here; the
 * texts that differ are in the snippet files beside the default texts.
 */
import type { ContentBrand } from '@shop/search-contract';
import type { Localized } from './links';
import type { ContentMediaName } from './media';

export interface BrandProfile {
  brand: ContentBrand;
  name: string;
  company: string;
  address: string;
  phone: Localized;
  email: string;
  /** Account name on the social networks and app stores. */
  handle: string;
  logo: ContentMediaName;
}

// Fictitious company and numbers; the .example domain can never reach a real mailbox.
export const VITALORA: BrandProfile = {
  brand: 'default',
  name: 'Vitalora',
  company: 'Vitalora GmbH',
  address: 'Friedrichstraße 123, 10117 Berlin',
  phone: {
    de: '+49 30 120 456 70',
    fr: '+33 1 84 88 12 30',
    en: '+44 20 3808 4512',
    nl: '+31 20 808 2310',
    it: '+39 02 8295 1240',
    pl: '+48 22 307 15 60',
    es: '+34 910 603 420',
  },
  email: 'service@vitalora.example',
  handle: 'vitalora',
  logo: 'logo/vitalora',
};

export const NORDPULS: BrandProfile = {
  brand: 'second',
  name: 'Nordpuls',
  company: 'Vitalora GmbH',
  address: 'Große Elbstraße 45, 22767 Hamburg',
  phone: {
    de: '+49 40 228 590 10',
    fr: '+49 40 228 590 10',
    en: '+49 40 228 590 10',
    nl: '+49 40 228 590 10',
    it: '+49 40 228 590 10',
    pl: '+49 40 228 590 10',
    es: '+49 40 228 590 10',
  },
  email: 'hallo@nordpuls.example',
  handle: 'nordpuls',
  logo: 'logo/nordpuls',
};

export const BRANDS: readonly BrandProfile[] = [VITALORA, NORDPULS];

/** 'tel:' link of a phone number as written for people. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
