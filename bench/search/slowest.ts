/**
 * `ONLY=auto|search|filtered N=150 tsx search/slowest.ts`: the slowest requests of a
 * scenario at one connection with the answer cache off, to find the inputs whose plans
 * go wrong (run the benchmark once first, it loads the catalog).
 */
import { buildApp } from '../../apps/commerce/src/app';
import { createSearchAnswerCache } from '../../apps/commerce/src/modules/search/answer-cache';
import { openBenchDatabase } from './catalog-database';
import { buildScenarios } from './scenarios';

const handle = await openBenchDatabase('postgres');
const scenarios = await buildScenarios(handle.db);
const app = await buildApp({
  database: handle,
  logLevel: 'silent',
  searchCache: createSearchAnswerCache({ maxEntries: 0, maxBytes: 0 }),
});
for (const scenario of scenarios.filter((s) => s.name.startsWith(process.env.ONLY ?? 'auto'))) {
  const timings: Array<[number, string, number]> = [];
  for (let i = 0; i < Number(process.env.N ?? 150); i++) {
    const request = scenario.request(i * 13);
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: request.path,
      headers: { 'content-type': 'application/json', ...request.headers },
      payload: request.body,
    });
    timings.push([
      performance.now() - started,
      `${response.statusCode} ${request.body.slice(0, 400)}`,
      handle.slowQueries(),
    ]);
  }
  timings.sort((a, b) => b[0] - a[0]);
  for (const [ms, body] of timings.slice(0, 12)) console.log(ms.toFixed(0).padStart(6), body);
}
await app.close();
await handle.close();
