import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the embedded database in ./data when DATABASE_URL is unset', () => {
    const config = loadConfig({});
    expect(config.database.kind).toBe('pglite');
    expect(config.port).toBe(4000);
    expect(config.database.kind === 'pglite' && config.database.dataDir).toMatch(/data\/pglite$/);
  });

  it('uses PostgreSQL for a postgres:// URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://shop:secret@db.internal:5432/shop' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://shop:secret@db.internal:5432/shop',
      slowQueryMs: 200,
    });
  });

  it('reads the slow-query threshold and names a wrong one', () => {
    expect(loadConfig({ SLOW_QUERY_MS: '50' }).database.slowQueryMs).toBe(50);
    expect(() => loadConfig({ SLOW_QUERY_MS: 'slow' })).toThrow(/Invalid setting SLOW_QUERY_MS/);
  });

  it('names a METRICS_TOKEN too short to guard the metrics', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/Invalid setting METRICS_TOKEN/);
  });

  it.each(['nonsense', 'mysql://x/y', 'postgres://', 'http://localhost:5432/shop'])(
    'rejects DATABASE_URL=%s with a message naming the setting',
    (value) => {
      expect(() => loadConfig({ DATABASE_URL: value })).toThrow(ConfigError);
      expect(() => loadConfig({ DATABASE_URL: value })).toThrow(/DATABASE_URL/);
    },
  );

  it('runs as one process unless COMMERCE_WORKERS says more, which needs PostgreSQL', () => {
    expect(loadConfig({}).workers).toBe(1);
    const url = 'postgres://shop:secret@db.internal:5432/shop';
    expect(loadConfig({ COMMERCE_WORKERS: '2', DATABASE_URL: url }).workers).toBe(2);
    expect(() => loadConfig({ COMMERCE_WORKERS: '2' })).toThrow(
      /Invalid setting COMMERCE_WORKERS.*DATABASE_URL/,
    );
    expect(() => loadConfig({ COMMERCE_WORKERS: '0', DATABASE_URL: url })).toThrow(
      /Invalid setting COMMERCE_WORKERS/,
    );
  });

  it('names a wrong PORT', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid setting PORT/);
  });
});
