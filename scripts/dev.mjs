// Development: the API server (restarts on change) and Vite with hot reload, side by side.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    // The mail reader at /dev/mailbox is for development only: `npm start` never serves it.
    env: {
      ...process.env,
      PORT: '3000',
      DEV_MAILBOX: 'on',
      // #shared/ and #server/ resolve to the TypeScript sources under this condition.
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=right-one-source`.trim(),
    },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
console.log('\n  Right One dev: open http://localhost:5173 (API on http://localhost:3000)\n');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
