/**
 * Request and answer shapes of the commerce search and content service (spec 7,
 * "Commerce search service"). The commerce service validates requests with these
 * schemas and the storefront parses answers with them, so both sides share one contract.
 */
export * from './checkout';
export * from './content';
export * from './money';
export * from './newsletter';
export * from './product';
export * from './search';
export * from './shop-api';
export * from './wishlist';
