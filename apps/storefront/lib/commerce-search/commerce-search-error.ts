export interface CommerceSearchErrorDetails {
  statusCode: number;
  statusText: string;
  /** Id to find the failure in the logs of both services. */
  errorId: string;
  cause?: unknown;
}

/** A failed call to the commerce search service (spec section 8: code, status text, cause, id). */
export class CommerceSearchError extends Error {
  readonly statusCode: number;
  readonly statusText: string;
  readonly errorId: string;

  constructor(message: string, details: CommerceSearchErrorDetails) {
    super(message, { cause: details.cause });
    this.name = 'CommerceSearchError';
    this.statusCode = details.statusCode;
    this.statusText = details.statusText;
    this.errorId = details.errorId;
  }
}
