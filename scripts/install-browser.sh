#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests when it is missing (Playwright's own browser
# download is not used). Needs root or sudo; does nothing when /usr/bin/chromium exists.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
