import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { searchAnswerSchema } from '@shop/search-contract';
import { getStore } from '@shop/shop-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

async function serve(handler: Handler): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => handler(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    server,
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
  };
}

const answer = {
  type: 'webedition',
  language: 'de',
  data: { total: 0, count: 0, offset: 0, sorting: 'popularity', items: [], searchPhrase: '' },
};
const fallbackCalls: { authorization?: string; instance?: string; body: string }[] = [];
let primary: Server;
let fallback: Server;

beforeAll(async () => {
  const failing = await serve((_request, _body, response) => {
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ statusCode: 500, error: 'x', message: 'boom', errorId: 'id-1' }));
  });
  const scrape = await serve((request, body, response) => {
    fallbackCalls.push({
      authorization: request.headers.authorization,
      instance: String(request.headers['x-search-instance']),
      body,
    });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  });
  primary = failing.server;
  fallback = scrape.server;
  process.env.COMMERCE_URL = failing.url;
  process.env.SEARCH_FALLBACK_URL = `${scrape.url}/scrape`;
  process.env.SEARCH_FALLBACK_BASIC_AUTH = 'shop:secret';
});
afterAll(() => {
  primary.close();
  fallback.close();
});

describe('commerce search fallback (spec 7)', () => {
  const call = (fallbackOnFailure: boolean) => ({
    path: '/search/page',
    store: getStore('de'),
    body: { url: '/de/x/', count: 1 },
    answerSchema: searchAnswerSchema,
    cache: 'no-store' as const,
    fallbackOnFailure,
  });

  it('asks the scrape path with the same body and basic authorization when the page endpoint fails', async () => {
    const { commerceSearchFetch } = await import('./commerce-search-fetch');
    const result = await commerceSearchFetch(call(true));
    expect(result.type).toBe('webedition');
    expect(fallbackCalls).toEqual([
      {
        authorization: `Basic ${Buffer.from('shop:secret').toString('base64')}`,
        instance: 'shop-de',
        body: JSON.stringify({ url: '/de/x/', count: 1 }),
      },
    ]);
  });

  it('throws the error with status, status text, cause and the service’s error id otherwise', async () => {
    const { commerceSearchFetch } = await import('./commerce-search-fetch');
    await expect(commerceSearchFetch(call(false))).rejects.toMatchObject({
      name: 'CommerceSearchError',
      statusCode: 500,
      errorId: 'id-1',
      cause: expect.objectContaining({ message: 'boom' }),
    });
  });
});
