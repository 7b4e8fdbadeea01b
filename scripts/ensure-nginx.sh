#!/usr/bin/env bash
# The reverse-proxy tests run the site behind Debian's nginx with deploy/nginx.conf:
# installed when missing (scripts/debian-package.sh). The package's service is not started:
# the tests run their own nginx on loopback ports with a configuration rendered into a
# temporary directory.
set -euo pipefail
source "$(dirname "$0")/debian-package.sh"
path="${NGINX_PATH:-/usr/sbin/nginx}"
ensure_debian_package "$path" nginx "The reverse-proxy tests" "or point NGINX_PATH at an existing nginx binary (built with the ssl and http_v2 modules)."
