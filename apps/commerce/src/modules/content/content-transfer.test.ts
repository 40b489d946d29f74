import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { seedDemoContent } from '../../seed/demo-content';
import { createTestDatabase } from '../../testing/test-database';
import { ContentValidationError } from './content-store';
import { type ContentExport, exportContent, importContent } from './content-transfer';
import { contentDocuments } from './schema';
import { getSnippets } from './service';

let source: DatabaseHandle;
let target: DatabaseHandle;
let exported: ContentExport;

beforeAll(async () => {
  [source, target] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await seedDemoContent(source.db);
  exported = await exportContent(source.db);
});

afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
});

/** A deep copy through JSON, as an operator's editor would hand the file back. */
const viaFile = (file: ContentExport): ContentExport => JSON.parse(JSON.stringify(file));

async function updatedAtByRecord(handle: DatabaseHandle): Promise<Map<string, number>> {
  const rows = await handle.db.select().from(contentDocuments);
  return new Map(
    rows.map((row) => [
      `${row.kind} ${row.key} ${row.locale} ${row.brand}`,
      row.updatedAt.getTime(),
    ]),
  );
}

function findRecord(file: ContentExport, kind: string, key: string, locale: string) {
  const record = file.documents.find(
    (candidate) =>
      candidate.kind === kind &&
      candidate.key === key &&
      candidate.locale === locale &&
      candidate.brand === 'default',
  );
  if (!record) throw new Error(`${kind} ${key} ${locale} not exported`);
  return record;
}

describe('content export and import', () => {
  it('round-trips every document into an empty database unchanged', async () => {
    expect(exported.documents).toHaveLength(105);
    const result = await importContent(target.db, viaFile(exported));
    expect(result).toEqual({ written: 105, unchanged: 0 });
    expect((await exportContent(target.db)).documents).toEqual(exported.documents);
  });

  it('writes nothing when the same file comes back unchanged', async () => {
    const before = await updatedAtByRecord(target);
    expect(await importContent(target.db, viaFile(exported))).toEqual({
      written: 0,
      unchanged: 105,
    });
    expect(await updatedAtByRecord(target)).toEqual(before);
  });

  it('writes an edited document and serves the new text', async () => {
    const edited = viaFile(exported);
    const header = findRecord(edited, 'snippet', 'header-snippet', 'fr');
    const replaced = JSON.stringify(header.document).replace(
      'Satisfait ou remboursé pendant 30 jours',
      'Livraison offerte dès 49 €',
    );
    header.document = JSON.parse(replaced);
    expect(await importContent(target.db, edited)).toEqual({ written: 1, unchanged: 104 });
    const [served] = await getSnippets({ db: target.db, language: 'fr' }, ['header-snippet']);
    expect(JSON.stringify(served)).toContain('Livraison offerte dès 49 €');
  });

  it('rejects a file with any invalid document, names each one, and writes none of it', async () => {
    const before = await exportContent(target.db);
    const edited = viaFile(before);
    const footer = findRecord(edited, 'snippet', 'footer-snippet', 'de');
    footer.document = JSON.parse(
      JSON.stringify(footer.document).replace('/de/datenschutz/', 'javascript:alert(1)'),
    );
    const menu = findRecord(edited, 'menu', 'main', 'pl');
    menu.locale = 'xx';
    // A valid change in the same file must not slip through either.
    const header = findRecord(edited, 'snippet', 'header-snippet', 'de');
    header.document = JSON.parse(
      JSON.stringify(header.document).replace('Service', 'Hilfe & Service'),
    );
    const error = await importContent(target.db, edited).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentValidationError);
    const problems = error instanceof ContentValidationError ? error.problems : [];
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /snippet footer-snippet \(de, default\): document\.config\.main\.elements\.\d+\.properties\.content\.links\.\d+\.url/,
    );
    expect(problems[1]).toMatch(/menu main \(xx, default\): locale/);
    expect((await exportContent(target.db)).documents).toEqual(before.documents);
  });

  it.each([
    [
      'a page filed under another language',
      (file: ContentExport) => {
        const page = findRecord(file, 'page', '/de/datenschutz/', 'de');
        page.locale = 'fr';
      },
      /a fr page must live under \/fr\//,
    ],
    [
      'a page whose url differs from its key',
      (file: ContentExport) => {
        const page = findRecord(file, 'page', '/en/privacy/', 'en');
        page.key = '/en/privacy-policy/';
      },
      /document\.url: must equal the key/,
    ],
    [
      'a snippet under another snippet’s id',
      (file: ContentExport) => {
        const footer = findRecord(file, 'snippet', 'footer-snippet', 'it');
        footer.key = 'header-snippet';
      },
      /.+/,
    ],
    [
      'the same document twice',
      (file: ContentExport) => {
        file.documents.push(findRecord(file, 'menu', 'main', 'de'));
      },
      /appears twice/,
    ],
  ])('rejects %s', async (_case, edit, message) => {
    const file = viaFile(exported);
    edit(file);
    await expect(importContent(target.db, file)).rejects.toThrow(message);
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['another format', { format: 'catalog', version: 1, documents: [] }],
    ['a newer version', { format: 'shop-content', version: 2, documents: [] }],
    ['documents that are not a list', { format: 'shop-content', version: 1, documents: {} }],
  ])('rejects %s as not a content export', async (_case, file) => {
    await expect(importContent(target.db, file)).rejects.toThrow(/not a content export/);
  });
});
