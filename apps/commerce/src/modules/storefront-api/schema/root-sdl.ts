/** Entry points, named as in Shopify's schema (QueryRoot, Mutation). */
export const ROOT_SDL = /* GraphQL */ `
schema {
  query: QueryRoot
  mutation: Mutation
}

type QueryRoot {
  cart(id: ID!): Cart
  customer(customerAccessToken: String!): Customer
  node(id: ID!): Node
  nodes(ids: [ID!]!): [Node]!
}

type Mutation {
  cartAttributesUpdate(attributes: [AttributeInput!]!, cartId: ID!): CartAttributesUpdatePayload
  cartBuyerIdentityUpdate(buyerIdentity: CartBuyerIdentityInput!, cartId: ID!): CartBuyerIdentityUpdatePayload
  cartCreate(input: CartInput): CartCreatePayload
  cartLinesAdd(cartId: ID!, lines: [CartLineInput!]!): CartLinesAddPayload
  cartLinesRemove(cartId: ID!, lineIds: [ID!]!): CartLinesRemovePayload
  cartLinesUpdate(cartId: ID!, lines: [CartLineUpdateInput!]!): CartLinesUpdatePayload
  cartNoteUpdate(cartId: ID!, note: String!): CartNoteUpdatePayload
  customerAccessTokenCreate(input: CustomerAccessTokenCreateInput!): CustomerAccessTokenCreatePayload
  customerAccessTokenDelete(customerAccessToken: String!): CustomerAccessTokenDeletePayload
  customerAccessTokenRenew(customerAccessToken: String!): CustomerAccessTokenRenewPayload
  customerActivate(id: ID!, input: CustomerActivateInput!): CustomerActivatePayload
  customerActivateByUrl(activationUrl: URL!, password: String!): CustomerActivateByUrlPayload
  customerAddressCreate(address: MailingAddressInput!, customerAccessToken: String!): CustomerAddressCreatePayload
  customerAddressDelete(customerAccessToken: String!, id: ID!): CustomerAddressDeletePayload
  customerAddressUpdate(
    address: MailingAddressInput!
    customerAccessToken: String!
    id: ID!
  ): CustomerAddressUpdatePayload
  customerCreate(input: CustomerCreateInput!): CustomerCreatePayload
  customerDefaultAddressUpdate(addressId: ID!, customerAccessToken: String!): CustomerDefaultAddressUpdatePayload
  customerRecover(email: String!): CustomerRecoverPayload
  customerReset(id: ID!, input: CustomerResetInput!): CustomerResetPayload
  customerResetByUrl(password: String!, resetUrl: URL!): CustomerResetByUrlPayload
  customerUpdate(customer: CustomerUpdateInput!, customerAccessToken: String!): CustomerUpdatePayload
  "Extension, not part of Shopify's schema: declines an account invitation (spec 2.5)."
  extCustomerInvitationDecline(activationUrl: URL!): ExtCustomerInvitationDeclinePayload
}
`;
