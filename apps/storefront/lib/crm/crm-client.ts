/** The CRM user as the storefront's route answers it. */
export interface CrmUserAnswer {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}

/**
 * Asks for the logged-in user's CRM record (spec 7). A non-ok answer throws 'Request
 * failed'; callers catch it and carry on (spec 8: no user-facing handling).
 */
export async function fetchCrmUser(email: string, base = ''): Promise<CrmUserAnswer> {
  const response = await fetch(`${base}/api/salesforce/getUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error('Request failed');
  const body: { user: CrmUserAnswer } = await response.json();
  return body.user;
}
