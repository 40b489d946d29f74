import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { type FormFailure, failureOfStatus, fieldErrorsOf, statusOfFailure } from './form-answers';

/** A form's answer is about this shopper's submission: never kept by any cache. */
const NO_STORE = { 'cache-control': 'no-store' };

function failure(status: number, body: FormFailure): NextResponse {
  return NextResponse.json(body, { status, headers: NO_STORE });
}

/** 400 with a message key per field the shared rules refused. */
export function invalidFormResponse(error?: z.ZodError): NextResponse {
  return failure(400, { error: 'invalid-input', fields: error ? fieldErrorsOf(error) : {} });
}

/** The commerce service refused or failed: its 4xx passed on, anything else 503. */
export function serviceFailureResponse(statusCode: number): NextResponse {
  return failure(statusOfFailure(statusCode), { error: failureOfStatus(statusCode), fields: {} });
}

/** The service's answer, with 202 where the submission was stored for later work. */
export function formResponse(answer: unknown, status = 200): NextResponse {
  return NextResponse.json(answer, { status, headers: NO_STORE });
}
