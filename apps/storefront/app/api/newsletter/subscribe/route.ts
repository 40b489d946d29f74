import { newsletterCountrySchema } from '@shop/search-contract';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@shop/shop-config';
import { emailSchema } from '@shop/validation';
import { type NextRequest, NextResponse } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { requestSubscription } from '../../../../lib/newsletter/newsletter-service';

/** The spec's payload (spec 3, 7): {email, create_voucher, country}. */
const bodySchema = z.object({
  email: emailSchema,
  create_voucher: z.boolean().optional().default(false),
  country: newsletterCountrySchema,
});
const languageSchema = z.enum(LANGUAGE_CODES).default(DEFAULT_LANGUAGE);

// Far above any real payload; larger bodies are refused before parsing.
const MAX_BODY_BYTES = 4096;

type ErrorCode = 'email' | 'invalidRequest' | 'throttled' | 'failed';

async function errorAnswer(language: LanguageCode, code: ErrorCode, status: number) {
  const t = await getTranslations({ locale: language, namespace: 'newsletter' });
  const messages: Record<ErrorCode, string> = {
    email: t('emailError'),
    invalidRequest: t('invalidRequest'),
    throttled: t('throttled'),
    failed: t('failed'),
  };
  return NextResponse.json(
    { error: { code, message: messages[code] } },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

async function readBody(request: NextRequest): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The shopper's address for the rate limit: the last x-forwarded-for entry, which the proxy
 * nearest the shop added (earlier entries come from the client and can be made up); Next
 * sets the header to the socket's address when no proxy did.
 */
function buyerIp(request: NextRequest): string | undefined {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded === undefined || forwarded === '' ? undefined : forwarded;
}

/**
 * POST /api/newsletter/subscribe?language=de with {email, create_voucher, country} (spec 7):
 * checks the input, then asks the commerce service for the double opt-in mail. Any 2xx is
 * success; failures carry a localized message the newsletter block shows.
 */
export async function POST(request: NextRequest): Promise<NextResponse> {
  const languageParam = languageSchema.safeParse(
    request.nextUrl.searchParams.get('language') ?? undefined,
  );
  const language = languageParam.success ? languageParam.data : DEFAULT_LANGUAGE;
  if (!languageParam.success) return errorAnswer(language, 'invalidRequest', 400);

  const body = bodySchema.safeParse(await readBody(request));
  if (!body.success) {
    const emailIssue = body.error.issues.some((issue) => issue.path[0] === 'email');
    return errorAnswer(language, emailIssue ? 'email' : 'invalidRequest', 400);
  }
  const outcome = await requestSubscription(
    {
      email: body.data.email,
      createVoucher: body.data.create_voucher,
      country: body.data.country,
      language,
    },
    buyerIp(request),
  );
  switch (outcome) {
    case 'sent':
      return NextResponse.json(
        { status: 'confirmation-sent' },
        { status: 202, headers: { 'cache-control': 'no-store' } },
      );
    case 'invalid':
      return errorAnswer(language, 'invalidRequest', 400);
    case 'throttled':
      return errorAnswer(language, 'throttled', 429);
    case 'unavailable':
      return errorAnswer(language, 'failed', 503);
  }
}
