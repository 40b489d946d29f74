import {
  SHOPIFY_COUNTRY_CODES,
  SHOPIFY_CURRENCY_CODES,
  SHOPIFY_LANGUAGE_CODES,
} from './shopify-enums';

const enumOf = (name: string, values: readonly string[]) =>
  `enum ${name} {\n  ${values.join('\n  ')}\n}`;

/** Scalars, shared types and the market directive, with Shopify's names and nullability. */
export const COMMON_SDL = /* GraphQL */ `
directive @inContext(country: CountryCode, language: LanguageCode) on QUERY | MUTATION

scalar DateTime
scalar Decimal
scalar URL
scalar UnsignedInt64

interface Node {
  id: ID!
}

interface DisplayableError {
  field: [String!]
  message: String!
}

type UserError implements DisplayableError {
  field: [String!]
  message: String!
}

type PageInfo {
  endCursor: String
  hasNextPage: Boolean!
  hasPreviousPage: Boolean!
  startCursor: String
}

type MoneyV2 {
  amount: Decimal!
  currencyCode: CurrencyCode!
}

type Attribute {
  key: String!
  value: String
}

input AttributeInput {
  key: String!
  value: String!
}

type SelectedOption {
  name: String!
  value: String!
}

enum CropRegion {
  BOTTOM
  CENTER
  LEFT
  RIGHT
  TOP
}

enum ImageContentType {
  JPG
  PNG
  WEBP
}

input ImageTransformInput {
  crop: CropRegion
  maxHeight: Int
  maxWidth: Int
  preferredContentType: ImageContentType
  scale: Int = 1
}

type Image {
  altText: String
  height: Int
  id: ID
  url(transform: ImageTransformInput): URL!
  width: Int
}

type Product implements Node {
  availableForSale: Boolean!
  featuredImage: Image
  handle: String!
  id: ID!
  onlineStoreUrl: URL
  productType: String!
  title: String!
  vendor: String!
}

type ProductVariant implements Node {
  availableForSale: Boolean!
  compareAtPrice: MoneyV2
  currentlyNotInStock: Boolean!
  id: ID!
  image: Image
  price: MoneyV2!
  product: Product!
  quantityAvailable: Int
  requiresShipping: Boolean!
  selectedOptions: [SelectedOption!]!
  sku: String
  title: String!
}

${enumOf('CountryCode', SHOPIFY_COUNTRY_CODES)}

${enumOf('LanguageCode', SHOPIFY_LANGUAGE_CODES)}

${enumOf('CurrencyCode', SHOPIFY_CURRENCY_CODES)}
`;
