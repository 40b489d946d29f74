import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoContent } from '../seed/demo-content';
import { startRevalidationReceiver } from '../testing/revalidation-receiver';

const commerceRoot = fileURLToPath(new URL('../..', import.meta.url));
let workDir: string;

/*
 * Runs the CLI as an operator would, on a fresh embedded database without demo data, so
 * what the export shows is exactly what the import wrote. The same import/export code
 * runs against PostgreSQL in content-transfer.test.ts.
 */
function runCli(args: string[], extraEnvironment: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/content.ts', ...args], {
      cwd: commerceRoot,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: join(workDir, 'db'),
        SEED_DEMO_CATALOG: 'false',
        ...extraEnvironment,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'content-cli-'));
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('npm run content', () => {
  it('imports a content file and exports the same documents again', async () => {
    const importFile = join(workDir, 'import.json');
    const documents = buildDemoContent().map((record) => ({ brand: 'default', ...record }));
    await writeFile(importFile, JSON.stringify({ format: 'shop-content', version: 1, documents }));

    const imported = await runCli(['content:import', importFile]);
    expect(imported.stderr).toContain(`${documents.length} written, 0 unchanged`);
    expect(imported.code).toBe(0);

    const exportFile = join(workDir, 'export.json');
    const exported = await runCli(['content:export', exportFile]);
    expect(exported.code).toBe(0);
    const file = JSON.parse(await readFile(exportFile, 'utf8'));
    expect(file.documents).toHaveLength(documents.length);
    const key = (record: { kind: string; key: string; locale: string; brand: string }) =>
      `${record.kind} ${record.key} ${record.locale} ${record.brand}`;
    const byKey = new Map(documents.map((record) => [key(record), record.document]));
    for (const record of file.documents) expect(record.document).toEqual(byKey.get(key(record)));

    const again = await runCli(['import', exportFile]);
    expect(again.stderr).toContain(`0 written, ${documents.length} unchanged`);
  });

  it('writes JSON only to stdout when exporting to -', async () => {
    const result = await runCli(['export', '-']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).format).toBe('shop-content');
  });

  it('lists every invalid document and imports nothing', async () => {
    const badFile = join(workDir, 'bad.json');
    await writeFile(
      badFile,
      JSON.stringify({
        format: 'shop-content',
        version: 1,
        documents: [
          { kind: 'menu', key: 'main', locale: 'de', document: { items: [] } },
          { kind: 'snippet', key: 'sidebar-snippet', locale: 'de', document: {} },
        ],
      }),
    );
    const result = await runCli(['content:import', badFile]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Nothing was imported');
    expect(result.stderr).toContain(
      "#2 snippet sidebar-snippet (de, default): key: unknown snippet id 'sidebar-snippet'",
    );
  });

  it.each([
    ['no command', []],
    ['an unknown command', ['content:delete', 'x.json']],
    ['a missing file name', ['content:export']],
  ])('explains the usage for %s', async (_case, args) => {
    const result = await runCli(args);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Usage: npm run content -- content:export <file>/);
  });

  it('says which file is not JSON', async () => {
    const notJson = join(workDir, 'not.json');
    await writeFile(notJson, '{ "format": ');
    const result = await runCli(['import', notJson]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${notJson} is not valid JSON`);
  });

  it('tells the storefront, signed, that content changed after an import that wrote something', async () => {
    const secret = 'content-cli-revalidation-secret';
    const storefront = await startRevalidationReceiver(secret);
    const importFile = join(workDir, 'one-document.json');
    const [first] = buildDemoContent();
    const document = { brand: 'default', ...first, document: first!.document };
    await writeFile(
      importFile,
      JSON.stringify({ format: 'shop-content', version: 1, documents: [document] }),
    );
    const environment = {
      STOREFRONT_URL: storefront.url,
      REVALIDATION_SECRET: secret,
      // A database of its own, so the document is new and the import writes it.
      DATA_DIR: join(workDir, 'db-revalidation'),
    };

    const result = await runCli(['content:import', importFile], environment);
    expect(result.code).toBe(0);
    expect(storefront.received).toEqual([
      { path: '/api/revalidate', signed: true, tags: ['content'] },
    ]);
    await storefront.close();
  });
});
