#!/bin/sh
# Creates .venv and installs the dependencies listed in pyproject.toml (runtime and test).
set -eu
sh "$(dirname "$0")/ensure-pdf-libs.sh"
PYTHON=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python - <<'PY' > .venv/requirements.txt
import tomllib
project = tomllib.load(open("pyproject.toml", "rb"))["project"]
print("\n".join(project["dependencies"] + project["optional-dependencies"]["test"]))
PY
# SecantusDB is a pre-release; its specifier names one, which lets pip take it.
.venv/bin/python -m pip install --quiet -r .venv/requirements.txt
