"""A widget in a light page: its own ESM and CSS in a blank page, bridged to the Python widget in
the test process, with no JupyterLab, no server and no kernel.

Driving JupyterLab costs a browser test seconds of processor time a notebook (loading it, a
kernel, Run All: ``benchmarks/bench_test_pages.py``); in this page a table scenario of three picks,
a hint and a refused move costs about a second. What is about the widget itself (what a click
sends, what Python answers, what the page then draws) can be checked here; what is about
JupyterLab or Notebook 7 (stored pictures, themes, their keyboard shortcuts, styles mixed with
theirs) stays with them.

The bridge is the comm layer's two ends: what the page sends (a state update or a custom message)
reaches the widget through ``_handle_msg``, exactly as ipywidgets delivers it from a kernel's comm;
what the widget sends back through its comm (state updates, custom messages) is collected and
handed to the page as the answer, which applies it to its model. A small model object stands in
for anywidget's (``get``, ``set``, ``save_changes``, ``on``, ``off``, ``send``). Every message the
page is given is kept (:attr:`Light.received`), so a test can check what reached the page.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

# Mounts a widget's ESM and CSS in the page, with a model holding ``state``; what it sends goes to
# window.konkanToPython with the mount's token, whose answer (the widget's messages) the model
# applies. Each mount gets its own element and model, so several widgets share one page as in a
# notebook; window.konkanLights[n] keeps each mount's element and its model's `apply`, so a test
# can hand the page an answer that comes late (Light.release).
HOST = """async ([esm, css, state, index, token]) => {
  const style = document.createElement('style'); style.textContent = css; document.head.append(style);
  const mod = await import(URL.createObjectURL(new Blob([esm], {type: 'text/javascript'})));
  const widget = mod.default ?? mod;
  const values = {...state}, listeners = {}, pending = {};
  const emit = (ev, ...a) => (listeners[ev] || []).slice().forEach(f => f(...a));
  const apply = (msgs) => {
    for (const m of msgs) {
      if (m.method === 'update') {
        for (const [k, v] of Object.entries(m.state)) values[k] = v;
        for (const k of Object.keys(m.state)) emit('change:' + k);
        emit('change');
      } else if (m.method === 'custom') emit('msg:custom', m.content, []);
    }
  };
  const toPython = async (msg) => apply(JSON.parse(await window.konkanToPython(token, JSON.stringify(msg))));
  const model = {
    get: (k) => values[k],
    set: (k, v) => { values[k] = v; pending[k] = v; emit('change:' + k); },
    save_changes: () => {
      const d = {...pending};
      for (const k in pending) delete pending[k];
      toPython({method: 'update', state: d});
    },
    on: (ev, f) => { for (const e of ev.split(' ')) (listeners[e] ||= []).push(f); },
    off: (ev, f) => {
      if (!ev) { for (const k in listeners) delete listeners[k]; return; }
      listeners[ev] = f ? (listeners[ev] || []).filter(g => g !== f) : [];
    },
    send: (content) => toPython({method: 'custom', content}),
    emit,
  };
  const root = document.createElement('div');
  root.dataset.mount = String(index);
  document.body.append(root);
  (window.konkanLights ||= [])[index] = {el: root, apply, model};
  if (widget.initialize) await widget.initialize({model});
  const cleanup = await widget.render({model, el: root});
  if (typeof cleanup === 'function') (window.konkanCleanups ||= []).push(cleanup);
}"""
# What a view leaves running (a timer, a listener on window) stops before the page shows others, as
# in JupyterLab when an output is cleared: each view's cleanup, as render gave it.
CLEAN = """() => {
  for (const f of window.konkanCleanups || []) { try { f(); } catch (e) { /* a view half gone */ } }
  window.konkanCleanups = [];
}"""


@dataclass
class Light:
    """A widget mounted in a light page: what the page was given, first the widget's whole state.

    With :attr:`hold` set, what the page sends waits here unanswered (a kernel busy with a long
    cell, or gone): the widget sees none of it until :meth:`release`."""

    widget: Any
    index: int = 0
    received: list[dict[str, Any]] = field(default_factory=list)
    hold: bool = False
    held: list[str] = field(default_factory=list)

    def answer(self, text: str) -> str:
        """The page sent ``text`` (a JSON message): deliver it as a kernel's comm would, and give
        back what the widget sent in answer."""
        if self.hold:
            self.held.append(text)
            return "[]"
        return json.dumps(self._deliver(text), default=str)

    def _deliver(self, text: str) -> list[dict[str, Any]]:
        sent: list[dict[str, Any]] = []
        self.widget.comm.send = lambda data=None, metadata=None, buffers=None: sent.append(data)
        self.widget._handle_msg({"content": {"data": json.loads(text)}, "buffers": []})
        answer = [m for m in sent if isinstance(m, dict) and m.get("method") in ("update", "custom")]
        self.received.extend(answer)
        return answer

    def release(self, page: Any) -> None:
        """Deliver what waited to the widget, and its answers to the page, as a slow kernel at last
        would."""
        self.hold = False
        held, self.held = self.held, []
        for text in held:
            answer = json.dumps(self._deliver(text), default=str)
            page.evaluate("([i, a]) => window.konkanLights[i].apply(JSON.parse(a))", [self.index, answer])

    @property
    def selector(self) -> str:
        """The CSS selector of this mount's element (its widget's root is inside)."""
        return f"[data-mount='{self.index}']"


def mount(page: Any, widget: Any) -> Light:
    """Show ``widget`` alone in ``page`` (a page of its own: this replaces what it showed)."""
    return mount_many(page, [widget])[0]


def mount_many(page: Any, widgets: list[Any]) -> list[Light]:
    """Show ``widgets`` one below the other in ``page``, each bridged to its own Python widget (this
    replaces what the page showed)."""
    lights = [Light(w, k) for k, w in enumerate(widgets)]
    bridge = getattr(page, "_konkan_light", None)
    if bridge is None:  # a page exposes a name once: later mounts re-point the one bridge
        bridge = {"lights": {}, "mounts": 0}
        # A message from a view of an earlier mount (late, or from a timer) reaches nobody: each
        # mount's views send with a token of their own.
        page.expose_function(
            "konkanToPython",
            lambda token, text: bridge["lights"][token].answer(text) if token in bridge["lights"] else "[]",
        )
        page._konkan_light = bridge
    else:
        page.evaluate(CLEAN)
    bridge["mounts"] += 1
    tokens = [f"{bridge['mounts']}:{light.index}" for light in lights]
    bridge["lights"] = dict(zip(tokens, lights))
    page.set_content("<!doctype html><html><head><meta charset='utf-8'></head><body></body></html>")
    for light, token in zip(lights, tokens):
        widget = light.widget
        state = {k: v for k, v in widget.get_state().items() if not k.startswith("_") and k != "layout"}
        state = json.loads(json.dumps(state, default=str))
        light.received.append({"method": "update", "state": state})
        page.evaluate(HOST, [widget._esm, widget._css, state, light.index, token])
    return lights
