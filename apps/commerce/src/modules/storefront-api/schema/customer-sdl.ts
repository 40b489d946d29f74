/** The customer account part of Shopify's Storefront API 2025-01 that this service offers. */
export const CUSTOMER_SDL = /* GraphQL */ `
type Customer {
  acceptsMarketing: Boolean!
  addresses(after: String, before: String, first: Int, last: Int, reverse: Boolean = false): MailingAddressConnection!
  createdAt: DateTime!
  defaultAddress: MailingAddress
  displayName: String!
  email: String
  firstName: String
  id: ID!
  lastName: String
  numberOfOrders: UnsignedInt64!
  orders(
    after: String
    before: String
    first: Int
    last: Int
    query: String
    reverse: Boolean = false
    sortKey: OrderSortKeys = ID
  ): OrderConnection!
  phone: String
  tags: [String!]!
  updatedAt: DateTime!
}

type CustomerAccessToken {
  accessToken: String!
  expiresAt: DateTime!
}

enum CustomerErrorCode {
  ALREADY_ENABLED
  BAD_DOMAIN
  BLANK
  CONTAINS_HTML_TAGS
  CONTAINS_URL
  CUSTOMER_DISABLED
  INVALID
  INVALID_MULTIPASS_REQUEST
  NOT_FOUND
  PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE
  TAKEN
  TOKEN_INVALID
  TOO_LONG
  TOO_SHORT
  UNIDENTIFIED_CUSTOMER
}

type CustomerUserError implements DisplayableError {
  code: CustomerErrorCode
  field: [String!]
  message: String!
}

input CustomerCreateInput {
  acceptsMarketing: Boolean
  email: String!
  firstName: String
  lastName: String
  password: String!
  phone: String
}

input CustomerUpdateInput {
  acceptsMarketing: Boolean
  email: String
  firstName: String
  lastName: String
  password: String
  phone: String
}

input CustomerAccessTokenCreateInput {
  email: String!
  password: String!
}

input CustomerResetInput {
  password: String!
  resetToken: String!
}

input CustomerActivateInput {
  activationToken: String!
  password: String!
}

type MailingAddress implements Node {
  address1: String
  address2: String
  city: String
  company: String
  country: String
  countryCodeV2: CountryCode
  firstName: String
  formatted(withCompany: Boolean = true, withName: Boolean = false): [String!]!
  formattedArea: String
  id: ID!
  lastName: String
  name: String
  phone: String
  province: String
  zip: String
}

input MailingAddressInput {
  address1: String
  address2: String
  city: String
  company: String
  country: String
  firstName: String
  lastName: String
  phone: String
  province: String
  zip: String
}

type MailingAddressConnection {
  edges: [MailingAddressEdge!]!
  nodes: [MailingAddress!]!
  pageInfo: PageInfo!
}

type MailingAddressEdge {
  cursor: String!
  node: MailingAddress!
}

type CustomerCreatePayload {
  customer: Customer
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

type CustomerAccessTokenCreatePayload {
  customerAccessToken: CustomerAccessToken
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

type CustomerAccessTokenDeletePayload {
  deletedAccessToken: String
  deletedCustomerAccessTokenId: String
  userErrors: [UserError!]!
}

type CustomerAccessTokenRenewPayload {
  customerAccessToken: CustomerAccessToken
  userErrors: [UserError!]!
}

type CustomerActivatePayload {
  customer: Customer
  customerAccessToken: CustomerAccessToken
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

type CustomerActivateByUrlPayload {
  customer: Customer
  customerAccessToken: CustomerAccessToken
  customerUserErrors: [CustomerUserError!]!
}

type CustomerRecoverPayload {
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

type CustomerResetPayload {
  customer: Customer
  customerAccessToken: CustomerAccessToken
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

type CustomerResetByUrlPayload {
  customer: Customer
  customerAccessToken: CustomerAccessToken
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

type CustomerUpdatePayload {
  customer: Customer
  customerAccessToken: CustomerAccessToken
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

type CustomerAddressCreatePayload {
  customerAddress: MailingAddress
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

type CustomerAddressUpdatePayload {
  customerAddress: MailingAddress
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

type CustomerAddressDeletePayload {
  customerUserErrors: [CustomerUserError!]!
  deletedCustomerAddressId: String
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

type CustomerDefaultAddressUpdatePayload {
  customer: Customer
  customerUserErrors: [CustomerUserError!]!
  userErrors: [UserError!]! @deprecated(reason: "Use \`customerUserErrors\` instead.")
}

"""
Extension, not part of Shopify's schema: declining an account invitation (spec 2.5). The
storefront's activation page offers it; Shopify only offers it on its own hosted page.
"""
type ExtCustomerInvitationDeclinePayload {
  declined: Boolean!
  customerUserErrors: [CustomerUserError!]!
}
`;
