# Sourced by the ensure-*.sh scripts: a program the tests need, from Debian's packages.
#
#   ensure_debian_package <program> <package> <what needs it> [<another way, for the message>]
#
# <program> is an absolute path (it must be executable) or a command name (found on PATH).
# When it is missing, it is installed with apt-get (as root), or the function prints how to
# install it and returns 1. It never downloads anything from outside Debian's archive, and
# the tests that need the program are never skipped.
ensure_debian_package() {
  local program=$1 package=$2 needed_by=$3 other=${4:-}
  present() {
    if [[ $program == /* ]]; then [ -x "$program" ]; else command -v "$program" >/dev/null 2>&1; fi
  }
  present && return 0
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "$program not found: installing Debian's $package package..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "$package" >/dev/null
    present && return 0
  fi
  {
    echo "$needed_by need $program, and it is not installed."
    echo "Install it with:   sudo apt-get install -y $package     (Debian/Ubuntu)"
    if [ -n "$other" ]; then echo "$other"; fi
  } >&2
  return 1
}
