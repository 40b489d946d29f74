/**
 * Test support: a real HTTP server standing in for the storefront's revalidation endpoint.
 * It records every call the commerce service makes, with whether its signature is valid
 * for the shared secret, so tests assert what the storefront would receive.
 */
import { createServer } from 'node:http';
import {
  hasValidRevalidationSignature,
  REVALIDATION_SIGNATURE_HEADER,
} from '@shop/search-contract/revalidation';

export interface ReceivedRevalidation {
  path: string;
  /** Whether the signature header is valid for the body and the secret. */
  signed: boolean;
  tags: string[];
}

export interface RevalidationReceiver {
  /** The storefront URL to configure (STOREFRONT_URL). */
  url: string;
  received: ReceivedRevalidation[];
  close(): Promise<void>;
}

export async function startRevalidationReceiver(secret: string): Promise<RevalidationReceiver> {
  const received: ReceivedRevalidation[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const signature = request.headers[REVALIDATION_SIGNATURE_HEADER];
      received.push({
        path: request.url ?? '',
        signed: hasValidRevalidationSignature(
          body,
          typeof signature === 'string' ? signature : null,
          secret,
        ),
        tags: JSON.parse(body).tags,
      });
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
