import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { getSnippets } from '../modules/content/service';
import { createTestDatabase } from '../testing/test-database';
import { runOperatorCommand } from './operator-commands';

describe('settings:catalogue-mode', () => {
  let database: DatabaseHandle;
  const lines: string[] = [];
  const run = (...argv: string[]) =>
    runOperatorCommand(argv, {
      db: database.db,
      config: loadConfig({}),
      print: (line) => lines.push(line),
    });
  const catalogueMode = async (language: 'de' | 'pl') => {
    const [settings] = await getSnippets({ db: database.db, language }, ['storefront-settings']);
    if (settings?.snippetId !== 'storefront-settings') return undefined;
    return settings.config.main.elements[0].properties.content.isCatalogueMode;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('switches catalogue mode on and off in every language', async () => {
    await run('settings:catalogue-mode', 'on');
    expect(lines.at(-1)).toMatch(/^Catalogue mode is on/);
    expect(await catalogueMode('de')).toBe(true);
    expect(await catalogueMode('pl')).toBe(true);
    await run('settings:catalogue-mode', 'off');
    expect(await catalogueMode('pl')).toBe(false);
  });

  it('refuses anything but on or off and changes nothing', async () => {
    await expect(run('settings:catalogue-mode', 'yes')).rejects.toThrow(ConfigError);
    await expect(run('settings:catalogue-mode')).rejects.toThrow(ConfigError);
    expect(await catalogueMode('de')).toBe(false);
  });
});
