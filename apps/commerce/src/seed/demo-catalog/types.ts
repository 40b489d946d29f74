/**
 * The language-neutral description of the demo catalog that the product files build and
 * the writers turn into rows. Prices are euro minor units here; the writers convert them
 * into every store's currency.
 */
import type { LanguageCode, StoreKey } from '@shop/shop-config';
import type { Badge, Facet, ProductKind } from '../../modules/catalog/schema';
import type { CategoryKey } from './categories';

export type Localized = Readonly<Record<LanguageCode, string>>;

/** Finer than the product kind: decides title wording, silhouette and category. */
export type ProductType =
  | 'upper-arm-monitor'
  | 'wrist-monitor'
  | 'ems-suit'
  | 'ems-device'
  | 'ems-shirt'
  | 'ems-long-sleeve'
  | 'ems-pants'
  | 'ems-set'
  | 'bag'
  | 'power-adapter'
  | 'electrode-gel'
  | 'cuff'
  | 'electrode-pads'
  | 'suit-electrodes'
  | 'bundle';

export type GenderFit = 'women' | 'men' | 'unisex';
export type StockProfile = 'normal' | 'few' | 'sold-out';

export interface ProductText {
  title: string;
  slug: string;
  subtitle: string;
  description: string;
  /** Feature bullets, one per line. */
  functions: string;
}

export interface VariantDefinition {
  /** Appended to the product's article number, e.g. 'M-BK'. */
  articleSuffix: string;
  color?: string;
  version?: string;
  sizeTop?: string;
  sizeBottom?: string;
  cuffSize?: string;
  /** Added to the product's euro price, e.g. for a larger cuff or a Pro version. */
  priceDeltaEurMinor?: number;
}

export interface VariantSeed extends VariantDefinition {
  articleNumber: string;
  stockQuantity: number;
}

export interface TechnicalRowSeed {
  rowId: number;
  label: Localized;
  value: Localized;
}

export interface FacetSeed {
  facet: Facet;
  value: string;
}

/**
 * How the price developed: 'stable' kept the current price for the last 30 days, 'raised'
 * was lower a few weeks ago, so the 30-day lowest price sits below the current one.
 */
export type PriceTrend = 'stable' | 'raised';

/** 'deepened' had an even lower sale price within the last 30 days than the current one. */
export type SaleHistory = 'recent' | 'deepened' | 'long';

export interface SaleSeed {
  percentOff: number;
  history: SaleHistory;
  /** Stores running the sale; all stores selling the product when left out. */
  stores?: readonly StoreKey[];
}

export interface RentalSeed {
  sixMonthsEurMinor: number;
  twelveMonthsEurMinor: number;
}

/** Commercial facts a product definition may set; the builder supplies the rest. */
export interface CommercialOptions {
  sale?: SaleSeed;
  recommendedRetailEurMinor?: number;
  trend?: PriceTrend;
  stock?: StockProfile;
  availableOnline?: boolean;
  /** Stores the product is not sold in (no price rows there). */
  excludedStores?: readonly StoreKey[];
  /** Badges besides 'sale', which follows from `sale`. */
  badges?: readonly Exclude<Badge, 'sale'>[];
  popularity?: number;
  rental?: RentalSeed;
}

export interface RelationSeed {
  /** Key of the device this accessory or spare part fits. */
  deviceKey: string;
  kind: 'accessory' | 'spare-part';
}

export interface BundleSlotSeed {
  slot: number;
  /** Products offered in the slot; the first is preselected. */
  productKeys: readonly string[];
  quantity: number;
}

export interface ProductSeed {
  key: string;
  articleNumber: string;
  kind: ProductKind;
  type: ProductType;
  manufacturer: string;
  model: string;
  /** Primary category first. */
  categoryKeys: readonly CategoryKey[];
  popularity: number;
  createdDaysAgo: number;
  availableOnline: boolean;
  texts: Readonly<Record<LanguageCode, ProductText>>;
  facets: readonly FacetSeed[];
  technicalRows: readonly TechnicalRowSeed[];
  variants: readonly VariantSeed[];
  recyclingClass: string | null;
  priceEurMinor: number;
  commercial: CommercialOptions;
  badges: readonly Badge[];
  fits: readonly RelationSeed[];
  bundleSlots: readonly BundleSlotSeed[];
  hasManual: boolean;
  imageCount: number;
}
