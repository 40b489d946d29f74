/**
 * Lighthouse 12 on pages of the running production build (issues 5 and 6 acceptance:
 * performance >= 95, accessibility 100, SEO 100, mobile preset). Start the shop first
 * (`npm run build -w @shop/storefront` or `npm start`), then:
 *   CHROME_PATH=/usr/bin/chromium npm run bench:lighthouse -w bench
 * LIGHTHOUSE_URL names the page, or several separated by spaces (default
 * http://127.0.0.1:3000/de/); RUNS the number of runs per page (default 3; the median
 * performance run is reported, the machine being shared). LIGHTHOUSE_REPORT_DIR, when set,
 * receives each run's whole report (<page>-<run>.json) for reading the audits behind a score.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const urls = (process.env.LIGHTHOUSE_URL ?? 'http://127.0.0.1:3000/de/')
  .split(/\s+/)
  .filter(Boolean);
const runs = Number(process.env.RUNS ?? 3);
const targets = { performance: 95, accessibility: 100, seo: 100 };
// The same flags as the e2e journeys' Chromium (e2e/playwright.config.ts).
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const pages = [];
for (const url of urls) {
  const results = [];
  console.log(url);
  for (let run = 1; run <= runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags,
    });
    try {
      // No config: Lighthouse's default is the mobile preset (Moto G power, slow 4G).
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        onlyCategories: Object.keys(targets),
        logLevel: 'error',
      });
      const { categories, audits } = result.lhr;
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '');
        mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
        writeFileSync(
          `${process.env.LIGHTHOUSE_REPORT_DIR}/${name || 'root'}-${run}.json`,
          JSON.stringify(result.lhr),
        );
      }
      const scores = Object.fromEntries(
        Object.keys(targets).map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]),
      );
      const failing = Object.values(audits)
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
        )
        .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
      results.push({
        run,
        scores,
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        lcpElement:
          audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
            ?.snippet ?? null,
        failing,
      });
      console.log(
        `run ${run}:`,
        JSON.stringify(scores),
        `LCP ${results.at(-1).lcpMs} ms, TBT ${results.at(-1).tbtMs} ms`,
      );
      if (failing.length > 0) console.log('  below 90:', failing.join(', '));
    } finally {
      await chrome.kill();
    }
  }

  results.sort((a, b) => a.scores.performance - b.scores.performance);
  pages.push({ url, runs: results, median: results[Math.floor(results.length / 2)] });
}

mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('../results/lighthouse.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), pages }, null, 2)}\n`,
);
for (const { url, median } of pages) {
  console.log(`median ${url}:`, JSON.stringify(median.scores));
  const missed = Object.entries(targets).filter(([key, target]) => median.scores[key] < target);
  if (missed.length > 0) {
    console.log('  below target:', missed.map(([key, target]) => `${key} < ${target}`).join(', '));
    process.exitCode = 1;
  }
}
