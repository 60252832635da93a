// `npm run dev`: the API on 5001 (restarting on change) and Vite's dev server on 5000, which proxies /api.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  PORT: process.env.API_PORT ?? '5001',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5000',
};
const procs = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--port', '5000', '--strictPort'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', () => stop());
