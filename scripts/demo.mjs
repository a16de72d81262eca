// `npm run demo`: the built app in demo mode, on its own embedded database in ./data-demo (so it
// never touches ./data). The first start builds the demo world (about half a minute); later
// starts reuse it. Delete ./data-demo to start over. The server itself refuses demo mode when
// NODE_ENV=production.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: process.env.DATA_DIR ?? './data-demo',
  DEMO_MODE: 'on',
  // The demo's mails (date invites, confirmations) can be read at /dev/mailbox.
  DEV_MAILBOX: process.env.DEV_MAILBOX ?? 'on',
};
console.log(
  `\n  Right One demo: open http://localhost:${port}/login and choose a member under "Try the demo"\n`,
);
const server = spawn(process.execPath, ['dist/server/main.js'], { stdio: 'inherit', env });
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => (process.exitCode = code ?? 0));
