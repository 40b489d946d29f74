/** Settings shared by the Playwright config and the journeys. */
export const E2E_REVALIDATION_SECRET = 'e2e-revalidation-secret-0123456789';
