/**
 * The operations the storefront sends (spec 7), written as a Shopify client would: they
 * must validate against Shopify's published 2025-01 schema and against ours. Integration
 * tests run these exact documents, so the contract and the behaviour are tested together.
 */
const MONEY = '#graphql\nfragment Money on MoneyV2 { amount currencyCode }';

export const CART_FRAGMENT = `#graphql
fragment CartFields on Cart {
  id
  checkoutUrl
  createdAt
  updatedAt
  totalQuantity
  note
  attributes { key value }
  cost { subtotalAmount { ...Money } totalAmount { ...Money } }
  lines(first: 50) {
    edges {
      node {
        id
        quantity
        attributes { key value }
        cost { amountPerQuantity { ...Money } totalAmount { ...Money } }
        merchandise {
          ... on ProductVariant {
            id
            title
            sku
            price { ...Money }
            compareAtPrice { ...Money }
            product { id title featuredImage { url altText } }
          }
        }
      }
    }
  }
}
${MONEY}`;

const CART_PAYLOAD = `cart { ...CartFields } userErrors { field message code } warnings { code message target }`;

export const CART_CREATE = `#graphql
mutation CartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  cartCreate(input: $input) { ${CART_PAYLOAD} }
}
${CART_FRAGMENT}`;

export const CART_QUERY = `#graphql
query Cart($cartId: ID!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  cart(id: $cartId) { ...CartFields }
}
${CART_FRAGMENT}`;

export const CART_LINES_ADD = `#graphql
mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $language: LanguageCode)
@inContext(language: $language) {
  cartLinesAdd(cartId: $cartId, lines: $lines) { ${CART_PAYLOAD} }
}
${CART_FRAGMENT}`;

export const CART_LINES_REMOVE = `#graphql
mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!) {
  cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${CART_PAYLOAD} }
}
${CART_FRAGMENT}`;

export const CART_LINES_UPDATE = `#graphql
mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
  cartLinesUpdate(cartId: $cartId, lines: $lines) { ${CART_PAYLOAD} }
}
${CART_FRAGMENT}`;

export const CART_BUYER_IDENTITY_UPDATE = `#graphql
mutation CartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
  cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
    cart { ...CartFields buyerIdentity { countryCode email phone } }
    userErrors { field message code }
  }
}
${CART_FRAGMENT}`;

export const CART_NOTE_UPDATE = `#graphql
mutation CartNoteUpdate($cartId: ID!, $note: String!, $language: LanguageCode)
@inContext(language: $language) {
  cartNoteUpdate(cartId: $cartId, note: $note) { ${CART_PAYLOAD} }
}
${CART_FRAGMENT}`;

export const CART_ATTRIBUTES_UPDATE = `#graphql
mutation CartAttributesUpdate($cartId: ID!, $attributes: [AttributeInput!]!, $language: LanguageCode)
@inContext(language: $language) {
  cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { ${CART_PAYLOAD} }
}
${CART_FRAGMENT}`;

const NODE_FIELDS = `#graphql
fragment NodeFields on Node {
  __typename
  id
  ... on Cart { totalQuantity note cost { totalAmount { ...Money } } }
  ... on CartLine { quantity merchandise { ... on ProductVariant { id } } }
  ... on ProductVariant { title sku price { ...Money } product { id title } }
  ... on Product { title handle availableForSale }
}
${MONEY}`;

export const NODE_QUERY = `#graphql
query Node($id: ID!, $country: CountryCode) @inContext(country: $country) {
  node(id: $id) { ...NodeFields }
}
${NODE_FIELDS}`;

export const NODES_QUERY = `#graphql
query Nodes($ids: [ID!]!, $country: CountryCode) @inContext(country: $country) {
  nodes(ids: $ids) { ...NodeFields }
}
${NODE_FIELDS}`;

export const CUSTOMER_ORDERS_SEARCH = `#graphql
query CustomerOrdersSearch($customerAccessToken: String!, $query: String, $first: Int = 50) {
  customer(customerAccessToken: $customerAccessToken) {
    orders(first: $first, query: $query, sortKey: PROCESSED_AT, reverse: true) {
      totalCount
      nodes { name processedAt financialStatus fulfillmentStatus }
    }
  }
}`;

const CUSTOMER_ERRORS = 'customerUserErrors { field message code }';

export const CUSTOMER_CREATE = `#graphql
mutation CustomerCreate($input: CustomerCreateInput!, $language: LanguageCode) @inContext(language: $language) {
  customerCreate(input: $input) { customer { id email firstName lastName } ${CUSTOMER_ERRORS} }
}`;

export const CUSTOMER_ACCESS_TOKEN_CREATE = `#graphql
mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!, $language: LanguageCode)
@inContext(language: $language) {
  customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } ${CUSTOMER_ERRORS} }
}`;

export const CUSTOMER_ACCESS_TOKEN_DELETE = `#graphql
mutation CustomerAccessTokenDelete($customerAccessToken: String!) {
  customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
    deletedAccessToken deletedCustomerAccessTokenId userErrors { field message }
  }
}`;

export const CUSTOMER_ACCESS_TOKEN_RENEW = `#graphql
mutation CustomerAccessTokenRenew($customerAccessToken: String!) {
  customerAccessTokenRenew(customerAccessToken: $customerAccessToken) {
    customerAccessToken { accessToken expiresAt } userErrors { field message }
  }
}`;

