/** Every module's tables, for drizzle-kit and the typed query builder. */

export * from '../modules/back-in-stock/schema';
export * from '../modules/carts/schema';
export * from '../modules/catalog/schema';
export * from '../modules/checkout/schema';
export * from '../modules/content/schema';
export * from '../modules/customers/schema';
export * from '../modules/mail/schema';
export * from '../modules/newsletter/schema';
export * from '../modules/orders/schema';
export * from '../modules/reviews/schema';
export * from '../modules/search/schema';
export * from '../modules/storefront-api/schema';
