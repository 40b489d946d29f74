/** A failed call to the content service: unreachable, non-2xx, or an answer off contract. */
export class ContentServiceError extends Error {
  readonly statusCode: number;
  /** Id to find the failure in the logs of both services. */
  readonly errorId: string;

  constructor(message: string, details: { statusCode: number; errorId: string; cause?: unknown }) {
    super(message, { cause: details.cause });
    this.name = 'ContentServiceError';
    this.statusCode = details.statusCode;
    this.errorId = details.errorId;
  }
}
