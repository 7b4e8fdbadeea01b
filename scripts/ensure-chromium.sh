#!/usr/bin/env bash
# Browser tests drive Debian's Chromium: installed when missing (scripts/debian-package.sh).
# Never downloads a browser of its own.
set -euo pipefail
source "$(dirname "$0")/debian-package.sh"
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
ensure_debian_package "$path" chromium "Browser tests" "or point CHROMIUM_PATH at an existing Chromium or Chrome binary."
