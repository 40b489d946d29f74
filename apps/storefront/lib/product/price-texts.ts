/**
 * The buy box's amounts, formatted on the server (Lighthouse, issue 6). The buy box is a
 * client component, and the first `Intl.NumberFormat` a page creates in the browser loads
 * the locale's number data: about 20 ms of main thread in the middle of hydration on a
 * product page, which Lighthouse's 4× slower phone counts as blocking time. Every amount
 * the buy box can show for any variant, buying or renting, is known on the server; the
 * browser looks them up and formats only what is missing (never, unless the data change).
 */
import type { Money, RentalOption, VariantPricing } from '@shop/search-contract';
import { formatPrice } from '@shop/shop-config';
import { priceBlock, rentalQuote } from './price-block';

/** Formatted amounts by priceTextKey. */
export type PriceTexts = Readonly<Record<string, string>>;

function priceTextKey(money: Money): string {
  return `${money.amountMinor} ${money.currency}`;
}

/** Every amount of the price blocks and rental periods of these variants, formatted. */
export function buyboxPriceTexts(
  variants: readonly VariantPricing[],
  recyclingFee: Money | null,
  rentalOptions: readonly RentalOption[],
  priceLocale: string,
): PriceTexts {
  const amounts: Money[] = [];
  for (const variant of variants) {
    const block = priceBlock(variant, recyclingFee);
    amounts.push(
      ...[
        block.price,
        block.strikethroughPrice,
        block.discountSaving,
        block.lowestPriceLast30Days,
        block.recommendedRetailPrice,
        block.recyclingFee,
      ].filter((money): money is Money => money !== null),
    );
  }
  for (const option of rentalOptions) {
    const quote = rentalQuote(option);
    amounts.push(quote.monthlyPrice, quote.totalPrice);
  }
  return Object.fromEntries(
    amounts.map((money) => [
      priceTextKey(money),
      formatPrice(money.amountMinor, money.currency, priceLocale),
    ]),
  );
}

/** The amount as the server formatted it, or formatted here if it was not among them. */
export function priceText(texts: PriceTexts, money: Money, priceLocale: string): string {
  return texts[priceTextKey(money)] ?? formatPrice(money.amountMinor, money.currency, priceLocale);
}
