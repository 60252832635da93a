#!/usr/bin/env bash
# Installs Debian's chromium when it is missing: browsers cannot be downloaded by npm here.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then exit 0; fi
echo "chromium not found: installing Debian's package" >&2
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-core >/dev/null
command -v chromium >/dev/null
