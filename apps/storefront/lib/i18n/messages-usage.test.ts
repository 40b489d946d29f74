import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BASE_CATALOGS, type MessageTree } from './messages';

const storefrontRoot = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE_FOLDERS = ['app', 'components', 'lib'];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function keysOf(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return typeof value === 'string' ? [path] : keysOf(value, path);
  });
}

/**
 * Message keys the code uses: a translator is always called `t`, bound to a namespace
 * (`namespace: 'x'`, `useTranslations('x')`) or to none, then called with full keys.
 */
function usedKeys(source: string): Set<string> {
  const namespaces = [
    ...source.matchAll(/namespace: '([\w]+)'/g),
    ...source.matchAll(/useTranslations\('([\w]+)'\)/g),
  ].map((match) => match[1]);
  const used = new Set<string>();
  for (const [, key] of source.matchAll(/\bt(?:\.rich|\.markup|\.raw)?\(\s*'([\w.]+)'/g)) {
    if (key === undefined) continue;
    used.add(key);
    for (const namespace of namespaces) used.add(`${namespace}.${key}`);
  }
  return used;
}

describe('message keys', () => {
  const used = new Set(
    SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(storefrontRoot, folder))).flatMap(
      (file) => [...usedKeys(readFileSync(file, 'utf8'))],
    ),
  );

  it('are all used by some component (no dead texts to translate)', () => {
    const unused = keysOf(BASE_CATALOGS.de).filter((key) => !used.has(key));
    expect(unused).toEqual([]);
  });
});
