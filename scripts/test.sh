#!/usr/bin/env bash
# npm test: lint, types, unit/component/API tests (API on SQLite, then on PostgreSQL and Redis), then the composed site in
# Chromium, on one server and then on the cluster.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "lint"
npm run lint --silent
step "typecheck"
npm run typecheck --silent
step "unit, component and API tests (jest)"
npx jest --ci
step "API tests on PostgreSQL and Redis (private servers, started and removed here)"
npm run test:postgres --silent
step "production build (what is missing)"
node build-tools/build-all.mjs
step "release check (remotes' singletons match the shell's)"
node build-tools/release-check.mjs
step "end-to-end tests (Playwright, Debian Chromium)"
bash scripts/ensure-chromium.sh
npm run test:e2e --silent
# The spine and the releases again, through HAProxy and on each process directly: one form factor and two files
# keep it to a few minutes of CI's 90 on 2 cores. Not through `npm run test:e2e -- ...`: the inner npm would take
# --cluster as an option of its own.
step "end-to-end tests on the cluster (3 processes behind HAProxy, PostgreSQL, Redis)"
node e2e/run-e2e.mjs --cluster tests/spine.spec.ts tests/releases.spec.ts --project=desktop --project=releases
