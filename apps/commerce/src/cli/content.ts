/**
 * Content admin CLI (ARCHITECTURE: operators must not need SQL):
 *
 *   npm run content -- content:export <file>   every content document as one JSON file
 *   npm run content -- content:import <file>   validate the whole file, then write it
 *
 * `export`/`import` work as short forms, and `-` means stdout or stdin. Works on the
 * embedded database (stop the shop first) and on DATABASE_URL alike. Import writes all
 * documents or none and leaves documents not named in the file as they are.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { ConfigError, loadConfig } from '../config';
import { DataDirectoryInUseError } from '../db/data-dir-lock';
import { DatabaseUnavailableError, openShopDatabase } from '../db/open-shop-database';
import { createStorefrontNotifier } from '../modules/catalog/storefront-notifier';
import { ContentValidationError } from '../modules/content/content-store';
import { exportContent, importContent } from '../modules/content/content-transfer';

const USAGE =
  'Usage: npm run content -- content:export <file> | content:import <file>  (- for stdout/stdin)';

class UsageError extends Error {
  override name = 'UsageError';
}

function parseCommand(argv: readonly string[]): { command: 'export' | 'import'; file: string } {
  const [name, file, ...rest] = argv;
  const command = name?.replace(/^content:/, '');
  if ((command !== 'export' && command !== 'import') || !file || rest.length > 0) {
    throw new UsageError(USAGE);
  }
  return { command, file };
}

async function readJsonFile(file: string): Promise<unknown> {
  const text = file === '-' ? await readStdin() : await readFile(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(
      `${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

async function main(): Promise<void> {
  const { command, file } = parseCommand(process.argv.slice(2));
  // Parse the file before opening the database, so a typo costs no migration run.
  const input = command === 'import' ? await readJsonFile(file) : undefined;
  const config = loadConfig();
  // Progress goes to stderr so `content:export -` leaves clean JSON on stdout.
  const database = await openShopDatabase(config, (message) => console.error(message));
  try {
    if (command === 'export') {
      const exported = await exportContent(database.db);
      const json = `${JSON.stringify(exported, null, 2)}\n`;
      if (file === '-') process.stdout.write(json);
      else await writeFile(file, json, 'utf8');
      console.error(
        `Exported ${exported.documents.length} content documents${file === '-' ? '' : ` to ${file}`}.`,
      );
    } else {
      const result = await importContent(database.db, input);
      console.error(
        `Imported ${result.written + result.unchanged} content documents: ${result.written} written, ${result.unchanged} unchanged.`,
      );
      // Changed content makes the storefront's cached shell and pages stale.
      if (result.written > 0) {
        const notify = createStorefrontNotifier({
          storefrontUrl: config.storefrontApi.storefrontUrl,
          secret: config.revalidationSecret,
          log: (line) => console.error(line),
        });
        await notify(['content']);
      }
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ContentValidationError) {
    console.error('Nothing was imported. Fix these documents and try again:');
    for (const problem of error.problems) console.error(`  ${problem}`);
  } else {
    const expected =
      error instanceof UsageError ||
      error instanceof ConfigError ||
      error instanceof DatabaseUnavailableError ||
      error instanceof DataDirectoryInUseError ||
      (error instanceof Error && 'code' in error && error.code === 'ENOENT');
    console.error(
      expected && error instanceof Error
        ? error.message
        : `Content command failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  process.exit(1);
});
