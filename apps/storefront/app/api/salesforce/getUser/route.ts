import { type NextRequest, NextResponse } from 'next/server';
import { z } from 'zod';
import { customerAccessToken } from '../../../../lib/account/customer-session';
import { StorefrontApiError } from '../../../../lib/cart/storefront-api';
import { crmAdapter } from '../../../../lib/crm/crm-adapter';
import { requestLanguage } from '../../../../lib/i18n/request-language';
import { addressedHost, isCrossSiteRequest } from '../../../../lib/security/cross-site';
import { requestStore } from '../../../../lib/store/request-store';

const NO_STORE = { 'cache-control': 'no-store' };
const bodySchema = z.strictObject({ email: z.string().trim().min(1).max(254) });

function answer(status: number, body: unknown): NextResponse {
  return NextResponse.json(body, { status, headers: NO_STORE });
}

/**
 * POST /api/salesforce/getUser with {email} (spec 7): the CRM record of the logged-in
 * customer, from the CRM adapter. Only the session's own e-mail is answered (403 for any
 * other), so no one can look up other customers.
 */
export async function POST(request: NextRequest): Promise<NextResponse> {
  if (isCrossSiteRequest(request.headers, addressedHost(request.headers)))
    return answer(403, { error: 'cross-site' });
  const body = bodySchema.safeParse(await request.json().catch(() => undefined));
  if (!body.success) return answer(400, { error: 'invalid-input' });
  const accessToken = await customerAccessToken();
  if (accessToken === undefined) return answer(401, { error: 'not-logged-in' });
  let user: Awaited<ReturnType<ReturnType<typeof crmAdapter>['userOfSession']>>;
  try {
    user = await crmAdapter().userOfSession({
      store: await requestStore(),
      language: await requestLanguage(),
      accessToken,
    });
  } catch (error) {
    if (!(error instanceof StorefrontApiError)) throw error;
    console.error(`[crm] ${error.message}`, error.cause);
    return answer(503, { error: 'unavailable' });
  }
  if (user === null) return answer(401, { error: 'not-logged-in' });
  if (user.email.toLowerCase() !== body.data.email.toLowerCase()) {
    return answer(403, { error: 'not-your-account' });
  }
  return answer(200, { user });
}
