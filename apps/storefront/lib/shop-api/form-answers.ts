/**
 * What the storefront's form route handlers answer the browser on failure: a code for the
 * whole form and message keys per field (packages/validation's keys), which the form
 * translates. Shared by the route handlers and the client components.
 */
import { z } from 'zod';

export const FORM_FAILURES = [
  'invalid-input',
  'not-found',
  'in-stock',
  'throttled',
  'unavailable',
] as const;
export type FormFailureCode = (typeof FORM_FAILURES)[number];

export const formFailureSchema = z.object({
  error: z.enum(FORM_FAILURES),
  /** Field name → validation message key, e.g. email → 'validation.invalidEmail'. */
  fields: z.record(z.string(), z.string()).default({}),
});
export type FormFailure = z.infer<typeof formFailureSchema>;

/** Field name → message key of the first issue on each field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && fields[field] === undefined) fields[field] = issue.message;
  }
  return fields;
}

/** The failure code for a status the commerce service answered. */
export function failureOfStatus(statusCode: number): FormFailureCode {
  if (statusCode === 400) return 'invalid-input';
  if (statusCode === 404) return 'not-found';
  if (statusCode === 409) return 'in-stock';
  if (statusCode === 429) return 'throttled';
  return 'unavailable';
}

/** The status the storefront answers for a failure: the service's 4xx, else 503. */
export function statusOfFailure(statusCode: number): number {
  return statusCode >= 400 && statusCode < 500 ? statusCode : 503;
}
