/**
 * Starts a benchmark server script (TypeScript, through tsx) as a child process and
 * resolves with the child and its ready line, a JSON object with at least its `port`;
 * other lines (e.g. the slow-query log of a set-up on a busy machine) are passed through
 * to stderr. `nodeArgs` go to Node before the script (e.g. --cpu-prof); `ipc` opens a
 * message channel to the child. Used by bench:storefront-api and bench:search.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export type StartedServer = { child: ChildProcess; port: number } & Record<string, unknown>;

export function startBenchServer(
  script: string,
  environment: Record<string, string | undefined>,
  { nodeArgs = [], ipc = false }: { nodeArgs?: string[]; ipc?: boolean } = {},
): Promise<StartedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, script], {
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'inherit', ...(ipc ? (['ipc'] as const) : [])],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let ready: { port?: unknown } | undefined;
      try {
        ready = JSON.parse(line);
      } catch {}
      if (typeof ready?.port === 'number') resolve({ ...ready, child, port: ready.port });
      else console.error(line);
    });
    child.once('exit', (code) => reject(new Error(`benchmark server exited with ${code}`)));
  });
}
