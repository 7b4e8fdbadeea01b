#!/usr/bin/env bash
# The reverse-proxy tests run the site behind Debian's nginx with deploy/nginx.conf.
# Install it when missing (as root, with apt-get), or stop with a message that says how.
# Never skips those tests. The package's service is not started: the tests run their
# own nginx on loopback ports with a configuration rendered into a temporary directory.
set -euo pipefail
path="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$path" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx not found at $path: installing Debian's nginx package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends nginx >/dev/null
  [ -x "$path" ] && exit 0
fi
cat >&2 <<MSG
The reverse-proxy tests need nginx at $path, and it is not installed.
Install it with:   sudo apt-get install -y nginx     (Debian/Ubuntu)
or point NGINX_PATH at an existing nginx binary (built with the ssl and http_v2 modules).
MSG
exit 1
