import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const commerceRoot = fileURLToPath(new URL('..', import.meta.url));

function startServer(environment: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: commerceRoot,
      env: { ...process.env, ...environment },
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

describe('commerce service start', () => {
  it('stops with one line naming DATABASE_URL when it is nonsense', async () => {
    const result = await startServer({ DATABASE_URL: 'nonsense', PORT: '4999' });
    expect(result.code).not.toBe(0);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/DATABASE_URL/);
    expect(result.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('stops with one line naming DATABASE_URL when the server cannot be reached', async () => {
    const result = await startServer({
      DATABASE_URL: 'postgres://shop:shop@127.0.0.1:1/shop',
      PORT: '4999',
    });
    expect(result.code).not.toBe(0);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/DATABASE_URL.*127\.0\.0\.1:1/);
  });
});
