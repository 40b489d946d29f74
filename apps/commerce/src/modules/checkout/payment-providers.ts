/**
 * How an order is paid (issue 7). Every method is a PaymentProvider: the checkout charges
 * after stock is taken and before the order commits, and a decline rolls everything back,
 * so nothing is stored or charged for a refused order. Two providers exist: invoice (an
 * offline method: the order waits for the transfer) and a test card that behaves like a
 * card processor's sandbox. A real processor is one more implementation of the interface.
 */
import type { PaymentMethod } from '@shop/search-contract';
import type { CurrencyCode } from '@shop/shop-config';
import type { FinancialStatus } from '../orders/schema';

export interface CardDetails {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  holder: string;
}

export interface ChargeRequest {
  amountMinor: number;
  currency: CurrencyCode;
  card: CardDetails | null;
  now: Date;
}

export type ChargeResult =
  | { approved: true; financialStatus: FinancialStatus }
  | { approved: false };

export interface PaymentProvider {
  method: PaymentMethod;
  /** Whether the shopper must enter card details for this method. */
  needsCard: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** Invoice: nothing is charged now; the order is PENDING until the transfer arrives. */
export const invoiceProvider: PaymentProvider = {
  method: 'invoice',
  needsCard: false,
  async charge() {
    return { approved: true, financialStatus: 'PENDING' };
  },
};

/**
 * The sandbox numbers card processors document for successful payments (Visa, Mastercard,
 * American Express). 4000 0000 0000 0002 and every other number are declined, as is a card
 * whose expiry month has passed.
 */
export const TEST_CARD_NUMBERS: readonly string[] = [
  '4242424242424242',
  '5555555555554444',
  '378282246310005',
];

function expired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number);
  if (!month || year === undefined) return true;
  const lastMonth = (2000 + year) * 12 + (month - 1);
  return lastMonth < now.getUTCFullYear() * 12 + now.getUTCMonth();
}

export const testCardProvider: PaymentProvider = {
  method: 'test-card',
  needsCard: true,
  async charge(request) {
    const number = request.card?.number.replaceAll(' ', '') ?? '';
    const approved =
      request.card !== null &&
      TEST_CARD_NUMBERS.includes(number) &&
      !expired(request.card.expiry, request.now);
    return approved ? { approved: true, financialStatus: 'PAID' } : { approved: false };
  },
};

export const PAYMENT_PROVIDERS: Readonly<Record<PaymentMethod, PaymentProvider>> = {
  invoice: invoiceProvider,
  'test-card': testCardProvider,
};
