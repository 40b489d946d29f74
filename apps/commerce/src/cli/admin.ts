/**
 * `npm run admin -- <command>`: operator commands (orders, customers, carts, catalog,
 * reviews, back-in-stock, maintenance). Works on the embedded database (stop the shop
 * first) and on DATABASE_URL alike; with `--service <url>` the running commerce service
 * runs the command (development only). Mistakes end with one line, not a stack trace.
 */
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { DataDirectoryInUseError } from '../db/data-dir-lock';
import { DatabaseUnavailableError, openShopDatabase } from '../db/open-shop-database';
import { DEV_COMMAND_PATH, isOperatorMistake } from '../modules/operator/dev-command-routes';
import { runOperatorCommand } from './operator-commands';

/** Takes `--service <url>` (or `--service=<url>`) out of the command line. */
function serviceOption(argv: string[]): { argv: string[]; serviceUrl: string | undefined } {
  const rest: string[] = [];
  let serviceUrl: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--service') {
      serviceUrl = argv[index + 1];
      index += 1;
    } else if (argument.startsWith('--service=')) {
      serviceUrl = argument.slice('--service='.length);
    } else {
      rest.push(argument);
    }
  }
  if (serviceUrl !== undefined && !/^https?:\/\/[^\s]+$/.test(serviceUrl))
    throw new ConfigError(
      `--service must be the commerce service's http(s) URL (got '${serviceUrl}')`,
    );
  return { argv: rest, serviceUrl };
}

async function runInService(serviceUrl: string, argv: string[]): Promise<void> {
  const response = await fetch(`${serviceUrl.replace(/\/+$/, '')}${DEV_COMMAND_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ argv }),
  }).catch((error: unknown) => {
    throw new ConfigError(
      `The commerce service at ${serviceUrl} does not answer: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.status === 404)
    throw new ConfigError(
      `${serviceUrl} runs no operator commands (production, or not the commerce service).`,
    );
  if (!response.ok) {
    const failure = z.object({ message: z.string() }).safeParse(answer);
    throw new ConfigError(
      failure.success ? failure.data.message : `The service answered ${response.status}`,
    );
  }
  const { lines } = z.object({ lines: z.array(z.string()) }).parse(answer);
  for (const line of lines) console.log(line);
}

async function main(): Promise<void> {
  const { argv, serviceUrl } = serviceOption(process.argv.slice(2));
  if (serviceUrl !== undefined) return runInService(serviceUrl, argv);
  const config = loadConfig();
  const database = await openShopDatabase(config, console.log);
  try {
    await runOperatorCommand(argv, { db: database.db, config, print: console.log });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const expected =
    isOperatorMistake(error) ||
    error instanceof DatabaseUnavailableError ||
    error instanceof DataDirectoryInUseError;
  console.error(
    expected && error instanceof Error
      ? error.message
      : `The command failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
