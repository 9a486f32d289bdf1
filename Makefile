# floortool: two commands do all set-up on a fresh machine (Python 3.11+ and make).
#   make run   - create .venv, install, compile the catalogues, open the app on the embedded database with a demo event
#   make test  - create .venv, install, run every check (ruff, mypy, import-linter, pytest)
#   make package - the one-folder bundle for this platform in dist/ (packaging/floortool.spec)
#   make installer - and its installer (Windows setup .exe, macOS .dmg, Linux .tar.gz)
#   make smoke - build the bundle and smoke-test it (packaging/smoke_test.py)

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# The window's catalogues, compiled from resources/i18n/*.ts (the .qm are built, not committed).
CATALOGUES := $(patsubst %.ts,%.qm,$(wildcard resources/i18n/floortool_*.ts))

.PHONY: run test lint typecheck imports pytest package installer smoke clean catalogues

$(BIN)/python:
	$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "floortool needs Python 3.11 or newer"'
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

resources/i18n/%.qm: resources/i18n/%.ts | $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

catalogues: $(CATALOGUES)

run: $(STAMP) $(CATALOGUES)
	$(BIN)/floortool demo

lint: $(STAMP)
	$(BIN)/ruff check floortool tests benchmarks packaging docs
	$(BIN)/ruff format --check floortool tests benchmarks packaging docs

typecheck: $(STAMP)
	$(BIN)/mypy

imports: $(STAMP)
	$(BIN)/lint-imports

pytest: $(STAMP) $(CATALOGUES)
	$(BIN)/pytest -n auto

test: lint typecheck imports pytest

package: $(STAMP) $(CATALOGUES)
	$(BIN)/python packaging/build_installer.py bundle

installer: package
	$(BIN)/python packaging/build_installer.py installer

smoke: package
	$(BIN)/python packaging/smoke_test.py dist

clean:
	rm -rf $(VENV) build dist *.egg-info .mypy_cache .pytest_cache .ruff_cache $(CATALOGUES)
