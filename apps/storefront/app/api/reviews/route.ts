import {
  REVIEW_PAGE_SIZE,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewSubmissionAnswerSchema,
  reviewSubmissionSchema,
  shopApiPaths,
} from '@shop/search-contract';
import type { NextRequest, NextResponse } from 'next/server';
import {
  formResponse,
  invalidFormResponse,
  serviceFailureResponse,
} from '../../../lib/shop-api/form-responses';
import { shopApiFetch } from '../../../lib/shop-api/shop-api-fetch';
import { shopperIpFrom } from '../../../lib/shop-api/shopper-ip';

/**
 * GET /api/reviews?productId=…&offset=…: the next page of a product's published reviews
 * for the product page's "show more" (newest first), from the commerce service.
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const query = reviewListQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return invalidFormResponse();
  const { productId, offset } = query.data;
  const outcome = await shopApiFetch({
    method: 'GET',
    path: `${shopApiPaths.reviews}?${new URLSearchParams({
      productId: String(productId),
      offset: String(offset),
      count: String(REVIEW_PAGE_SIZE),
    })}`,
    answerSchema: reviewPageSchema,
  });
  if (!outcome.ok) return serviceFailureResponse(outcome.statusCode);
  return formResponse(outcome.answer);
}

/**
 * POST /api/reviews: the review form's submission, checked with the shared rules and
 * passed on to the commerce service with the shopper's IP (rate limit). 202 when stored for
 * approval; 400 with message keys per field; the service's 404 or 429 otherwise.
 */
export async function POST(request: NextRequest): Promise<NextResponse> {
  const body: unknown = await request.json().catch(() => undefined);
  const submission = reviewSubmissionSchema.safeParse(body);
  if (!submission.success) return invalidFormResponse(submission.error);
  const outcome = await shopApiFetch({
    method: 'POST',
    path: shopApiPaths.reviews,
    body: submission.data,
    shopperIp: shopperIpFrom(request.headers),
    answerSchema: reviewSubmissionAnswerSchema,
  });
  if (!outcome.ok) return serviceFailureResponse(outcome.statusCode);
  return formResponse(outcome.answer, 202);
}
