/**
 * The fixed "today" of the demo catalog for product ages and review dates, so every seed
 * run writes the same rows. Price history is the exception: it is dated relative to the
 * real current day, or the lowest-price-of-30-days rule (spec 9) would find no prices.
 */
export const DEMO_REFERENCE_DATE = new Date('2025-06-02T08:00:00.000Z');

export const DAY_MS = 24 * 60 * 60 * 1000;

export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * DAY_MS);
}
