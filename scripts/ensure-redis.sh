#!/bin/sh
# The tests start their own redis-server on a free port; install the binary when missing.
set -eu
command -v redis-server >/dev/null 2>&1 && exit 0
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
$SUDO apt-get update -q
$SUDO apt-get install -y -q redis-server
