/**
 * POST /dev/operator/commands: runs an admin CLI command inside the running service, for
 * development only. The embedded database allows one process at a time, so while the shop
 * runs, `npm run admin -- <command> --service <url>` sends the command here instead of
 * opening the database itself. Registered only outside production, and it answers only
 * callers on this machine.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { runOperatorCommand } from '../../cli/operator-commands';
import { type CommerceConfig, ConfigError } from '../../config';
import type { Database } from '../../db/client';
import { RequestError } from '../../plugins/error-handler';
import { NotEnoughStockError } from '../orders/create-order';
import { NoSellableVariantsError } from '../orders/demo-orders';

export const DEV_COMMAND_PATH = '/dev/operator/commands';

const bodySchema = z.strictObject({
  argv: z.array(z.string().max(500)).min(1).max(30),
});

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Mistakes in a command line, answered with the CLI's own one-line message. */
export function isOperatorMistake(error: unknown): error is Error {
  return (
    error instanceof ConfigError ||
    error instanceof NoSellableVariantsError ||
    error instanceof NotEnoughStockError ||
    error instanceof RangeError ||
    (error instanceof Error &&
      'code' in error &&
      typeof error.code === 'string' &&
      error.code.startsWith('ERR_PARSE_ARGS'))
  );
}

export async function devCommandRoutes(
  app: FastifyInstance,
  options: { db: Database; config: CommerceConfig },
) {
  app.post(DEV_COMMAND_PATH, async (request) => {
    if (!LOOPBACK.has(request.ip))
      throw new RequestError(403, 'Operator commands are taken from this machine only.');
    const { argv } = bodySchema.parse(request.body);
    const lines: string[] = [];
    try {
      await runOperatorCommand(argv, {
        db: options.db,
        config: options.config,
        print: (line) => lines.push(line),
      });
    } catch (error) {
      if (isOperatorMistake(error)) throw new RequestError(400, error.message);
      throw error;
    }
    return { lines };
  });
}
