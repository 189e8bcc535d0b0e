#!/usr/bin/env bash
# Before `npm test` (npm's pretest): the programs the tests drive that npm cannot install. Debian's Chromium headless
# shell for the end-to-end tests (CHROMIUM_HEADLESS_SHELL_PATH names another) and a Java runtime for the W3C Nu HTML
# checker (vnu-jar); each is installed with apt only when missing, so on a machine that has them this does nothing.
# (Screenshots and the measures use the full browser, Debian's `chromium`: scripts/lib/chromium.ts.)
set -euo pipefail
missing=()
if [ -z "${CHROMIUM_HEADLESS_SHELL_PATH:-}" ] && ! command -v chromium-headless-shell >/dev/null 2>&1; then
  missing+=(chromium-headless-shell)
fi
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing what the tests need: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
