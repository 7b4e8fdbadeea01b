#!/usr/bin/env bash
# The ADF/XML unit tests validate every generated lead against data/adf/adf-1.0.dtd with
# xmllint (Debian's libxml2-utils). Install it when missing (as root, with apt-get), or
# stop with a message that says how. Never skips the validation.
set -euo pipefail
if command -v xmllint >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "xmllint not found: installing Debian's libxml2-utils package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq libxml2-utils >/dev/null
  command -v xmllint >/dev/null 2>&1 && exit 0
fi
cat >&2 <<MSG
The unit tests validate ADF/XML leads with xmllint, and it is not installed.
Install it with:   sudo apt-get install -y libxml2-utils     (Debian/Ubuntu)
                   brew install libxml2                       (macOS; xmllint ships with the system too)
MSG
exit 1
