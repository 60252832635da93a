// `npm run dev`: one server on :5000 that restarts on server changes; the client's modules and pages go
// through Vite's dev server inside it (hot reload, pages rendered by ssrLoadModule, no build).
import { spawn } from 'node:child_process';

const child = spawn('npx', ['tsx', 'watch', '--ignore', 'client/**', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, CLIENT_DEV_SERVER: 'true' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
