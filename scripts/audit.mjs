/**
 * `npm run audit`: the production dependencies may have no high or critical advisory
 * (issue 9). Exit 1 on such a finding; exit 0 with a clear "not checked" line when the
 * advisory database cannot be reached (an offline machine or a registry mirror without the
 * audit endpoint), so an outage is visible but not mistaken for a finding.
 * Exit 2 when reached but the answer is unreadable.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = undefined;
}
if (report?.error || report === undefined) {
  const reason = report?.message || report?.error?.summary || result.stderr.trim() || 'no answer';
  console.log(
    `npm audit: NOT CHECKED, the advisory database could not be reached (${reason.trim()}).`,
  );
  process.exit(0);
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.error('npm audit: unreadable answer');
  process.exit(2);
}
const serious = Object.values(report.vulnerabilities ?? {}).filter((finding) =>
  ['high', 'critical'].includes(finding.severity),
);
console.log(
  `npm audit (production dependencies): ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low`,
);
for (const finding of serious) {
  const via = finding.via
    .map((entry) => (typeof entry === 'string' ? entry : entry.title))
    .join('; ');
  console.error(`  ${finding.severity}: ${finding.name} ${finding.range} (${via})`);
}
process.exit(serious.length > 0 ? 1 : 0);
