#!/bin/sh
# The page tests (the API reference, the set-password page) drive a headless Chromium; install it when missing.
set -eu
if command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; then
    exit 0
fi
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends chromium
