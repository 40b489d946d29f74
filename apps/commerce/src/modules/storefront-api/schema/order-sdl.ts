/** The order part of Shopify's Storefront API 2025-01 that this service offers (read only). */
export const ORDER_SDL = /* GraphQL */ `
type Order implements Node {
  cancelReason: OrderCancelReason
  canceledAt: DateTime
  currencyCode: CurrencyCode!
  customAttributes: [Attribute!]!
  email: String
  financialStatus: OrderFinancialStatus
  fulfillmentStatus: OrderFulfillmentStatus!
  id: ID!
  lineItems(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): OrderLineItemConnection!
  name: String!
  orderNumber: Int!
  originalTotalPrice: MoneyV2!
  phone: String
  processedAt: DateTime!
  shippingAddress: MailingAddress
  statusUrl: URL!
  subtotalPrice: MoneyV2
  successfulFulfillments(first: Int): [Fulfillment!]
  totalPrice: MoneyV2!
  totalShippingPrice: MoneyV2!
  totalTax: MoneyV2
}

type OrderConnection {
  edges: [OrderEdge!]!
  nodes: [Order!]!
  pageInfo: PageInfo!
  totalCount: UnsignedInt64!
}

type OrderEdge {
  cursor: String!
  node: Order!
}

type OrderLineItem {
  currentQuantity: Int!
  customAttributes: [Attribute!]!
  discountedTotalPrice: MoneyV2!
  originalTotalPrice: MoneyV2!
  quantity: Int!
  title: String!
  variant: ProductVariant
}

type OrderLineItemConnection {
  edges: [OrderLineItemEdge!]!
  nodes: [OrderLineItem!]!
  pageInfo: PageInfo!
}

type OrderLineItemEdge {
  cursor: String!
  node: OrderLineItem!
}

type Fulfillment {
  trackingCompany: String
  trackingInfo(first: Int): [FulfillmentTrackingInfo!]!
}

type FulfillmentTrackingInfo {
  number: String
  url: URL
}

enum OrderCancelReason {
  CUSTOMER
  DECLINED
  FRAUD
  INVENTORY
  OTHER
  STAFF
}

enum OrderFinancialStatus {
  AUTHORIZED
  PAID
  PARTIALLY_PAID
  PARTIALLY_REFUNDED
  PENDING
  REFUNDED
  VOIDED
}

enum OrderFulfillmentStatus {
  FULFILLED
  IN_PROGRESS
  ON_HOLD
  OPEN
  PARTIALLY_FULFILLED
  PENDING_FULFILLMENT
  RESTOCKED
  SCHEDULED
  UNFULFILLED
}

enum OrderSortKeys {
  ID
  PROCESSED_AT
  RELEVANCE
  TOTAL_PRICE
}
`;
