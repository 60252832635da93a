#!/usr/bin/env bash
# `npm test`: every suite. Unit and API tests on PGlite; the server suite again on PostgreSQL when one
# answers (TEST_DATABASE_URL, or the local server at 127.0.0.1:5432), alongside end-to-end in Chromium.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/results
rm -f .tmp/results/*.json
status=0

run() { # name, then the vitest arguments
  local name=$1; shift
  echo "=== $name ==="
  npx vitest run "$@" --reporter=default --reporter=json --outputFile.json=".tmp/results/$name.json" || status=1
}

# The static checks first: types, the import boundaries (ESLint) and formatting (Biome).
echo "=== static checks ==="
npm run --silent typecheck || { echo "typecheck failed" >&2; status=1; }
npm run --silent lint || { echo "lint failed" >&2; status=1; }

# The money fault-injection suite (server/features/payments/fault-injection.test.ts) runs its full
# 1000 rounds on PostgreSQL below, where the background leg has the time; on PGlite a quarter of them.
# Both cores: Vitest's default keeps one for itself, which on CI's 2 cores meant one worker (551 s
# here; 318 s with two).
FAULT_ROUNDS=${FAULT_ROUNDS:-250} run unit --maxWorkers=2

PG_URL=${TEST_DATABASE_URL:-}
if [ -z "$PG_URL" ] && node -e "const s=require('net').connect(5432,'127.0.0.1');s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1))" 2>/dev/null; then
  PG_URL=postgres://postgres@127.0.0.1:5432/test
fi
# The server suite on PostgreSQL runs alongside the end-to-end tests, one worker: the browser tests
# mostly wait on pages, and the two together fit CI's 30-minute budget where one after the other did
# not. Its output is printed after theirs.
pg_pid=""
if [ -n "$PG_URL" ]; then
  echo "=== server-postgres: started alongside e2e, output below ==="
  (FAULT_ROUNDS=1000 TEST_DATABASE_URL=$PG_URL TEST_DRIVER=postgres npx vitest run --project server --maxWorkers=1 \
    --reporter=default --reporter=json --outputFile.json=.tmp/results/server-postgres.json \
    >.tmp/server-postgres.log 2>&1) &
  pg_pid=$!
else
  echo "=== server-postgres: skipped (no PostgreSQL reachable; set TEST_DATABASE_URL) ==="
fi

if bash scripts/ensure-chromium.sh; then
  run e2e --config e2e/vitest.config.ts
else
  echo "chromium could not be installed: end-to-end tests not run" >&2
  status=1
fi

if [ -n "$pg_pid" ]; then
  wait "$pg_pid" || status=1
  echo "=== server-postgres ==="
  cat .tmp/server-postgres.log
fi

# One closing line over all suites, in the plain form CI reads.
node scripts/summarise-results.mjs .tmp/results || status=1
exit $status
