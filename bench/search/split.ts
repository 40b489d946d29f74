/**
 * `N=300 TOP=12 [EXPLAIN_OVER=30] tsx search/split.ts`: where a filtered category page's
 * time goes, at one connection with the answer cache off (run the benchmark once first,
 * it loads the catalog). Times every statement the service runs, grouped by kind (the
 * page's rows, the facet counts, the price sorting's plan over the cells, others), and
 * the service's own CPU per request; prints the slowest row statements with their
 * request, and EXPLAIN (ANALYZE, BUFFERS) of those slower than EXPLAIN_OVER ms.
 */

import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { buildApp } from '../../apps/commerce/src/app';
import { createSearchAnswerCache } from '../../apps/commerce/src/modules/search/answer-cache';
import { openBenchDatabase } from './catalog-database';
import { buildScenarios } from './scenarios';

const handle = await openBenchDatabase('postgres');
const scenarios = await buildScenarios(handle.db);
const scenario = scenarios.find((s) => s.name.startsWith(process.env.ONLY ?? 'filtered'));
if (!scenario) throw new Error('no such scenario');
const dialect = new PgDialect();
const explainSchema = z.object({ rows: z.array(z.object({ 'QUERY PLAN': z.string() })) });
const stats = new Map<string, { count: number; ms: number; max: number }>();
const itemTimes: Array<[number, string]> = [];
const explained = new Set<string>();
const explainOver = Number(process.env.EXPLAIN_OVER ?? Number.POSITIVE_INFINITY);
let current = '';

function kindOf(text: string): string {
  if (text.includes('tile ||')) return 'items';
  if (text.includes('counted.*')) return 'aggregations';
  if (text.startsWith('with category as')) return 'price sorting plan';
  return text.slice(0, 60);
}

// The service's statements all go through execute(): wrapped to time them.
const db = handle.db as unknown as { execute: (query: SQL) => Promise<unknown> };
const execute = db.execute.bind(db);
db.execute = async (query: SQL) => {
  const kind = kindOf(dialect.sqlToQuery(query).sql.replace(/\s+/g, ' ').trim());
  const started = performance.now();
  try {
    return await execute(query);
  } finally {
    const ms = performance.now() - started;
    const entry = stats.get(kind) ?? { count: 0, ms: 0, max: 0 };
    entry.count += 1;
    entry.ms += ms;
    entry.max = Math.max(entry.max, ms);
    stats.set(kind, entry);
    if (kind === 'items') itemTimes.push([ms, current]);
    if (kind === 'items' && ms > explainOver && !explained.has(current)) {
      explained.add(current);
      const plan = explainSchema.parse(await execute(sql`explain (analyze, buffers) ${query}`));
      console.log(`--- ${ms.toFixed(1)} ms ${current.slice(0, 300)}`);
      for (const row of plan.rows) console.log(row['QUERY PLAN']);
    }
  }
};

const app = await buildApp({
  database: handle,
  logLevel: 'silent',
  searchCache: createSearchAnswerCache({ maxEntries: 0, maxBytes: 0 }),
});
const requests = Number(process.env.N ?? 300);
const cpuBefore = process.cpuUsage();
const started = performance.now();
for (let i = 0; i < requests; i++) {
  const request = scenario.request(i * 13);
  current = request.body;
  await app.inject({
    method: 'POST',
    url: request.path,
    headers: { 'content-type': 'application/json', ...request.headers },
    payload: request.body,
  });
}
const cpu = process.cpuUsage(cpuBefore);
console.log(
  `${requests} requests: ${((performance.now() - started) / requests).toFixed(2)} ms each, service CPU ${((cpu.user + cpu.system) / 1000 / requests).toFixed(2)} ms/request (with app.inject)`,
);
for (const [kind, entry] of [...stats].sort((a, b) => b[1].ms - a[1].ms)) {
  console.log(
    `${(entry.ms / requests).toFixed(2).padStart(7)} ms/request  ${String(entry.count).padStart(4)} runs, mean ${(entry.ms / entry.count).toFixed(2)} ms, max ${entry.max.toFixed(1)} ms  ${kind}`,
  );
}
itemTimes.sort((a, b) => b[0] - a[0]);
for (const [ms, body] of itemTimes.slice(0, Number(process.env.TOP ?? 12))) {
  console.log(ms.toFixed(1).padStart(7), body.slice(0, 300));
}
await app.close();
await handle.close();
