/** Every module's tables, for drizzle-kit and the typed query builder. */
export * from '../modules/catalog/schema';
export * from '../modules/reviews/schema';
