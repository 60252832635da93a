// Adds up vitest's JSON reports into one closing line: 'N passed, N failed, N skipped'.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const f of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const r = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
  passed += r.numPassedTests;
  // A file that failed before running any test (an import error, say) counts as one failure.
  const brokenFiles = (r.testResults ?? []).filter(
    (s) => s.status === 'failed' && !(s.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  failed += r.numFailedTests + brokenFiles;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
