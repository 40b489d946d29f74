/** The cart part of Shopify's Storefront API 2025-01 that this service offers. */
export const CART_SDL = /* GraphQL */ `
type Cart implements Node {
  attribute(key: String!): Attribute
  attributes: [Attribute!]!
  buyerIdentity: CartBuyerIdentity!
  checkoutUrl: URL!
  cost: CartCost!
  createdAt: DateTime!
  id: ID!
  lines(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): BaseCartLineConnection!
  note: String
  totalQuantity: Int!
  updatedAt: DateTime!
}

type CartBuyerIdentity {
  countryCode: CountryCode
  email: String
  phone: String
}

type CartCost {
  checkoutChargeAmount: MoneyV2!
  subtotalAmount: MoneyV2!
  subtotalAmountEstimated: Boolean!
  totalAmount: MoneyV2!
  totalAmountEstimated: Boolean!
}

interface BaseCartLine implements Node {
  attribute(key: String!): Attribute
  attributes: [Attribute!]!
  cost: CartLineCost!
  id: ID!
  merchandise: Merchandise!
  quantity: Int!
}

type CartLine implements BaseCartLine & Node {
  attribute(key: String!): Attribute
  attributes: [Attribute!]!
  cost: CartLineCost!
  id: ID!
  merchandise: Merchandise!
  quantity: Int!
}

type CartLineCost {
  amountPerQuantity: MoneyV2!
  compareAtAmountPerQuantity: MoneyV2
  subtotalAmount: MoneyV2!
  totalAmount: MoneyV2!
}

union Merchandise = ProductVariant

type BaseCartLineConnection {
  edges: [BaseCartLineEdge!]!
  nodes: [BaseCartLine!]!
  pageInfo: PageInfo!
}

type BaseCartLineEdge {
  cursor: String!
  node: BaseCartLine!
}

input CartInput {
  attributes: [AttributeInput!]
  buyerIdentity: CartBuyerIdentityInput
  lines: [CartLineInput!]
  note: String
}

input CartBuyerIdentityInput {
  countryCode: CountryCode
  customerAccessToken: String
  email: String
  phone: String
}

input CartLineInput {
  attributes: [AttributeInput!]
  merchandiseId: ID!
  quantity: Int = 1
}

input CartLineUpdateInput {
  attributes: [AttributeInput!]
  id: ID!
  merchandiseId: ID
  quantity: Int
}

enum CartErrorCode {
  ADDRESS_FIELD_CONTAINS_EMOJIS
  ADDRESS_FIELD_CONTAINS_HTML_TAGS
  ADDRESS_FIELD_CONTAINS_URL
  ADDRESS_FIELD_DOES_NOT_MATCH_EXPECTED_PATTERN
  ADDRESS_FIELD_IS_REQUIRED
  ADDRESS_FIELD_IS_TOO_LONG
  INVALID
  INVALID_COMPANY_LOCATION
  INVALID_DELIVERY_ADDRESS_ID
  INVALID_DELIVERY_GROUP
  INVALID_DELIVERY_OPTION
  INVALID_INCREMENT
  INVALID_MERCHANDISE_LINE
  INVALID_METAFIELDS
  INVALID_PAYMENT
  INVALID_PAYMENT_EMPTY_CART
  INVALID_ZIP_CODE_FOR_COUNTRY
  INVALID_ZIP_CODE_FOR_PROVINCE
  LESS_THAN
  MAXIMUM_EXCEEDED
  MINIMUM_NOT_MET
  MISSING_CUSTOMER_ACCESS_TOKEN
  MISSING_DISCOUNT_CODE
  MISSING_NOTE
  NOTE_TOO_LONG
  ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED
  PAYMENT_METHOD_NOT_SUPPORTED
  PROVINCE_NOT_FOUND
  TOO_MANY_DELIVERY_ADDRESSES
  UNSPECIFIED_ADDRESS_ERROR
  VALIDATION_CUSTOM
  ZIP_CODE_NOT_SUPPORTED
}

type CartUserError implements DisplayableError {
  code: CartErrorCode
  field: [String!]
  message: String!
}

enum CartWarningCode {
  DUPLICATE_DELIVERY_ADDRESS
  MERCHANDISE_NOT_ENOUGH_STOCK
  MERCHANDISE_OUT_OF_STOCK
  PAYMENTS_GIFT_CARDS_UNAVAILABLE
}

type CartWarning {
  code: CartWarningCode!
  message: String!
  target: ID!
}

type CartCreatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

type CartLinesAddPayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

type CartLinesRemovePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

type CartLinesUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

type CartNoteUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

type CartAttributesUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}

type CartBuyerIdentityUpdatePayload {
  cart: Cart
  userErrors: [CartUserError!]!
  warnings: [CartWarning!]!
}
`;
