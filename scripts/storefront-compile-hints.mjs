/**
 * Marks the storefront's browser chunks for eager compilation (Lighthouse, issue 6). V8
 * compiles a function when it is first called, so on a page load the compilation of
 * React DOM, the router and the shop's components happened inside the one task that
 * starts the app and inside hydration: main-thread time that Lighthouse's 4× slower phone
 * counts as blocking. Chromium's explicit compile hint (`//# allFunctionsCalledOnLoad`
 * as the file's first line, Chrome 136+) compiles every function of the file while the
 * file is streamed, on a background thread. Every chunk in static/chunks is loaded by a
 * page that runs it at once (the first load, or a component opened later), so the hint
 * holds for all of them. Other browsers ignore the comment.
 * Run after `next build`; files that already carry the hint are left as they are.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Prepends the hint to every .js file under the build's static/chunks; returns the count. */
export function addCompileHints(nextDir) {
  const chunks = join(nextDir, 'static/chunks');
  let marked = 0;
  for (const entry of readdirSync(chunks, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    const source = readFileSync(path, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + source);
    marked += 1;
  }
  return marked;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const nextDir = process.argv[2] ?? join(process.cwd(), '.next');
  console.log(`Compile hints added to ${addCompileHints(nextDir)} storefront chunks.`);
}
