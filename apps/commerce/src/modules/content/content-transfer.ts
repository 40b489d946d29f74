/**
 * Content export and import as one JSON file, for the admin CLI: export, edit in any
 * editor, import. Import validates the whole file before writing anything and then
 * upserts in one transaction; documents not named in the file stay as they are.
 */
import { z } from 'zod';
import type { Database } from '../../db/client';
import { describeZodError } from '../../plugins/error-handler';
import { contentRecordSchema } from './content-records';
import { ContentValidationError, type SaveResult, saveContentRecords } from './content-store';
import { CONTENT_KINDS, type ContentKind, contentDocuments } from './schema';

export const CONTENT_EXPORT_FORMAT = 'shop-content';
export const CONTENT_EXPORT_VERSION = 1;
/** Far above the demo content (~100 documents); guards against a runaway file. */
const MAX_DOCUMENTS = 10_000;

export interface ExportedRecord {
  kind: ContentKind;
  key: string;
  locale: string;
  brand: string;
  document: unknown;
}

export interface ContentExport {
  format: typeof CONTENT_EXPORT_FORMAT;
  version: typeof CONTENT_EXPORT_VERSION;
  exportedAt: string;
  documents: ExportedRecord[];
}

const contentExportSchema = z.strictObject({
  format: z.literal(CONTENT_EXPORT_FORMAT),
  version: z.literal(CONTENT_EXPORT_VERSION),
  exportedAt: z.string().optional(),
  documents: z.array(z.unknown()).max(MAX_DOCUMENTS),
});

/**
 * Every content document in a stable order (kind, key, locale, brand). Valid documents
 * come out with their fields in schema order, which keeps diffs of edited exports small;
 * a document that no longer validates is exported as stored, so it can still be fixed.
 */
export async function exportContent(db: Database): Promise<ContentExport> {
  const rows = await db
    .select({
      kind: contentDocuments.kind,
      key: contentDocuments.key,
      locale: contentDocuments.locale,
      brand: contentDocuments.brand,
      document: contentDocuments.document,
    })
    .from(contentDocuments);
  const documents = rows
    .map((row): ExportedRecord => {
      const parsed = contentRecordSchema.safeParse(row);
      return parsed.success ? parsed.data : row;
    })
    .sort(compareRecords);
  return {
    format: CONTENT_EXPORT_FORMAT,
    version: CONTENT_EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    documents,
  };
}

/** Validates a parsed export file and writes its documents; throws before writing on any error. */
export async function importContent(db: Database, file: unknown): Promise<SaveResult> {
  const parsed = contentExportSchema.safeParse(file);
  if (!parsed.success) {
    throw new ContentValidationError([`not a content export: ${describeZodError(parsed.error)}`]);
  }
  return saveContentRecords(db, parsed.data.documents);
}

function compareRecords(a: ExportedRecord, b: ExportedRecord): number {
  const kindOrder = (kind: ContentKind) => CONTENT_KINDS.indexOf(kind);
  return (
    kindOrder(a.kind) - kindOrder(b.kind) ||
    compareText(a.key, b.key) ||
    compareText(a.locale, b.locale) ||
    compareText(a.brand, b.brand)
  );
}

// Code-point order, so the file is the same whatever collation the database uses.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
