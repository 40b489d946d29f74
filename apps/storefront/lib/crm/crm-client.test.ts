import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCrmUser } from './crm-client';

/* A real HTTP server stands in for the storefront's route: one ok answer, one failure. */
describe('fetchCrmUser', () => {
  let server: Server;
  let base: string;
  const bodies: unknown[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        const body = JSON.parse(text) as { email: string };
        bodies.push(body);
        if (body.email === 'ok@example.com') {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ user: { id: '7', email: body.email } }));
        } else {
          response.writeHead(403, { 'content-type': 'application/json' });
          response.end('{"error":"not-your-account"}');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts {email} and gives the user of an ok answer', async () => {
    await expect(fetchCrmUser('ok@example.com', base)).resolves.toMatchObject({ id: '7' });
    expect(bodies.at(-1)).toEqual({ email: 'ok@example.com' });
  });

  it("throws 'Request failed' for a non-ok answer", async () => {
    await expect(fetchCrmUser('other@example.com', base)).rejects.toThrow('Request failed');
  });
});
