/**
 * EMS training suits (sized top and bottom, several rentable) and TENS/EMS stimulation
 * devices (versions, channels, programmes), with their filter values and technical data.
 */
import { buildProduct } from './product-builder';
import type { ClosingSentence } from './texts/descriptions';
import type { FunctionValue } from './texts/facet-labels';
import type { Feature } from './texts/product-texts';
import type { PowerSupply } from './texts/technical-labels';
import { technicalRow } from './texts/technical-rows';
import type { CommercialOptions, FacetSeed, ProductSeed, VariantDefinition } from './types';

interface SuitModel extends CommercialOptions {
  model: string;
  brand: string;
  priceEurMinor: number;
  electrodes: number;
  programs: number;
  weightGrams: number;
  wireless: boolean;
  app: boolean;
  colors?: readonly string[];
  closing?: ClosingSentence;
}

interface StimulatorModel extends CommercialOptions {
  model: string;
  brand: string;
  priceEurMinor: number;
  channels: number;
  programs: number;
  functions: readonly FunctionValue[];
  power: PowerSupply;
  weightGrams: number;
  sizeCm: readonly [number, number, number];
  /** Versions with their surcharge in euro minor units. */
  versions?: readonly (readonly [string, number])[];
  closing?: ClosingSentence;
}

/** Jacket and trousers are sized separately; these are the combinations stocked. */
const SUIT_SIZES = [
  ['S', 'S'],
  ['M', 'M'],
  ['M', 'L'],
  ['L', 'L'],
  ['L', 'XL'],
  ['XL', 'XL'],
] as const;

const SUITS: readonly SuitModel[] = [
  {
    model: 'PulseFit Suit 10',
    brand: 'Kinetra',
    priceEurMinor: 49900,
    electrodes: 10,
    programs: 12,
    weightGrams: 1100,
    wireless: true,
    app: false,
    closing: 'beginner',
    popularity: 520,
    badges: ['online-only'],
    rental: { sixMonthsEurMinor: 5999, twelveMonthsEurMinor: 3999 },
  },
  {
    model: 'PulseFit Suit 20 Pro',
    brand: 'Kinetra',
    priceEurMinor: 89900,
    electrodes: 20,
    programs: 30,
    weightGrams: 1350,
    wireless: true,
    app: true,
    closing: 'studio',
    popularity: 690,
    sale: { percentOff: 12, history: 'recent' },
    rental: { sixMonthsEurMinor: 9999, twelveMonthsEurMinor: 6499 },
  },
  {
    model: 'BodyTone Suit Home',
    brand: 'Kinetra',
    priceEurMinor: 64900,
    electrodes: 16,
    programs: 20,
    weightGrams: 1250,
    wireless: true,
    app: true,
    colors: ['black', 'anthracite'],
    popularity: 410,
    trend: 'raised',
    rental: { sixMonthsEurMinor: 7999, twelveMonthsEurMinor: 4999 },
  },
  {
    model: 'BodyTone Suit Studio',
    brand: 'Kinetra',
    priceEurMinor: 129900,
    electrodes: 24,
    programs: 50,
    weightGrams: 1500,
    wireless: true,
    app: true,
    closing: 'studio',
    popularity: 240,
    recommendedRetailEurMinor: 149900,
    excludedStores: ['pl'],
    rental: { sixMonthsEurMinor: 14999, twelveMonthsEurMinor: 9499 },
  },
  {
    model: 'ActiveWave Suit 12',
    brand: 'Medora',
    priceEurMinor: 39900,
    electrodes: 12,
    programs: 15,
    weightGrams: 1050,
    wireless: false,
    app: false,
    popularity: 160,
    stock: 'few',
    badges: ['seasonal-deal'],
    sale: { percentOff: 20, history: 'deepened' },
  },
  {
    model: 'ActiveWave Suit 24 Wireless',
    brand: 'Medora',
    priceEurMinor: 109900,
    electrodes: 24,
    programs: 40,
    weightGrams: 1450,
    wireless: true,
    app: true,
    popularity: 70,
    availableOnline: false,
  },
];

