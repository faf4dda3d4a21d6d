# elevenkit: `make run` serves the dashboards, `make test` runs every test. See README.md.
# Each target creates .venv (with $(PYTHON), 3.10 or newer) and installs the kit into it first.

PYTHON ?= python3
VENV ?= .venv
PORT ?= 8866
HOST ?= 127.0.0.1
# Optional password for `make run` on a classroom network (pupils open http://HOST:PORT/?token=...).
TOKEN ?=
# A kernel ready for every pupil, started before the lesson: `CLASS=30:capture-trainer make run`
# or `CLASS=30 make run` for every dashboard; `CLASS=30:/c/4B7` prepares 30 finished pages of that
# class link (also the cap: page 31 gets "the class is full"). About 100 MB a kernel; see bench/README.md.
CLASS ?=
# Extra arguments: `make test PYTEST_ARGS="-k gallery -x"`, `make bench BENCH_ARGS=--quick`.
PYTEST_ARGS ?=
BENCH_ARGS ?=

# Voila reads the classroom settings (config/voila.py) from here, also as a JupyterLab extension.
export JUPYTER_CONFIG_PATH := $(CURDIR)/config$(if $(JUPYTER_CONFIG_PATH),:$(JUPYTER_CONFIG_PATH))

BIN := $(VENV)/bin
PY := $(BIN)/python
NOTEBOOK_DIRS := $(wildcard notebooks dashboards)

# The translation catalogues (see `make po` below). The editable install keeps each compiled .mo
# beside its .po, so a changed .po is compiled again here, before any target that runs the kit.
LOCALE_DIR := elevenkit/locale
LANGUAGES := en de
PO_FILES := $(foreach lang,$(LANGUAGES),$(LOCALE_DIR)/$(lang)/LC_MESSAGES/elevenkit.po)
MO_FILES := $(PO_FILES:.po=.mo)

.DEFAULT_GOAL := help
.PHONY: help run test check coverage lab bench

# The fast tests: no browser, no slow test, no package index, no fresh Python per test (pyproject.toml
# registers the marks); property tests with fewer examples (the "quick" profile, tests/conftest.py); no
# nbval plugin (it runs notebooks only in `make test`, and loading it costs each process 1.5 s of CPU).
FAST_TESTS := -m "not browser and not slow and not network and not subprocess" --hypothesis-profile=quick -p no:nbval

# `make help` lists every target whose rule line ends with "## what it does" (tests/test_makefile.py
# checks that each phony target has one).
help:  ## list these targets
	@echo "elevenkit (HOST=$(HOST), PORT=$(PORT); set either on the command line, e.g. HOST=0.0.0.0 make run):"
	@awk -F ':.*## ' '/^[a-z][a-z-]*:.*## / { printf "  make %-11s %s\n", $$1, $$2 }' $(firstword $(MAKEFILE_LIST))

$(PY):
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 10))' || \
		{ echo "elevenkit needs Python 3.10 or newer; try: make PYTHON=python3.12 ..."; exit 1; }
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed: $(PY) pyproject.toml setup.py
	$(PY) -m pip install --quiet --editable .
	@touch $@

$(MO_FILES): %.mo: %.po $(VENV)/.installed
	$(PY) -c 'from setup import compile_catalogues; compile_catalogues()'
	@touch $(MO_FILES)

$(VENV)/.installed-test: $(VENV)/.installed
	$(PY) -m pip install --quiet --editable '.[test]'
	@touch $@

$(VENV)/.installed-dev: $(VENV)/.installed-test
	$(PY) -m pip install --quiet --editable '.[dev]'
	@touch $@

# Teacher pages ask for TEACHER_PASSWORD (make run TEACHER_PASSWORD=...; make passes it on in the
# environment); without it, the server makes one up and prints it here (elevenkit/serving/short_links.py).
# The same as `elevenkit serve` (elevenkit/serving/cli.py), which a teacher without make runs after pip install.
run: $(VENV)/.installed $(MO_FILES)  ## serve the dashboards on http://HOST:PORT (HOST=0.0.0.0 for a classroom; TOKEN= to require a password)
	$(PY) -m elevenkit serve --host=$(HOST) --port=$(PORT) $(if $(TOKEN),--token='$(TOKEN)') \
		$(if $(CLASS),--class='$(CLASS)')

