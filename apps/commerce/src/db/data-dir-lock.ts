/**
 * The embedded database lives in one process at a time. A pid file beside the data
 * directory turns a second opener (e.g. `npm run seed` while the shop runs) into a clear
 * message instead of a corrupted database.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export class DataDirectoryInUseError extends Error {
  override name = 'DataDirectoryInUseError';
}

export function lockDataDirectory(dataDir: string): () => void {
  const lockFile = `${dataDir}.pid`;
  mkdirSync(dirname(lockFile), { recursive: true });
  const holder = readHolder(lockFile);
  if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
    throw new DataDirectoryInUseError(
      `The embedded database in ${dataDir} is in use by process ${holder}; stop the shop first.`,
    );
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function readHolder(lockFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
