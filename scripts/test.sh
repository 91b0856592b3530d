#!/usr/bin/env bash
# npm test: lint, types, unit/component/API tests (API on SQLite, then on PostgreSQL and Redis), then the composed site in Chromium.
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
