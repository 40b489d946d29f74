/**
 * The Storefront API operations of the buy box (spec 7): create a cart with lines, add
 * lines to an existing one. Written as for Shopify (tagged with a #graphql comment), so the commerce service's
 * contract test validates them against Shopify's 2025-01 schema and ours.
 */

const CART_SUMMARY = `#graphql
fragment BuyboxCartSummary on Cart {
  id
  totalQuantity
}`;

export const BUYBOX_CART_CREATE = `#graphql
mutation BuyboxCartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  cartCreate(input: $input) {
    cart { ...BuyboxCartSummary }
    userErrors { field message code }
  }
}
${CART_SUMMARY}`;

export const BUYBOX_CART_LINES_ADD = `#graphql
mutation BuyboxCartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  cartLinesAdd(cartId: $cartId, lines: $lines) {
    cart { ...BuyboxCartSummary }
    userErrors { field message code }
  }
}
${CART_SUMMARY}`;
