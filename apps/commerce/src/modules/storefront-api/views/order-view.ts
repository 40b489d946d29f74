/**
 * Order, OrderLineItem and Fulfillment in Shopify's shape. Line items show the variant as
 * it is in the catalog now (as Shopify does); the prices paid stay in the order's totals.
 */
import { localizedPath } from '@shop/shop-config';
import { z } from 'zod';
import type { Merchandise } from '../../carts/merchandise';
import type { OrderWithDetails } from '../../orders/list-orders';
import { connectionOf, parseConnectionArgs } from '../connections';
import { toGid } from '../global-ids';
import { money } from '../money';
import { addressView } from './address-view';
import { type ViewScope, variantView } from './merchandise-view';

const firstSchema = z.object({ first: z.number().int().min(0).max(250).nullish() });
const firstOf = (args: unknown) => firstSchema.safeParse(args).data?.first ?? undefined;

export function orderView(
  order: OrderWithDetails,
  variants: Map<number, Merchandise>,
  scope: ViewScope,
) {
  const currency = order.currency;
  const lineItems = order.lineItems.map((item) => {
    const total = money(item.unitPriceMinor * item.quantity, currency);
    const variant = item.variantId === null ? undefined : variants.get(item.variantId);
    return {
      title: item.title,
      quantity: item.quantity,
      currentQuantity: order.cancelReason ? 0 : item.quantity,
      customAttributes: item.customAttributes,
      originalTotalPrice: total,
      discountedTotalPrice: total,
      variant: variant ? variantView(variant, scope) : null,
    };
  });
  const statusUrl = new URL(
    localizedPath(scope.language, 'orderHistory'),
    `${scope.storefrontUrl}/`,
  );
  statusUrl.searchParams.set('order', String(order.orderNumber));
  return {
    __typename: 'Order' as const,
    id: toGid('Order', order.id),
    name: `#${order.orderNumber}`,
    orderNumber: order.orderNumber,
    processedAt: order.processedAt.toISOString(),
    canceledAt: order.canceledAt?.toISOString() ?? null,
    cancelReason: order.cancelReason,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    email: order.email,
    phone: order.phone,
    currencyCode: currency,
    customAttributes: order.customAttributes,
    statusUrl: statusUrl.toString(),
    subtotalPrice: money(order.subtotalMinor, currency),
    totalShippingPrice: money(order.shippingMinor, currency),
    totalTax: money(order.taxMinor, currency),
    totalPrice: money(order.totalMinor, currency),
    originalTotalPrice: money(order.totalMinor, currency),
    shippingAddress: order.shippingAddress
      ? addressView(toGid('MailingAddress', order.id, 'model_name=Address'), order.shippingAddress)
      : null,
    successfulFulfillments: (args: unknown) =>
      order.fulfillments.slice(0, firstOf(args)).map((fulfillment) => ({
        trackingCompany: fulfillment.trackingCompany,
        trackingInfo: (infoArgs: unknown) =>
          [{ number: fulfillment.trackingNumber, url: fulfillment.trackingUrl }].slice(
            0,
            firstOf(infoArgs),
          ),
      })),
    lineItems: (args: unknown) => connectionOf(lineItems, parseConnectionArgs(args)),
  };
}
