/**
 * Bundle parameters of spec 2.2: a product chosen in a bundle's slot is opened with
 * bundleId, slots and currentSlot, so its page can lead back to the bundle; the link back
 * to a bundle page carries redirectBundleId. Any other route parameter is not shown, and
 * a malformed value is ignored rather than trusted.
 */
import { type LanguageCode, productPath } from '@shop/shop-config';

export interface BundleContext {
  bundleId: number;
  /** How many slots the bundle has. */
  slots: number;
  /** The slot this product was opened from, 1-based. */
  currentSlot: number;
}

type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

const MAX_ID = 2_147_483_647;
const MAX_SLOTS = 50;

function positiveInt(value: string | string[] | undefined, max: number): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || !/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const number = Number(text);
  return number <= max ? number : undefined;
}

/** The bundle a product page was opened from, or undefined without (valid) parameters. */
export function bundleContextOf(searchParams: SearchParams): BundleContext | undefined {
  const bundleId = positiveInt(searchParams.bundleId, MAX_ID);
  const slots = positiveInt(searchParams.slots, MAX_SLOTS);
  const currentSlot = positiveInt(searchParams.currentSlot, MAX_SLOTS);
  if (bundleId === undefined || slots === undefined || currentSlot === undefined) return undefined;
  if (currentSlot > slots) return undefined;
  return { bundleId, slots, currentSlot };
}

/** The slot a bundle page should open at, from the way back (?redirectBundleId=&currentSlot=). */
export function returningSlot(searchParams: SearchParams, bundleId: number): number | undefined {
  if (positiveInt(searchParams.redirectBundleId, MAX_ID) !== bundleId) return undefined;
  return positiveInt(searchParams.currentSlot, MAX_SLOTS);
}

/** Link from a bundle's slot to a product offered in it. */
export function bundleSlotProductPath(
  language: LanguageCode,
  productId: number,
  context: BundleContext,
): string {
  const query = new URLSearchParams({
    bundleId: String(context.bundleId),
    slots: String(context.slots),
    currentSlot: String(context.currentSlot),
  });
  return `${productPath(language, String(productId))}?${query}`;
}

/** Link from a product back to the bundle it was chosen for. */
export function bundlePagePath(language: LanguageCode, context: BundleContext): string {
  const query = new URLSearchParams({
    redirectBundleId: String(context.bundleId),
    currentSlot: String(context.currentSlot),
  });
  return `${productPath(language, String(context.bundleId))}?${query}`;
}
