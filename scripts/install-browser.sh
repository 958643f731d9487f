#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests when it is missing (Playwright's own browser
# download is not used). `npm test` runs it before the end-to-end tests. Needs root or sudo; does
# nothing when Chromium is there (CHROMIUM_PATH, default /usr/bin/chromium).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  exit 0
fi
echo "Chromium is missing: installing Debian's chromium for the end-to-end tests" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
