import {
  CUSTOMER_SESSION_COOKIE,
  CUSTOMER_SESSION_EXPIRY_COOKIE,
  LANGUAGE_CODES,
} from '@shop/shop-config';
import { type NextRequest, NextResponse } from 'next/server';
import { z } from 'zod';
import { deleteAccessToken } from '../../../lib/account/customer-account';
import { customerAccessToken } from '../../../lib/account/customer-session';
import { logoutTarget } from '../../../lib/account/logout-target';
import { addressedHost, isCrossSiteRequest } from '../../../lib/security/cross-site';
import { requestStore } from '../../../lib/store/request-store';

const formSchema = z.object({
  language: z.enum(LANGUAGE_CODES),
  returnTo: z.string().max(500),
});

/**
 * POST /api/logout from the header's account menu (a plain form, so it works without
 * JavaScript): deletes the access token on the commerce service and the session cookie,
 * then answers 303 to the page the shopper was on, or the login route when that was an
 * account page (spec 4). A service that cannot be reached does not keep the shopper in.
 */
export async function POST(request: NextRequest): Promise<NextResponse> {
  if (isCrossSiteRequest(request.headers, addressedHost(request.headers))) {
    return NextResponse.json({ error: 'cross-site form posts are refused' }, { status: 403 });
  }
  const form = formSchema.safeParse(
    Object.fromEntries(
      [...(await request.formData().catch(() => new FormData())).entries()].filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
  );
  const target = form.success ? logoutTarget(form.data.language, form.data.returnTo) : undefined;
  if (!form.success || target === undefined) {
    return NextResponse.json(
      { error: 'language and a returnTo path are required' },
      { status: 400 },
    );
  }
  const token = await customerAccessToken();
  if (token !== undefined) {
    await deleteAccessToken(await requestStore(), token).catch((error: unknown) => {
      console.error('[logout] the access token could not be deleted', error);
    });
  }
  const response = NextResponse.redirect(new URL(target, request.url), 303);
  response.cookies.delete(CUSTOMER_SESSION_COOKIE);
  response.cookies.delete(CUSTOMER_SESSION_EXPIRY_COOKIE);
  return response;
}
