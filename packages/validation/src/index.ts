/**
 * Validation rules shared by the storefront's forms and the commerce service (spec 5).
 * Rules answer with message keys, never texts: each side translates them in its locale.
 */

export * from './address';
export * from './buybox';
export * from './email';
export * from './password';
export * from './phone';
export * from './review';
