/**
 * Request ids shared by storefront and commerce service: one shopper's page view carries one
 * id through both services' logs. Plain functions on Web Crypto, so the storefront's proxy
 * can use them too.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
export const TRACEPARENT_HEADER = 'traceparent';

/**
 * Short and of a safe charset (no spaces, quotes or line breaks), so a caller cannot forge
 * log lines or send huge values; anything else is replaced by a fresh id, never refused.
 */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,64}$/;
/** W3C trace context: version-traceid-parentid-flags. */
const TRACEPARENT_PATTERN = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;
const TRACE_ID_PATTERN = /^[0-9a-f]{32}$/;

const HEX_PAIRS = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

function randomHex(bytes: number): string {
  let hex = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(bytes))) hex += HEX_PAIRS[byte];
  return hex;
}

/**
 * A new id: 32 hex digits (a random UUID without its dashes: 122 random bits), which is
 * also a valid W3C trace id. randomUUID draws from a pre-filled entropy buffer; one
 * getRandomValues call per request was a measurable share of the commerce service's CPU
 * per API request (bench/README.md, Storefront API, fifth pass).
 */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

export function isValidRequestId(value: string | null | undefined): value is string {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value);
}

/** The trace id of a well-formed traceparent header (all zeros is invalid by the standard). */
export function requestIdFromTraceparent(value: string | null | undefined): string | undefined {
  const traceId = TRACEPARENT_PATTERN.exec(value?.trim() ?? '')?.[1];
  return traceId === undefined || /^0+$/.test(traceId) ? undefined : traceId;
}

/**
 * The id of an incoming request: a valid x-request-id, else a traceparent's trace id,
 * else a new one.
 */
export function resolveRequestId(
  requestId: string | null | undefined,
  traceparent?: string | null,
): string {
  const given = requestId?.trim();
  if (isValidRequestId(given)) return given;
  return requestIdFromTraceparent(traceparent) ?? newRequestId();
}

/** A traceparent naming the request id as trace id, when the id has that form. */
export function traceparentFor(requestId: string): string | undefined {
  return TRACE_ID_PATTERN.test(requestId) ? `00-${requestId}-${randomHex(8)}-01` : undefined;
}