# dashboards/lessons links to notebooks/ (so that `make run` serves the lessons): nbval runs them once.
# --nbval-lax: run every cell and fail on any error, but do not compare outputs with the ones
# saved in the notebook (widget ids and random tasks differ on every run; a cell that must show a
# fixed output is marked "# NBVAL_CHECK_OUTPUT"). Two workers, each test file (so each notebook) on one of them.
# The class-join browser tests time out waiting for the join bar when they run in a worker after
# other tests (seen in CI, 2026-12-02) and pass in a run of their own; until the cause is found they
# run in a second pytest of their own (exit 5: a PYTEST_ARGS selection left none of them).
# The 25 slowest tests are listed at the end (`make test` must stay under 20 minutes on a fresh clone),
# and every browser test that failed once and passed on its second run (-rR; tests/browser/conftest.py).
ALONE_TESTS := tests/browser/test_browser_classroom.py tests/browser/test_browser_class_signin.py
ALONE_IGNORES := $(foreach t,$(ALONE_TESTS),--ignore=$(t))
test: $(VENV)/.installed-test $(MO_FILES)  ## run the whole suite: unit, widget, notebook (nbval) and browser tests
	$(PY) -m pytest tests $(NOTEBOOK_DIRS) --ignore=dashboards/lessons --nbval-lax --nbval-current-env --nbval-cell-timeout=300 \
		-n 2 --dist loadfile --durations=25 -rfER $(ALONE_IGNORES) $(PYTEST_ARGS)
	$(PY) -m pytest $(ALONE_TESTS) -n 0 -rfER $(PYTEST_ARGS) || [ $$? -eq 5 ]

# ruff and mypy read their settings from pyproject.toml. Fix findings with `$(BIN)/ruff format .`
# and `$(BIN)/ruff check --fix .`. Two test workers: this machine has two cores (worksteal: a worker
# that has run out of tests takes over part of the other's, so neither waits at the end). Bytecode caches on
# (PYTHONDONTWRITEBYTECODE unset), or every run compiles the kit and rewrites every test module again.
check: $(VENV)/.installed-dev $(MO_FILES)  ## while developing: ruff (format and lint), mypy and the fast tests (under a minute)
	$(BIN)/ruff format --check .
	$(BIN)/ruff check .
	$(BIN)/mypy
	PYTHONDONTWRITEBYTECODE= $(PY) -m pytest tests $(FAST_TESTS) -n 2 --dist worksteal -q $(PYTEST_ARGS)

# Not part of `make test`: measuring slows every test down. The report lists the uncovered lines.
coverage: $(VENV)/.installed-test $(MO_FILES)  ## line coverage of elevenkit/ by the tests that need no browser
	$(PY) -m pytest tests -m "not browser and not network" -n 2 -q --cov --cov-report=term-missing $(PYTEST_ARGS)

# jupyter-config/ (jupyter_server_config.d/elevenkit.json; an editable install does not put it into
# .venv/etc/jupyter, `pip install .` does) enables two server extensions, here and on Binder:
# elevenkit.serving.short_links (the short class links /c/<code>) and elevenkit.serving.lab (no MathJax
# from a CDN on the dashboards; saving a kit notebook leaves out its outputs, so `git status` stays clean).
# HOST and PORT as for `make run` (a PORT given on the command line or in the environment; else 8888,
# so that make run and make lab can run side by side); TOKEN= sets the lab's token.
# No news feed, update check or extension catalogue: JupyterLab asks no host but this one.
LAB_PORT := $(if $(filter file,$(origin PORT)),8888,$(PORT))
lab: JUPYTER_CONFIG_PATH := $(JUPYTER_CONFIG_PATH):$(CURDIR)/jupyter-config
lab: $(VENV)/.installed $(MO_FILES)  ## open the lessons in JupyterLab on http://HOST:PORT (default port 8888)
	$(BIN)/jupyter lab --ServerApp.ip=$(HOST) --ServerApp.port=$(LAB_PORT) --ServerApp.port_retries=0 \
		--ServerApp.root_dir=. --LabApp.default_url=/lab/tree/notebooks \
		--LabApp.news_url=None --LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate \
		--LabApp.extension_manager=readonly \
		$(if $(TOKEN),--IdentityProvider.token=$(TOKEN)) $(if $(filter 0,$(shell id -u)),--allow-root)

