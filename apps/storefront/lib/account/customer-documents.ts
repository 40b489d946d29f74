/**
 * The Storefront API operations of the customer account (spec 7): log in and out, register,
 * read the customer with the newest 50 orders. Tagged #graphql so the commerce service's
 * contract test validates them against Shopify's 2025-01 schema and ours.
 */

const CUSTOMER_ERRORS = `#graphql
fragment AccountCustomerError on CustomerUserError {
  field
  message
  code
}`;

export const ACCOUNT_TOKEN_CREATE = `#graphql
mutation AccountTokenCreate(
  $input: CustomerAccessTokenCreateInput!
  $country: CountryCode
  $language: LanguageCode
) @inContext(country: $country, language: $language) {
  customerAccessTokenCreate(input: $input) {
    customerAccessToken { accessToken expiresAt }
    customerUserErrors { ...AccountCustomerError }
  }
}
${CUSTOMER_ERRORS}`;

export const ACCOUNT_TOKEN_DELETE = `#graphql
mutation AccountTokenDelete($customerAccessToken: String!) {
  customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
    deletedAccessToken
    userErrors { field message }
  }
}`;

export const ACCOUNT_CUSTOMER_CREATE = `#graphql
mutation AccountCustomerCreate($input: CustomerCreateInput!, $language: LanguageCode)
@inContext(language: $language) {
  customerCreate(input: $input) {
    customer { id firstName }
    customerUserErrors { ...AccountCustomerError }
  }
}
${CUSTOMER_ERRORS}`;

export const ACCOUNT_ORDER_HISTORY = `#graphql
query AccountOrderHistory($customerAccessToken: String!, $language: LanguageCode)
@inContext(language: $language) {
  customer(customerAccessToken: $customerAccessToken) {
    id
    firstName
    lastName
    email
    orders(first: 50, sortKey: PROCESSED_AT, reverse: true) {
      nodes {
        id
        name
        orderNumber
        processedAt
        cancelReason
        fulfillmentStatus
        totalShippingPrice { amount currencyCode }
        totalPrice { amount currencyCode }
        shippingAddress { name address1 zip city }
        successfulFulfillments(first: 5) {
          trackingCompany
          trackingInfo(first: 5) { number url }
        }
        lineItems(first: 50) {
          nodes {
            title
            quantity
            originalTotalPrice { amount currencyCode }
            variant { sku title price { amount currencyCode } }
          }
        }
      }
    }
  }
}`;

export const ACCOUNT_SESSION_CUSTOMER = `#graphql
query AccountSessionCustomer($customerAccessToken: String!) {
  customer(customerAccessToken: $customerAccessToken) { id firstName }
}`;

export const ACCOUNT_RECOVER = `#graphql
mutation AccountRecover($email: String!, $language: LanguageCode) @inContext(language: $language) {
  customerRecover(email: $email) {
    customerUserErrors { ...AccountCustomerError }
  }
}
${CUSTOMER_ERRORS}`;

export const ACCOUNT_RESET_BY_URL = `#graphql
mutation AccountResetByUrl($resetUrl: URL!, $password: String!, $language: LanguageCode)
@inContext(language: $language) {
  customerResetByUrl(resetUrl: $resetUrl, password: $password) {
    customerAccessToken { accessToken expiresAt }
    customerUserErrors { ...AccountCustomerError }
  }
}
${CUSTOMER_ERRORS}`;

const PROFILE_ADDRESS = `#graphql
fragment AccountProfileAddress on MailingAddress {
  id
  firstName
  lastName
  company
  address1
  address2
  zip
  city
}`;

export const ACCOUNT_PROFILE = `#graphql
query AccountProfile($customerAccessToken: String!, $language: LanguageCode)
@inContext(language: $language) {
  customer(customerAccessToken: $customerAccessToken) {
    id
    firstName
    lastName
    email
    phone
    defaultAddress { ...AccountProfileAddress }
    addresses(first: 5) { nodes { ...AccountProfileAddress } }
  }
}
${PROFILE_ADDRESS}`;

export const ACCOUNT_CUSTOMER_UPDATE = `#graphql
mutation AccountCustomerUpdate(
  $customerAccessToken: String!
  $customer: CustomerUpdateInput!
  $language: LanguageCode
) @inContext(language: $language) {
  customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
    customer { id }
    customerAccessToken { accessToken expiresAt }
    customerUserErrors { ...AccountCustomerError }
  }
}
${CUSTOMER_ERRORS}`;

export const ACCOUNT_ADDRESS_CREATE = `#graphql
mutation AccountAddressCreate(
  $customerAccessToken: String!
  $address: MailingAddressInput!
  $language: LanguageCode
) @inContext(language: $language) {
  customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
    customerAddress { id }
    customerUserErrors { ...AccountCustomerError }
  }
}
${CUSTOMER_ERRORS}`;

export const ACCOUNT_ADDRESS_UPDATE = `#graphql
mutation AccountAddressUpdate(
  $customerAccessToken: String!
  $id: ID!
  $address: MailingAddressInput!
  $language: LanguageCode
) @inContext(language: $language) {
  customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
    customerAddress { id }
    customerUserErrors { ...AccountCustomerError }
  }
}
${CUSTOMER_ERRORS}`;

export const ACCOUNT_DEFAULT_ADDRESS_UPDATE = `#graphql
mutation AccountDefaultAddressUpdate(
  $customerAccessToken: String!
  $addressId: ID!
  $language: LanguageCode
) @inContext(language: $language) {
  customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
    customer { id }
    customerUserErrors { ...AccountCustomerError }
  }
}
${CUSTOMER_ERRORS}`;

export const ACCOUNT_ACTIVATE_BY_URL = `#graphql
mutation AccountActivateByUrl($activationUrl: URL!, $password: String!, $language: LanguageCode)
@inContext(language: $language) {
  customerActivateByUrl(activationUrl: $activationUrl, password: $password) {
    customerAccessToken { accessToken expiresAt }
    customerUserErrors { ...AccountCustomerError }
  }
}
${CUSTOMER_ERRORS}`;

/*
 * Not tagged #graphql: declining is the commerce service's extension (Shopify only offers it
 * on its hosted page), so this one document is not valid against Shopify's schema.
 */
export const ACCOUNT_INVITATION_DECLINE = `
mutation AccountInvitationDecline($activationUrl: URL!, $language: LanguageCode)
@inContext(language: $language) {
  extCustomerInvitationDecline(activationUrl: $activationUrl) {
    declined
    customerUserErrors { ...AccountCustomerError }
  }
}
${CUSTOMER_ERRORS}`;
