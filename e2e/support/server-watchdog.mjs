// Runs the command after "--" as a child and ends it when the test process that started this watchdog
// is gone, even if that process was killed hard (no afterAll, no exit handler): no orphaned servers.
import { spawn } from 'node:child_process';

// Usage: node server-watchdog.mjs <pid of the test process> -- <command> [args...]
// The pid is passed rather than read here: under load this script may start after its parent died.
const parent = Number(process.argv[2]);
const [command, ...args] = process.argv.slice(process.argv.indexOf('--') + 1);
const child = spawn(command, args, { stdio: 'inherit' });

let stopping = false;
function stop(signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  if (!stopping) {
    stopping = true;
    setTimeout(() => child.kill('SIGKILL'), 4000).unref();
  }
}

process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
const orphanCheck = setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500);
child.on('exit', (code, signal) => {
  clearInterval(orphanCheck);
  process.exit(code ?? (signal ? 128 : 1));
});
