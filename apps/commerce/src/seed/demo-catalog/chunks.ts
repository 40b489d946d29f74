/**
 * Runs an insert per slice of rows: one statement per row is slow, one statement for all
 * rows can pass PostgreSQL's limit of 65,535 bind parameters.
 */
const ROWS_PER_STATEMENT = 1000;

export async function inChunks<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await insert(rows.slice(start, start + ROWS_PER_STATEMENT));
  }
}
