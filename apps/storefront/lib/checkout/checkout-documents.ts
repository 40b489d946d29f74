/**
 * The Storefront API reads of the checkout's start (spec 7): the cart's checkoutUrl and
 * delivery country, and the logged-in customer's data for the prefilled fields. Tagged
 * #graphql so the commerce service's contract test validates them against Shopify's schema.
 */

export const CHECKOUT_START_CART = `#graphql
query CheckoutStartCart($cartId: ID!) {
  cart(id: $cartId) {
    checkoutUrl
    totalQuantity
    buyerIdentity { countryCode }
  }
}`;

export const CHECKOUT_START_CUSTOMER = `#graphql
query CheckoutStartCustomer($customerAccessToken: String!) {
  customer(customerAccessToken: $customerAccessToken) {
    email
    firstName
    lastName
    phone
    defaultAddress { firstName lastName company address1 address2 city zip province phone }
  }
}`;
