#!/usr/bin/env bash
# npm test: the static checks and the unit tests run beside the fixture build, which they do not read (on two cores the
# checks mostly keep one busy, the build mostly the other); then the end-to-end tests of that build. The type check goes
# first: it is done long before the build rewrites src/gatsby-types.d.ts, near its end. The build's output is in
# fixtures-build.log (scripts/build-fixtures.ts), its last lines shown here if it fails.
set -uo pipefail
setsid npm run -s build:fixtures >/dev/null 2>&1 &
build=$!
trap 'kill -- "-$build" 2>/dev/null' EXIT
if ! (npm run typecheck && npm run lint && npm run test:unit && npm run check:content); then
  exit 1
fi
if ! wait "$build"; then
  tail -n 40 fixtures-build.log
  echo "npm run build:fixtures failed"
  exit 1
fi
trap - EXIT
npm run test:e2e
