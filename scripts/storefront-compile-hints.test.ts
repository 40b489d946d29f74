import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without type declarations.
import { addCompileHints, COMPILE_HINT } from './storefront-compile-hints.mjs';

describe('storefront compile hints', () => {
  it('marks every chunk of the build once and leaves other files alone', () => {
    const nextDir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    const chunks = join(nextDir, 'static/chunks');
    mkdirSync(join(chunks, 'app'), { recursive: true });
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,2]);';
    writeFileSync(join(chunks, 'a.js'), chunk);
    writeFileSync(join(chunks, 'app/b.js'), chunk);
    writeFileSync(join(chunks, 'c.css'), 'p{color:red}');
    expect(addCompileHints(nextDir)).toBe(2);
    expect(readFileSync(join(chunks, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}${chunk}`);
    expect(readFileSync(join(chunks, 'app/b.js'), 'utf8')).toBe(`${COMPILE_HINT}${chunk}`);
    expect(readFileSync(join(chunks, 'c.css'), 'utf8')).toBe('p{color:red}');
    // A second run (a build step run twice) adds nothing.
    expect(addCompileHints(nextDir)).toBe(0);
    expect(readFileSync(join(chunks, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}${chunk}`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