const ADDRESS_FIELDS =
  'id firstName lastName company address1 address2 city zip country countryCodeV2 phone';

export const CUSTOMER_QUERY = `#graphql
query Customer($customerAccessToken: String!, $language: LanguageCode) @inContext(language: $language) {
  customer(customerAccessToken: $customerAccessToken) {
    id firstName lastName email phone
    defaultAddress { ${ADDRESS_FIELDS} }
    addresses(first: 5) { edges { node { ${ADDRESS_FIELDS} } } }
    orders(first: 50, sortKey: PROCESSED_AT, reverse: true) {
      edges {
        node {
          id name orderNumber processedAt cancelReason financialStatus fulfillmentStatus
          totalShippingPrice { amount currencyCode }
          totalPrice { amount currencyCode }
          shippingAddress { city name zip address1 }
          successfulFulfillments { trackingCompany trackingInfo { number url } }
          lineItems(first: 50) {
            edges {
              node {
                title quantity customAttributes { key value }
                originalTotalPrice { amount currencyCode }
                variant {
                  id title sku
                  price { amount currencyCode }
                  compareAtPrice { amount currencyCode }
                  image { url }
                  product { id featuredImage { url } }
                }
              }
            }
          }
        }
      }
    }
  }
}`;

export const CUSTOMER_UPDATE = `#graphql
mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!, $language: LanguageCode)
@inContext(language: $language) {
  customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
    customer { id firstName lastName email phone }
    customerAccessToken { accessToken expiresAt }
    ${CUSTOMER_ERRORS}
  }
}`;

export const CUSTOMER_RECOVER = `#graphql
mutation CustomerRecover($email: String!, $language: LanguageCode) @inContext(language: $language) {
  customerRecover(email: $email) { ${CUSTOMER_ERRORS} }
}`;

export const CUSTOMER_RESET = `#graphql
mutation CustomerReset($id: ID!, $input: CustomerResetInput!) {
  customerReset(id: $id, input: $input) { customer { id } customerAccessToken { accessToken expiresAt } ${CUSTOMER_ERRORS} }
}`;

export const CUSTOMER_RESET_BY_URL = `#graphql
mutation CustomerResetByUrl($resetUrl: URL!, $password: String!) {
  customerResetByUrl(resetUrl: $resetUrl, password: $password) {
    customer { id } customerAccessToken { accessToken expiresAt } ${CUSTOMER_ERRORS}
  }
}`;

export const CUSTOMER_ACTIVATE_BY_URL = `#graphql
mutation CustomerActivateByUrl($activationUrl: URL!, $password: String!) {
  customerActivateByUrl(activationUrl: $activationUrl, password: $password) {
    customer { id email } customerAccessToken { accessToken expiresAt } ${CUSTOMER_ERRORS}
  }
}`;

export const CUSTOMER_ACTIVATE = `#graphql
mutation CustomerActivate($id: ID!, $input: CustomerActivateInput!) {
  customerActivate(id: $id, input: $input) { customer { id } customerAccessToken { accessToken } ${CUSTOMER_ERRORS} }
}`;

export const CUSTOMER_ADDRESS_CREATE = `#graphql
mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {
  customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
    customerAddress { ${ADDRESS_FIELDS} } ${CUSTOMER_ERRORS}
  }
}`;

export const CUSTOMER_ADDRESS_UPDATE = `#graphql
mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!) {
  customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
    customerAddress { ${ADDRESS_FIELDS} } ${CUSTOMER_ERRORS}
  }
}`;

export const CUSTOMER_ADDRESS_DELETE = `#graphql
mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!) {
  customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) { deletedCustomerAddressId ${CUSTOMER_ERRORS} }
}`;

export const CUSTOMER_DEFAULT_ADDRESS_UPDATE = `#graphql
mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!) {
  customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
    customer { defaultAddress { id } } ${CUSTOMER_ERRORS}
  }
}`;

/** Every document above that Shopify's schema must accept (the extension is tested apart). */
export const STOREFRONT_OPERATIONS: Readonly<Record<string, string>> = {
  CART_CREATE,
  CART_QUERY,
  CART_LINES_ADD,
  CART_LINES_REMOVE,
  CART_LINES_UPDATE,
  CART_BUYER_IDENTITY_UPDATE,
  CART_NOTE_UPDATE,
  CART_ATTRIBUTES_UPDATE,
  NODE_QUERY,
  NODES_QUERY,
  CUSTOMER_CREATE,
  CUSTOMER_ACCESS_TOKEN_CREATE,
  CUSTOMER_ACCESS_TOKEN_DELETE,
  CUSTOMER_ACCESS_TOKEN_RENEW,
  CUSTOMER_QUERY,
  CUSTOMER_ORDERS_SEARCH,
  CUSTOMER_UPDATE,
  CUSTOMER_RECOVER,
  CUSTOMER_RESET,
  CUSTOMER_RESET_BY_URL,
  CUSTOMER_ACTIVATE_BY_URL,
  CUSTOMER_ACTIVATE,
  CUSTOMER_ADDRESS_CREATE,
  CUSTOMER_ADDRESS_UPDATE,
  CUSTOMER_ADDRESS_DELETE,
  CUSTOMER_DEFAULT_ADDRESS_UPDATE,
};
