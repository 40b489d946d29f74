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

/*
 * The cart of the flyout and the cart page (spec 3 "Cart": lines first 50, spec 7 cart
 * query, cartLinesUpdate, cartLinesRemove).
 */
const SHOPPER_CART = `#graphql
fragment ShopperCartFields on Cart {
  id
  checkoutUrl
  cost { totalAmount { amount currencyCode } }
  lines(first: 50) {
    nodes {
      id
      quantity
      attributes { key value }
      cost { amountPerQuantity { amount currencyCode } }
      merchandise {
        ... on ProductVariant {
          id
          title
          sku
          image { url altText }
          product { title featuredImage { url altText } }
        }
      }
    }
  }
}`;

export const SHOPPER_CART_QUERY = `#graphql
query ShopperCart($cartId: ID!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  cart(id: $cartId) { ...ShopperCartFields }
}
${SHOPPER_CART}`;

export const SHOPPER_CART_LINES_UPDATE = `#graphql
mutation ShopperCartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  cartLinesUpdate(cartId: $cartId, lines: $lines) {
    cart { ...ShopperCartFields }
    userErrors { field message code }
  }
}
${SHOPPER_CART}`;

export const SHOPPER_CART_LINES_REMOVE = `#graphql
mutation ShopperCartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
    cart { ...ShopperCartFields }
    userErrors { field message code }
  }
}
${SHOPPER_CART}`;
