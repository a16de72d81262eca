// The production build the journeys run: built when stale, then copied aside so a `vite build`
// in the same tree cannot empty dist/client under a running server.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const OUTPUTS = ['dist/client/index.html', 'dist/server/main.js'];

/** Newest modification time under a directory (0 when it does not exist). */
function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function buildIsStale() {
  if (!OUTPUTS.every((f) => existsSync(f))) return true;
  const builtAt = Math.min(...OUTPUTS.map((f) => statSync(f).mtimeMs));
  return newestMtime('src') > builtAt;
}

/**
 * Runs `npm run build` when asked (`force`), or when dist/ is missing or older than src/ unless
 * `skip`. Answers false when the build failed.
 */
export function buildWhenNeeded({ force = false, skip = false, who = 'e2e' } = {}) {
  if (!force && (skip || !buildIsStale())) return true;
  console.log(`${who}: building (npm run build)...`);
  return spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status === 0;
}

/**
 * A private copy of dist/ under node_modules/.cache (so the server still resolves its packages
 * from node_modules), with the package.json "imports" the built server resolves #shared/ and
 * #server/ through. Throws when the build is incomplete (one is running, or failed).
 */
export function snapshotBuild() {
  const cacheDir = path.join('node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const dir = path.resolve(mkdtempSync(path.join(cacheDir, 'right-one-e2e-')));
  cpSync('dist', path.join(dir, 'dist'), { recursive: true });
  const { imports } = JSON.parse(readFileSync('package.json', 'utf8'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module', imports }));
  const missing = OUTPUTS.find((required) => !existsSync(path.join(dir, required)));
  if (missing) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `${missing} is missing (a build is running or failed); try again with --build.`,
    );
  }
  return dir;
}
