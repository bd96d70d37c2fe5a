# konkan: everyday commands. Needs only python3 and make; everything else goes in .venv.

VENV   := .venv
PY     := $(VENV)/bin/python
UV     := $(VENV)/bin/uv
STAMP  := $(VENV)/.installed
PYTEST := $(PY) -m pytest -q -p no:cacheprovider

.PHONY: setup lab test notebooks bench clean

setup: $(STAMP)

# Re-runs only when pyproject.toml changes. uv installs in seconds where pip takes much longer.
$(STAMP): pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q uv
	$(UV) pip install -q --python $(PY) -e '.[test,lab]'
	touch $@

# JupyterLab on the learner's own copies in my-notebooks/ (gitignored, made on first use, never
# overwritten), with the repository as root so the notebooks' links to docs/rules.md work. It
# runs until Ctrl+C. See tools/lab.py.
lab: setup
	$(PY) tools/lab.py

# Lint and types first, then unit, property and doctests (engine modules and README), then the notebooks' stored
# outputs against a fresh run, then the tutorial in JupyterLab and Notebook 7 in headless
# chromium ($CHROMIUM or /usr/bin/chromium; a missing browser fails). Make stops at the first
# failing command, with its status.
test: setup
	$(VENV)/bin/ruff check konkan tests benchmarks tools
	$(VENV)/bin/mypy
	$(PYTEST) tests konkan README.md --doctest-modules --ignore=tests/browser
	PYDEVD_DISABLE_FILE_VALIDATION=1 $(PYTEST) --nbval --nbval-current-env \
		--nbval-sanitize-with tests/nbval_sanitize.cfg notebooks
	$(PYTEST) tests/browser

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
	rm -rf $(VENV) build dist .pytest_cache .hypothesis *.egg-info
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
	find . -name .ipynb_checkpoints -type d -prune -exec rm -rf {} +
