#!/usr/bin/env bash
# The whole test suite: typecheck, lint, unit + integration (PGlite, then PostgreSQL when
# TEST_DATABASE_URL is set), then fault and end-to-end tests against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m▶ %s\033[0m\n' "$1"; }

step "Typecheck"
npm run --silent typecheck

step "Lint"
npm run --silent lint

step "Vitest (PGlite)"
npx vitest run

if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  step "Vitest integration suite on PostgreSQL (${TEST_DATABASE_URL})"
  # the input fuzzing (10,000 requests) asks how the app handles odd input, which PGlite — PostgreSQL's
  # own code — answers the same way; it runs once, above, to keep the suite within its time budget
  TEST_DB=pg npx vitest run .int.test. --exclude 'tests/integration/security/fuzz-*'
fi

step "Build"
npm run --silent build

# a private PostgreSQL cluster crashed under load, SIGTERM under load, SMTP down for a minute
# (tests/faults; they skip with a message where no PostgreSQL server binaries are installed)
step "Fault tests (production build, private PostgreSQL)"
npx vitest run --config vitest.faults.config.ts

step "Playwright end-to-end (Chromium)"
npx playwright test
