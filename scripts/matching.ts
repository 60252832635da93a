/**
 * The matching engine for operators: `npm run matching -- instance.json [--seed N]` reads an instance
 * (docs/matching.md), forms its groups and prints them with each group's score and the total, as
 * JSON on stdout. A malformed instance prints what is wrong on stderr and exits with 2.
 */
import { readFileSync } from 'node:fs';
import { InvalidInstanceError, runMatching } from '../server/features/matching/engine/run.ts';

const args = process.argv.slice(2);
const seedAt = args.indexOf('--seed');
const seed = seedAt >= 0 ? Number(args[seedAt + 1]) : 1;
const file = args.find((a, i) => !a.startsWith('--') && (seedAt < 0 || i !== seedAt + 1));
if (!file || !Number.isInteger(seed)) {
  process.stderr.write('usage: npm run matching -- <instance.json> [--seed N]\n');
  process.exit(2);
}

let input: unknown;
try {
  input = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  process.stderr.write(`cannot read ${file}: ${(error as Error).message}\n`);
  process.exit(2);
}

try {
  const started = performance.now();
  const result = runMatching(input, { seed });
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`${JSON.stringify(result, null, 1)}\n`);
  process.stderr.write(
    `${result.groups.length} groups, ${result.waiting.length} learners waiting, total ${result.total.toFixed(4)}, ${seconds.toFixed(3)} s\n`,
  );
} catch (error) {
  if (!(error instanceof InvalidInstanceError)) throw error;
  process.stderr.write(`the instance is not valid:\n${error.message}\n`);
  process.exit(2);
}
