#!/usr/bin/env node
// Development mode: the server (restarting on change) on :3000 and Vite's dev server with hot reload on :5173,
// which proxies /v1 and /dev to the server. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['--filter', '@attune/server', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3000' },
  }),
  spawn('pnpm', ['--filter', '@attune/web', 'dev'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