bench: $(VENV)/.installed-test $(MO_FILES)  ## run every benchmark in bench/ and print its figures (about 12 min; BENCH_ARGS=--quick: about 8)
	@echo "Every benchmark in bench/, one after the other: about 12 minutes in all on a 2-core machine" \
		"(BENCH_ARGS=--quick: about 8). Figures from earlier runs: bench/README.md."
	@failed=""; for script in bench/bench_*.py; do \
		[ -e "$$script" ] || { echo "no benchmarks in bench/ yet"; break; }; \
		echo "== $$script"; $(PY) "$$script" $(BENCH_ARGS) || failed="$$failed $$script"; \
	done; \
	[ -z "$$failed" ] || { echo "these benchmarks failed:$$failed"; exit 1; }

# --- The browser-only site (voici + Pyodide): `make site` builds site/, `make serve-site` serves it.
# The build has its own venv (.venv-site, pinned in site-build/requirements.txt): its voici and
# JupyterLite line is on JupyterLab 4.5, the kit's runtime pins are on 4.6. `make site-lock`
# re-resolves both lock files (site-build/requirements.txt, site-build/kernel-requirements.txt).
SITE_VENV ?= .venv-site
SITE_DIR ?= site
SITE_PY := $(SITE_VENV)/bin/python
.PHONY: site serve-site site-lock

$(SITE_PY):
	$(PYTHON) -m venv $(SITE_VENV)

$(SITE_VENV)/.installed: $(SITE_PY) site-build/requirements.txt
	$(SITE_PY) -m pip install --quiet --require-hashes -r site-build/requirements.txt
	@touch $@

site: $(SITE_VENV)/.installed  ## build the browser-only site into site/ (first time a few minutes, needs npm and PyPI)
	$(SITE_PY) site-build/build.py --output $(SITE_DIR)

serve-site:  ## serve site/ on http://HOST:PORT (builds it first if missing)
	@[ -f $(SITE_DIR)/index.html ] || $(MAKE) site
	$(PYTHON) site-build/serve.py $(SITE_DIR) --host $(HOST) --port $(PORT)

site-lock: $(SITE_VENV)/.installed  ## re-resolve the site's two lock files in site-build/
	cd site-build && ../$(SITE_VENV)/bin/uv pip compile requirements.in --universal --python-version 3.10 \
		--generate-hashes --quiet -o requirements.txt
	cd site-build && ../$(SITE_VENV)/bin/uv pip compile kernel-requirements.in --generate-hashes --quiet \
		--python-platform wasm32-pyodide2025 --python-version 3.13 --only-binary :all: \
		--no-emit-package widgetsnbextension --no-emit-package jupyterlab-widgets \
		--no-emit-package jedi --no-emit-package parso -o kernel-requirements.txt

# --- Translations: `make pot` extracts every string marked for translation (the functions of
# elevenkit/i18n.py) into the catalogue template elevenkit/locale/elevenkit.pot, with the settings in
# pyproject.toml ([tool.babel]). Run it after changing a translated string: tests/test_i18n.py fails
# while the committed catalogue is out of date. The creation date is left out, so that the file only
# changes when a message does (and two branches do not collide on it).
POT := elevenkit/locale/elevenkit.pot
.PHONY: pot

pot: $(VENV)/.installed-dev  ## extract the translation catalogue elevenkit/locale/elevenkit.pot (after changing a translated string)
	BABEL_PYPROJECT_TOML=pyproject.toml $(BIN)/pybabel --quiet extract --output-file=$(POT).new
	grep -v '^"POT-Creation-Date: ' $(POT).new > $(POT)
	rm $(POT).new

# `make po` brings the English and German catalogues (elevenkit/locale/<lang>/LC_MESSAGES/elevenkit.po)
# up to date with the template: new messages come in untranslated, a changed one is marked fuzzy
# with the old text as a guess, removed ones go. The translator then fills in the German
# (tests/test_catalogues.py: every message translated, none fuzzy, the same {placeholders}).
# The package build compiles each .po into the .mo that gettext reads (setup.py).
.PHONY: po

po: pot  ## update the English and German catalogues (.po) from elevenkit.pot; then translate what is new
	@for lang in $(LANGUAGES); do \
		[ -f $(LOCALE_DIR)/$$lang/LC_MESSAGES/elevenkit.po ] || \
			$(BIN)/pybabel --quiet init --input-file=$(POT) --output-dir=$(LOCALE_DIR) --domain=elevenkit --locale=$$lang; \
	done
	$(BIN)/pybabel --quiet update --input-file=$(POT) --output-dir=$(LOCALE_DIR) --domain=elevenkit --ignore-obsolete
	@for po in $(PO_FILES); do grep -v '^"POT-Creation-Date: ' $$po > $$po.new && mv $$po.new $$po; done
