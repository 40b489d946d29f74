/**
 * `npm run bench:checkout -w bench`: orders per second and latency of the complete
 * place-order call (POST /api/checkouts/:token/orders over loopback HTTP: cart lock,
 * stock taken, order written, cart closed, confirmation mail queued) at 10 concurrent
 * buyers on PostgreSQL. Runs on a throwaway database of BENCH_DATABASE_URL (else the dev
 * server at 127.0.0.1:54329), dropped at the end. Bounded: at most --orders orders and
 * --seconds seconds. Every buyer orders the same two variants, the worst case for row
 * locks (a bestseller). Results go to bench/results/checkout.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/commerce/src/app';
import { DEVELOPMENT_PRIVATE_TOKEN, loadConfig } from '../../apps/commerce/src/config';
import { newCartToken } from '../../apps/commerce/src/modules/carts/cart-store';
import { cartLines, carts } from '../../apps/commerce/src/modules/carts/schema';
import { variants } from '../../apps/commerce/src/modules/catalog/schema';
import { checkoutDetails } from '../../apps/commerce/src/modules/checkout/schema';
import {
  GERMAN_ADDRESS,
  insertCheckoutFixture,
} from '../../apps/commerce/src/modules/checkout/testing/checkout-fixture';
import { orders } from '../../apps/commerce/src/modules/orders/schema';
import { createTestDatabase } from '../../apps/commerce/src/testing/test-database';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '600' },
    seconds: { type: 'string', default: '30' },
    connections: { type: 'string', default: '10' },
  },
});
const maxOrders = Math.min(Number(values.orders), 5000);
const durationMs = Math.min(Number(values.seconds), 120) * 1000;
const connections = Math.min(Number(values.connections), 50);

// createTestDatabase makes (and on close drops) a throwaway database on this server.
process.env.TEST_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:54329/postgres';
const database = await createTestDatabase();
try {
  const catalog = await insertCheckoutFixture(database.db);
  for (const id of [catalog.monitorVariantId, catalog.cuffVariantId]) {
    await database.db.update(variants).set({ stockQuantity: 1_000_000 }).where(eq(variants.id, id));
  }
  // Carts ready for the order button: two lines, contact, address and invoice payment.
  const tokens = Array.from({ length: maxOrders }, () => newCartToken());
  for (let start = 0; start < tokens.length; start += 200) {
    const chunk = tokens.slice(start, start + 200);
    await database.db
      .insert(carts)
      .values(chunk.map((token) => ({ token, storeKey: 'de', countryCode: 'DE' })));
    await database.db.insert(cartLines).values(
      chunk.flatMap((token) => [
        {
          id: randomUUID(),
          cartToken: token,
          variantId: catalog.monitorVariantId,
          quantity: 1,
          position: 1,
        },
        {
          id: randomUUID(),
          cartToken: token,
          variantId: catalog.cuffVariantId,
          quantity: 1,
          position: 2,
        },
      ]),
    );
    await database.db.insert(checkoutDetails).values(
      chunk.map((token) => ({
        cartToken: token,
        email: 'bench@example.com',
        shippingAddress: { ...GERMAN_ADDRESS, province: '' },
        paymentMethod: 'invoice' as const,
      })),
    );
  }
  const config = loadConfig({});
  const app = await buildApp({ database, logLevel: 'silent', storefrontApi: config.storefrontApi });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const placeOrder = async (token: string) => {
    const sentAt = performance.now();
    const response = await fetch(`${baseUrl}/api/checkouts/${token}/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'shopify-storefront-private-token': DEVELOPMENT_PRIVATE_TOKEN,
      },
      body: JSON.stringify({
        language: 'de',
        idempotencyKey: randomUUID(),
        acceptTerms: true,
        acceptWithdrawalNotice: true,
      }),
    });
    await response.arrayBuffer();
    return { ok: response.status === 201, ms: performance.now() - sentAt };
  };
  // Warm-up: orders one at a time; their median is the latency of a buyer alone.
  const alone: number[] = [];
  for (const token of tokens.splice(0, 20)) alone.push((await placeOrder(token)).ms);
  alone.sort((a, b) => a - b);

  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const startedAt = performance.now();
  const deadline = startedAt + durationMs;
  const buyer = async () => {
    while (performance.now() < deadline && next < tokens.length) {
      const token = tokens[next++];
      if (!token) return;
      const result = await placeOrder(token);
      latencies.push(result.ms);
      if (!result.ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, buyer));
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  await app.close();
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0;
  const stored = await database.db.select({ id: orders.id }).from(orders);
  const result = {
    date: new Date().toISOString(),
    database: 'postgres',
    connections,
    orders: latencies.length,
    errors,
    ordersStored: stored.length,
    seconds: Number(elapsedSeconds.toFixed(1)),
    ordersPerSecond: Number((latencies.length / elapsedSeconds).toFixed(1)),
    p50Ms: Number(percentile(50).toFixed(1)),
    p95Ms: Number(percentile(95).toFixed(1)),
    p99Ms: Number(percentile(99).toFixed(1)),
    oneBuyerAloneP50Ms: Number((alone[Math.floor(alone.length / 2)] ?? 0).toFixed(1)),
    loadAverage1m: Number(loadavg()[0]?.toFixed(1)),
    note: 'complete POST /api/checkouts/:token/orders over loopback HTTP, two lines per order, all buyers on the same two variants (loadAverage1m tells how busy the machine was)',
  };
  mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('../results/checkout.json', import.meta.url),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(
    `checkout: ${result.orders} orders at ${connections} buyers in ${result.seconds} s: ${result.ordersPerSecond} orders/s, p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, p99 ${result.p99Ms} ms, ${errors} errors, one buyer alone p50 ${result.oneBuyerAloneP50Ms} ms (load average ${result.loadAverage1m})`,
  );
} finally {
  await database.close();
}
