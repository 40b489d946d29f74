/**
 * Holds back what Next writes to a response until it ends, so the page cache can look at
 * the whole answer (status, headers, HTML) before the shopper gets it. Next writes through
 * the ServerResponse's methods (writeHead, flushHeaders, write, end); while capturing they
 * collect instead of sending. The caller then sends the answer with send(), which uses
 * the original methods. Costs the time to first byte of streamed pages on a cache miss;
 * a hit has no render to wait for at all.
 */
import { type OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface CapturedAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export interface ResponseCapture {
  /** The answer once Next ended it; undefined when the connection closed before. */
  answer: Promise<CapturedAnswer | undefined>;
  /** Gives up capturing: the answer settles as undefined if it had not ended. */
  abandon(): void;
  /** Sends an answer through the real response (replacing every header Next set). */
  send(status: number, headers: OutgoingHttpHeaders, body: Buffer | undefined): void;
}

type Callback = (error?: Error | null) => void;

const proto = ServerResponse.prototype;

function chunkBuffer(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined;
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  return undefined;
}

function callbackOf(...args: unknown[]): Callback | undefined {
  const found = args.find((arg) => typeof arg === 'function');
  return found as Callback | undefined;
}

export function captureResponse(res: ServerResponse): ResponseCapture {
  const chunks: Buffer[] = [];
  let capturing = true;
  let settle: (answer: CapturedAnswer | undefined) => void = () => {};
  const answer = new Promise<CapturedAnswer | undefined>((resolve) => {
    settle = resolve;
  });

  res.writeHead = function writeHead(
    this: ServerResponse,
    status: number,
    ...rest: unknown[]
  ): ServerResponse {
    if (!capturing) return Reflect.apply(proto.writeHead, this, [status, ...rest]);
    this.statusCode = status;
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (Array.isArray(headers)) {
      for (let index = 0; index + 1 < headers.length; index += 2)
        this.setHeader(String(headers[index]), headers[index + 1]);
    } else if (headers !== undefined) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) this.setHeader(name, value);
      }
    }
    return this;
  } as ServerResponse['writeHead'];

  res.flushHeaders = function flushHeaders(this: ServerResponse) {
    if (!capturing) proto.flushHeaders.call(this);
  };

  res.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!capturing) return Reflect.apply(proto.write, this, [chunk, ...rest]);
    const buffer = chunkBuffer(chunk, rest[0]);
    if (buffer !== undefined) chunks.push(buffer);
    const callback = callbackOf(...rest);
    if (callback !== undefined) process.nextTick(callback);
    return true;
  } as ServerResponse['write'];

  res.end = function end(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (!capturing) return Reflect.apply(proto.end, this, [chunk, ...rest]);
    const buffer = chunkBuffer(chunk, rest[0]);
    if (buffer !== undefined) chunks.push(buffer);
    capturing = false;
    settle({ status: this.statusCode, headers: this.getHeaders(), body: Buffer.concat(chunks) });
    const callback = callbackOf(chunk, ...rest);
    if (callback !== undefined) this.once('finish', () => callback());
    return this;
  } as ServerResponse['end'];

  const abandon = () => {
    if (!capturing) return;
    capturing = false;
    settle(undefined);
  };
  res.once('close', abandon);

  return {
    answer,
    abandon,
    send(status, headers, body) {
      capturing = false;
      if (res.destroyed) return;
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) res.setHeader(name, value);
      }
      res.statusCode = status;
      Reflect.apply(proto.end, res, [body]);
    },
  };
}
