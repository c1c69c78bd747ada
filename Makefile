# Two commands on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: run test lint install worker clean

$(VENV)/.installed: pyproject.toml scripts/install.sh
	PYTHON=$(PYTHON) sh scripts/install.sh
	touch $@

install: $(VENV)/.installed

run: install
	$(PY) server.py

worker: install
	$(PY) worker.py

test: install lint
	sh scripts/ensure-redis.sh
	sh scripts/ensure-chromium.sh
	$(PY) -m pytest $(PYTEST_ARGS)

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy

clean:
	rm -rf $(VENV)
