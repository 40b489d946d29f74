/** Query parameter and form field naming where a login returns to. */
export const RETURN_TO_PARAMETER = 'returnTo';

/**
 * Where a login may send the shopper back to: only a checkout of the same language (issue 7:
 * "log in" from the checkout returns to it). Anything else, including other origins, gives
 * undefined, so the parameter cannot make the login page an open redirect.
 */
export function safeReturnPath(language: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const pattern = new RegExp(`^/${language}/checkouts/[A-Za-z0-9_-]{16,64}(/[a-z]+)?$`);
  return pattern.test(value) ? value : undefined;
}
