#!/usr/bin/env bash
# Browser tests drive Debian's Chromium. Install it when missing (as root, with apt-get),
# or stop with a message that says how. Never downloads a browser of its own.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $path: installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  [ -x "$path" ] && exit 0
fi
cat >&2 <<MSG
Browser tests need Chromium at $path, and it is not installed.
Install it with:   sudo apt-get install -y chromium     (Debian/Ubuntu)
or point CHROMIUM_PATH at an existing Chromium or Chrome binary.
MSG
exit 1
