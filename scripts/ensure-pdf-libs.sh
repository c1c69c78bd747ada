#!/bin/sh
# WeasyPrint (PDF statements and receipts) needs Pango, HarfBuzz's subsetter (fonts embedded as subsets) and a
# font; install them when missing.
set -eu
LIBS="$({ ldconfig -p 2>/dev/null || /sbin/ldconfig -p 2>/dev/null; } || true)"
if echo "$LIBS" | grep -q "libpangoft2-1.0.so.0" && echo "$LIBS" | grep -q "libharfbuzz-subset.so.0" \
        && fc-list 2>/dev/null | grep -qi "DejaVu Sans"; then
    exit 0
fi
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
$SUDO apt-get update -q
$SUDO apt-get install -y -q libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0 fonts-dejavu-core fontconfig
