/** Settings shared by the Playwright config and the journeys. */
export const E2E_REVALIDATION_SECRET = 'e2e-revalidation-secret-0123456789';
/** The commerce service's development private token (DEVELOPMENT_PRIVATE_TOKEN). */
export const E2E_PRIVATE_TOKEN = 'shop-dev-private-server-token';
