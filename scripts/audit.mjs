// `npm audit` of production dependencies at level high (docs/security-rules.md, rule 8). A registry that
// cannot answer audits is reported, not failed; a real finding fails.
import { spawnSync } from 'node:child_process';

const { status, stdout, stderr } = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high'], {
  encoding: 'utf8',
});
process.stdout.write(stdout);
if (status === 0) process.exit(0);
if (/audit endpoint returned an error|ENOTFOUND|EAI_AGAIN|ECONNREFUSED/.test(stderr)) {
  console.warn('! npm audit could not reach an audit endpoint from this machine; skipped.');
  process.exit(0);
}
process.stderr.write(stderr);
process.exit(status ?? 1);
