/**
 * Realistic demo orders for a customer (issue 3: until the checkout exists, the account's
 * order history is tested with these): a delivered order with tracking, one in progress
 * and a cancelled one, spread over the last months, in the customer's store. All three
 * are made in one transaction: when stock refuses one, none is created.
 */
import {
  COUNTRY_NAMES,
  isCountryCode,
  type LanguageCode,
  type Store,
  type StoreKey,
} from '@shop/shop-config';
import type { Database } from '../../db/client';
import { listSellableVariantIds } from '../carts/merchandise';
import { createOrder } from './create-order';
import type { OrderAddress } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoOrderCustomer {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  store: Store;
  language: LanguageCode;
  address: OrderAddress | null;
}

export class NoSellableVariantsError extends Error {
  override name = 'NoSellableVariantsError';
}

export async function createDemoOrders(
  db: Database,
  customer: DemoOrderCustomer,
  now: Date = new Date(),
): Promise<Array<{ id: number; orderNumber: number }>> {
  const variantIds = await listSellableVariantIds(db, customer.store, 6);
  const [first, second, third, fourth] = variantIds;
  if (first === undefined) {
    throw new NoSellableVariantsError(
      `No variant is sold and in stock in store ${customer.store.key}; seed the catalog first.`,
    );
  }
  const address = customer.address ?? demoAddress(customer);
  const base = {
    customerId: customer.id,
    email: customer.email,
    store: customer.store,
    language: customer.language,
    shippingAddress: address,
  };
  return db.transaction(async (tx) => {
    const delivered = await createOrder(tx, {
      ...base,
      lines: [
        { variantId: first, quantity: 1 },
        { variantId: second ?? first, quantity: 2 },
      ],
      shippingMinor: 0,
      financialStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      processedAt: new Date(now.getTime() - 45 * DAY_MS),
      fulfillments: [
        {
          trackingCompany: 'DHL',
          trackingNumber: `00340434${String(customer.id).padStart(6, '0')}1001`,
          trackingUrl: `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434${String(customer.id).padStart(6, '0')}1001`,
        },
      ],
    });
    const inProgress = await createOrder(tx, {
      ...base,
      lines: [{ variantId: third ?? first, quantity: 1 }],
      shippingMinor: 495,
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      processedAt: new Date(now.getTime() - 2 * DAY_MS),
    });
    const cancelled = await createOrder(tx, {
      ...base,
      lines: [{ variantId: fourth ?? first, quantity: 1 }],
      shippingMinor: 495,
      financialStatus: 'REFUNDED',
      fulfillmentStatus: 'UNFULFILLED',
      cancelReason: 'CUSTOMER',
      processedAt: new Date(now.getTime() - 120 * DAY_MS),
    });
    return [delivered, inProgress, cancelled];
  });
}

/** A plausible delivery address in each store's country. */
const DEMO_PLACES: Readonly<Record<StoreKey, { street: string; city: string; zip: string }>> = {
  de: { street: 'Musterstraße 12', city: 'Berlin', zip: '10115' },
  nl: { street: 'Damrak 70', city: 'Amsterdam', zip: '1012 LM' },
  be: { street: 'Wetstraat 16', city: 'Brussel', zip: '1000' },
  lu: { street: 'Rue du Fossé 4', city: 'Luxembourg', zip: 'L-1536' },
  fr: { street: '12 rue de Rivoli', city: 'Paris', zip: '75001' },
  it: { street: 'Via Nazionale 22', city: 'Roma', zip: '00184' },
  at: { street: 'Kärntner Straße 5', city: 'Wien', zip: '1010' },
  pl: { street: 'ul. Marszałkowska 10', city: 'Warszawa', zip: '00-590' },
  es: { street: 'Calle de Alcalá 45', city: 'Madrid', zip: '28014' },
  ch: { street: 'Bahnhofstrasse 21', city: 'Zürich', zip: '8001' },
  ie: { street: '14 Grafton Street', city: 'Dublin', zip: 'D02 X285' },
};

function demoAddress(customer: DemoOrderCustomer): OrderAddress {
  const code = customer.store.key;
  const place = DEMO_PLACES[code];
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    company: null,
    address1: place.street,
    address2: null,
    city: place.city,
    zip: place.zip,
    province: null,
    country: isCountryCode(code) ? COUNTRY_NAMES[code][customer.language] : null,
    countryCode: customer.store.code,
    phone: null,
  };
}