const STIMULATORS: readonly StimulatorModel[] = [
  {
    model: 'Relief 100',
    brand: 'Medora',
    priceEurMinor: 2999,
    channels: 2,
    programs: 12,
    functions: ['tens'],
    power: 'batteries-2aaa',
    weightGrams: 150,
    sizeCm: [11, 6, 2.5],
    closing: 'beginner',
    popularity: 760,
  },
  {
    model: 'Duo 200',
    brand: 'Medora',
    priceEurMinor: 4999,
    channels: 2,
    programs: 30,
    functions: ['tens', 'ems', 'massage', 'rechargeable'],
    power: 'usb-c',
    weightGrams: 180,
    sizeCm: [12, 6.5, 2.6],
    popularity: 640,
    sale: { percentOff: 20, history: 'recent' },
  },
  {
    model: 'PulseTherapy 4',
    brand: 'Medora',
    priceEurMinor: 8999,
    channels: 4,
    programs: 50,
    functions: ['tens', 'ems', 'massage', 'rechargeable'],
    power: 'usb-c',
    weightGrams: 220,
    sizeCm: [13, 7, 2.8],
    versions: [
      ['Basic', 0],
      ['Pro', 2000],
    ],
    popularity: 350,
    recommendedRetailEurMinor: 9999,
    rental: { sixMonthsEurMinor: 1999, twelveMonthsEurMinor: 1299 },
  },
  {
    model: 'MuscleStim 300',
    brand: 'Kinetra',
    priceEurMinor: 6999,
    channels: 2,
    programs: 20,
    functions: ['ems', 'rechargeable'],
    power: 'usb-c',
    weightGrams: 190,
    sizeCm: [12.5, 6.8, 2.7],
    popularity: 300,
    trend: 'raised',
  },
  {
    model: 'MuscleStim 500 Pro',
    brand: 'Kinetra',
    priceEurMinor: 12999,
    channels: 4,
    programs: 60,
    functions: ['ems', 'tens', 'rechargeable', 'app-connection', 'bluetooth'],
    power: 'usb-c',
    weightGrams: 240,
    sizeCm: [13.5, 7.2, 2.9],
    closing: 'studio',
    popularity: 280,
    excludedStores: ['ch'],
    rental: { sixMonthsEurMinor: 2499, twelveMonthsEurMinor: 1599 },
  },
  {
    model: 'RelaxWave Massage 150',
    brand: 'Medora',
    priceEurMinor: 3999,
    channels: 2,
    programs: 15,
    functions: ['tens', 'massage'],
    power: 'batteries-2aaa',
    weightGrams: 140,
    sizeCm: [10.8, 6, 2.4],
    popularity: 220,
    stock: 'sold-out',
  },
  {
    model: 'PainAway Mini',
    brand: 'Vitalis',
    priceEurMinor: 1999,
    channels: 1,
    programs: 8,
    functions: ['tens', 'rechargeable'],
    power: 'usb-c',
    weightGrams: 60,
    sizeCm: [6, 4.5, 1.4],
    closing: 'travel',
    popularity: 880,
    badges: ['seasonal-deal'],
    sale: { percentOff: 10, history: 'long' },
  },
  {
    model: 'ActiveWave Control 8',
    brand: 'Kinetra',
    priceEurMinor: 24999,
    channels: 8,
    programs: 40,
    functions: ['ems', 'tens', 'massage', 'rechargeable', 'app-connection', 'bluetooth'],
    power: 'usb-c',
    weightGrams: 320,
    sizeCm: [15, 9, 3.2],
    popularity: 110,
    badges: ['online-only'],
    excludedStores: ['pl'],
    rental: { sixMonthsEurMinor: 3999, twelveMonthsEurMinor: 2499 },
  },
];

export function emsProducts(): ProductSeed[] {
  return [
    ...SUITS.map((suit, index) => suitProduct(suit, `EMS-${3001 + index}`)),
    ...STIMULATORS.map((device, index) => stimulatorProduct(device, `TNS-${4001 + index}`)),
  ];
}

function suitProduct(suit: SuitModel, articleNumber: string): ProductSeed {
  const functions: FunctionValue[] = ['ems', 'rechargeable'];
  if (suit.app) functions.push('app-connection', 'bluetooth');
  const features: Feature[] = ['ems', ['electrodes', suit.electrodes], ['programs', suit.programs]];
  if (suit.wireless) features.push('wireless-control');
  if (suit.app) features.push('app-connection');
  features.push('rechargeable', 'washable');
  return buildProduct({
    ...suit,
    articleNumber,
    type: 'ems-suit',
    features,
    facets: functions.map((value): FacetSeed => ({ facet: 'function', value })),
    technicalRows: [
      technicalRow.weight(suit.weightGrams),
      technicalRow.electrodes(suit.electrodes),
      technicalRow.programs(suit.programs),
      technicalRow.powerSupply('usb-c'),
      technicalRow.material([
        ['polyamide', 78],
        ['elastane', 17],
        ['silver', 5],
      ]),
      technicalRow.care(),
      technicalRow.warranty(2),
    ],
    variants: suitVariants(suit.colors ?? ['black']),
  });
}

function suitVariants(colors: readonly string[]): VariantDefinition[] {
  return colors.flatMap((color, colorIndex) =>
    SUIT_SIZES.map(([sizeTop, sizeBottom], sizeIndex) => ({
      articleSuffix: String(colorIndex * SUIT_SIZES.length + sizeIndex + 1).padStart(2, '0'),
      color,
      sizeTop,
      sizeBottom,
    })),
  );
}

function stimulatorProduct(device: StimulatorModel, articleNumber: string): ProductSeed {
  const [width, height, depth] = device.sizeCm;
  const features: Feature[] = [
    ...device.functions,
    ['channels', device.channels],
    ['programs', device.programs],
    'timer',
  ];
  const variants = device.versions?.map(([version, priceDeltaEurMinor], index) => ({
    articleSuffix: String(index + 1).padStart(2, '0'),
    version,
    priceDeltaEurMinor,
  }));
  return buildProduct({
    ...device,
    articleNumber,
    type: 'ems-device',
    features,
    facets: device.functions.map((value): FacetSeed => ({ facet: 'function', value })),
    technicalRows: [
      technicalRow.weight(device.weightGrams),
      technicalRow.dimensions(width, height, depth),
      technicalRow.powerSupply(device.power),
      technicalRow.channels(device.channels),
      technicalRow.programs(device.programs),
      technicalRow.warranty(device.priceEurMinor >= 8000 ? 3 : 2),
    ],
    variants,
  });
}
