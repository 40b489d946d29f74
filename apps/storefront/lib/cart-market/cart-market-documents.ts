/**
 * The Storefront API operations of a language or delivery-country change (spec 4): read
 * the cart's lines, create the cart again in the new market. Written as for Shopify
 * (#graphql), so the commerce service's contract test checks them against Shopify's schema.
 */

export const MARKET_CHANGE_CART = `#graphql
query MarketChangeCart($id: ID!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  cart(id: $id) {
    id
    lines(first: 50) {
      nodes {
        quantity
        attributes { key value }
        merchandise {
          ... on ProductVariant {
            id
            product { id title }
          }
        }
      }
    }
  }
}`;

export const MARKET_CHANGE_CART_CREATE = `#graphql
mutation MarketChangeCartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  cartCreate(input: $input) {
    cart { id totalQuantity }
    userErrors { field message code }
  }
}`;
