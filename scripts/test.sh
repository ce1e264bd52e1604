#!/usr/bin/env bash
# The whole test suite: typecheck, lint, unit + integration (PGlite, then PostgreSQL when
# TEST_DATABASE_URL is set), then fault and end-to-end tests against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."

# every stage says when it starts and how long the one before took; the total is printed at the end
SUITE_START=$SECONDS
STAGE_NAME=""
STAGE_START=$SECONDS
stage_done() { [[ -n "$STAGE_NAME" ]] && printf '\033[2m  %s: %d s\033[0m\n' "$STAGE_NAME" $((SECONDS - STAGE_START)); return 0; }
step() {
  stage_done
  STAGE_NAME="$1"
  STAGE_START=$SECONDS
  printf '\n\033[1m▶ %s\033[0m (%s)\n' "$1" "$(date +%H:%M:%S)"
}
trap 'stage_done; printf "\n\033[1mGesamt: %d s\033[0m\n" $((SECONDS - SUITE_START))' EXIT

# typecheck and lint are each one process: side by side they use both cores (the route types they
# both read are generated first)
step "Typecheck and lint (side by side)"
npx react-router typegen >/dev/null
LOGS=$(mktemp -d)
( npx tsc --noEmit >"$LOGS/typecheck" 2>&1; echo $? >"$LOGS/typecheck.rc" ) &
( npm run --silent lint >"$LOGS/lint" 2>&1; echo $? >"$LOGS/lint.rc" ) &
wait
for part in typecheck lint; do
  printf '  %s: ' "$part"; cat "$LOGS/$part"
  if [[ $(cat "$LOGS/$part.rc") == 0 ]]; then echo ok; fi
done
[[ $(cat "$LOGS/typecheck.rc") == 0 && $(cat "$LOGS/lint.rc") == 0 ]] || { echo "Typecheck oder Lint fehlgeschlagen."; exit 1; }

# the modules where concurrency decides (seats, checkout, check-in, box office, waiting list, discount
# uses, refunds, cancellations and series, plan limits, the outbox, migrations) run on PostgreSQL when
# a server is configured — there they would only repeat on PGlite what the stronger run shows
PG_DIRS=(app/modules/ticketing app/modules/refunds app/modules/event-management app/modules/organizers app/modules/outbox db/)
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  step "Vitest (PGlite; the concurrency modules follow on PostgreSQL)"
  EXCLUDES=()
  for d in "${PG_DIRS[@]}"; do EXCLUDES+=(--exclude "${d%/}/**/*.test.ts"); done
  npx vitest run "${EXCLUDES[@]}"
else
  step "Vitest (PGlite)"
  npx vitest run
fi

if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  step "Vitest integration suite on PostgreSQL (${TEST_DATABASE_URL})"
  # PostgreSQL runs the modules where the server's concurrency decides the outcome: seats, checkout,
  # check-in, box office, waiting list, discount uses (ticketing), refunds, cancellations and series
  # (event-management), plan limits (organizers), the outbox and the migrations. The rest asks what
  # PGlite — PostgreSQL's own code, single connection — answers the same way; it runs once, above, so
  # the suite stays inside CI's 25 minutes on two cores.
  TEST_DB=pg npx vitest run "${PG_DIRS[@]}" --exclude '**/*.test.tsx'
fi

step "Build"
npm run --silent build

# a private PostgreSQL cluster crashed under load, SIGTERM under load, SMTP down for a minute
# (tests/faults; they skip with a message where no PostgreSQL server binaries are installed)
step "Fault tests (production build, private PostgreSQL)"
npx vitest run --config vitest.faults.config.ts

step "Playwright end-to-end (Chromium)"
npx playwright test
