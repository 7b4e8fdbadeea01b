#!/usr/bin/env bash
# The ADF/XML unit tests validate every generated lead against server/mail/adf-1.0.dtd with
# xmllint (Debian's libxml2-utils): installed when missing (scripts/debian-package.sh).
# The validation is never skipped.
set -euo pipefail
source "$(dirname "$0")/debian-package.sh"
ensure_debian_package xmllint libxml2-utils "The unit tests (ADF/XML leads)" "or on macOS: brew install libxml2 (xmllint ships with the system too)."
