import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_NAMESPACES,
  clientMessages,
  PAGE_NAMESPACES,
  SHELL_NAMESPACES,
} from './client-messages';

const storefrontRoot = fileURLToPath(new URL('../..', import.meta.url));

function clientSources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return clientSources(path);
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith('.test.ts')) return [];
    return readFileSync(path, 'utf8').startsWith("'use client'") ? [path] : [];
  });
}

describe('client message catalogs', () => {
  it('cover every namespace a client component translates with', () => {
    const used = new Set(
      ['app', 'components', 'lib']
        .flatMap((folder) => clientSources(join(storefrontRoot, folder)))
        .flatMap((file) =>
          [...readFileSync(file, 'utf8').matchAll(/useTranslations\('(\w+)'\)/g)].map(
            (match) => match[1],
          ),
        ),
    );
    expect(used.size).toBeGreaterThan(0);
    expect(
      [...used].filter((namespace) => !CLIENT_NAMESPACES.includes(namespace as never)),
    ).toEqual([]);
  });

  it("give every page the shell's namespaces and the header's greeting, no page namespace", () => {
    const { locale, messages } = clientMessages('de');
    expect(locale).toBe('de');
    expect(Object.keys(messages).sort()).toEqual([...SHELL_NAMESPACES, 'account'].sort());
    expect(Object.keys(messages.account ?? {})).toEqual(['sessionGreeting']);
  });

  it("give a page exactly the namespaces it names, in the page's language", () => {
    const { messages } = clientMessages('fr', ['account', 'checkout']);
    expect(Object.keys(messages).sort()).toEqual(['account', 'checkout']);
    expect(Object.keys(messages.account ?? {}).length).toBeGreaterThan(10);
    expect(PAGE_NAMESPACES.some((namespace) => SHELL_NAMESPACES.includes(namespace as never))).toBe(
      false,
    );
  });
});
