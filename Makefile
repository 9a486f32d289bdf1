# floortool: two commands do all set-up on a fresh machine (Python 3.11+ and make).
#   make run   - create .venv, install, compile the catalogues, open the app on the embedded database with a demo event
#   make test  - create .venv, install, run every check (ruff, mypy, import-linter, pytest)
#   make axe   - axe-core from the npm registry for the web pages' accessibility test (npm ci)
#   make package - the one-folder bundle for this platform in dist/ (packaging/floortool.spec)
#   make installer - and its installer (Windows setup .exe, macOS .dmg, Linux .tar.gz)
#   make smoke - build the bundle and smoke-test it (packaging/smoke_test.py)
#   make catalogues-update - bring resources/i18n/*.ts up to date with the texts in the sources

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# The window's catalogues, compiled from resources/i18n/*.ts (the .qm are built, not committed).
CATALOGUES := $(patsubst %.ts,%.qm,$(wildcard resources/i18n/floortool_*.ts))
# axe-core, pinned by tests/web/axe/package-lock.json; only the accessibility test reads it.
AXE_DIR := tests/web/axe
AXE := $(AXE_DIR)/node_modules/axe-core/axe.min.js

.PHONY: run test lint typecheck imports axe pytest package installer smoke clean catalogues catalogues-update

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

# After adding or changing a text: bring the .ts files up to date with the sources
# (packaging/catalogue_update.py), then write the translations it left unfinished.
catalogues-update: $(STAMP)
	$(BIN)/python packaging/catalogue_update.py

run: $(STAMP) $(CATALOGUES)
	$(BIN)/floortool demo

lint: $(STAMP)
	$(BIN)/ruff check floortool tests benchmarks packaging docs
	$(BIN)/ruff format --check floortool tests benchmarks packaging docs

typecheck: $(STAMP)
	$(BIN)/mypy

imports: $(STAMP)
	$(BIN)/lint-imports

# Without npm the step says so and the accessibility test skips (fails under
# FLOORTOOL_TEST_BROWSER=required, as on CI), as the browser tests do without Chromium.
$(AXE): $(AXE_DIR)/package.json $(AXE_DIR)/package-lock.json
	@if command -v npm >/dev/null 2>&1; then \
		npm ci --prefix $(AXE_DIR) --no-audit --no-fund --loglevel=error && touch $(AXE); \
	else echo "make axe: npm is missing, so the web accessibility test cannot run"; fi

axe: $(AXE)

pytest: $(STAMP) $(CATALOGUES) axe
	$(BIN)/pytest -n auto

test: lint typecheck imports pytest

package: $(STAMP) $(CATALOGUES)
	$(BIN)/python packaging/build_installer.py bundle

installer: package
	$(BIN)/python packaging/build_installer.py installer

smoke: package
	$(BIN)/python packaging/smoke_test.py dist

clean:
	rm -rf $(VENV) build dist *.egg-info .mypy_cache .pytest_cache .ruff_cache $(CATALOGUES) $(AXE_DIR)/node_modules
