// `npm run bench`: the performance benchmarks in bench/ (TypeScript, run through tsx).
// Never part of `npm test`. Arguments choose benchmarks: `npm run bench -- health profile`.
import { spawn } from 'node:child_process';

const child = spawn(
  process.execPath,
  // #shared/ and #server/ resolve to the TypeScript sources under this condition.
  ['--conditions=right-one-source', '--import', 'tsx', 'bench/run.ts', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
