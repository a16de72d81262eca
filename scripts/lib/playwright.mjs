import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Without Chromium the journeys cannot run: fails under CI=true, else exits 0 saying so. */
export function requireChromium() {
  if (existsSync(chromiumPath)) return;
  const line = '!'.repeat(78);
  console.error(`\n${line}\n  Chromium not found at ${chromiumPath} (set CHROMIUM_PATH).`);
  if (process.env.CI === 'true') {
    console.error(`  CI=true: the browser journeys cannot be skipped. FAILING.\n${line}\n`);
    process.exit(1);
  }
  console.error(
    `  The browser journeys were SKIPPED. They did not run and did not pass.\n${line}\n`,
  );
  process.exit(0);
}

/** Runs `npx playwright test ...args` with `env` added; resolves with its exit code. */
export function runPlaywright(args, env) {
  const playwright = spawn('npx', ['playwright', 'test', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const forward = (signal) => playwright.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => playwright.on('exit', (code) => resolve(code ?? 1)));
}
