import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';

const resultSchema = z.object({ rows: z.array(z.unknown()) });

/**
 * Runs a raw query and parses its rows: both drivers answer `{ rows }`, and parsing at
 * this edge keeps the rest of the module typed without casts.
 */
export async function queryRows<T>(
  db: Pick<Database, 'execute'>,
  query: SQL,
  rowSchema: z.ZodType<T>,
): Promise<T[]> {
  const result = resultSchema.parse(await db.execute(query));
  return z.array(rowSchema).parse(result.rows);
}
