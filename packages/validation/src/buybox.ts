/**
 * The buy box's rules (spec 4 buy or rent, spec 5 buybox): a product with sizes needs
 * every size picked, and renting needs a rental period. Checked in the browser before the
 * cart is asked and again by the storefront's server, which never trusts the form.
 */

export type BuyboxIssue = 'sizeRequired' | 'rentalPeriodRequired';

export interface BuyboxChoice {
  /** False while the product has sizes and one of them is not picked. */
  sizesComplete: boolean;
  productType: 'purchase' | 'rent';
  /** The chosen rental period in months; null when none is chosen. */
  rentalMonths: number | null;
  /** The periods the product offers in the store. */
  offeredRentalMonths: readonly number[];
}

/** Every rule the choice breaks, as message keys, sizes first (the order of the form). */
export function buyboxIssues(choice: BuyboxChoice): BuyboxIssue[] {
  const issues: BuyboxIssue[] = [];
  if (!choice.sizesComplete) issues.push('sizeRequired');
  if (
    choice.productType === 'rent' &&
    (choice.rentalMonths === null || !choice.offeredRentalMonths.includes(choice.rentalMonths))
  ) {
    issues.push('rentalPeriodRequired');
  }
  return issues;
}
