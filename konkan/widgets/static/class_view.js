// Built by esbuild from js/src/ (make js): edit those files, not this one.

// src/base.js
function konkanEl(tag, cls, attrs) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === void 0 || v === null || v === false) continue;
    if (k === "text") e.textContent = String(v);
    else e.setAttribute(k, v === true ? "" : String(v));
  }
  return e;
}
function konkanViewName() {
  const page = (
    /** @type {{ konkanViews?: number }} */
    globalThis
  );
  page.konkanViews = (page.konkanViews || 0) + 1;
  return "konkan-v" + page.konkanViews + "-" + Math.random().toString(36).slice(2, 8);
}
function konkanRoot(el, cls, label) {
  const root = konkanEl("div", "konkan-root " + cls, {
    role: "region",
    "aria-label": label,
    "data-lm-suppress-shortcuts": "true",
    "data-konkan-view": konkanViewName()
  });
  el.appendChild(root);
  return root;
}
function konkanSay(model, key, fields) {
  return konkanFill(model.get("words") || {}, key, fields);
}
function konkanFill(words, key, fields) {
  const text = words[key];
  if (text === void 0) throw new Error("konkan: the page was sent no words for " + key);
  return text.replace(/\{(\w+)\}/g, (whole, name) => {
    const value = (fields || {})[name];
    if (value === void 0) throw new Error("konkan: the words " + key + " need a value for " + name);
    return String(value);
  });
}
function konkanMessage(model) {
  const box = konkanEl("div", "konkan-message", { role: "status", "aria-live": "polite", "data-testid": "message" });
  const draw = () => {
    const m = model.get("message") || {};
    box.textContent = m.text || "";
    box.dataset.tone = m.tone || "info";
    box.hidden = !m.text;
  };
  draw();
  model.on("change:message", draw);
  return { el: box, dispose: () => model.off("change:message", draw) };
}
function konkanButton(label, onPress, opts) {
  const o = opts || {};
  const b = konkanEl("button", "konkan-button" + (o.cls ? " " + o.cls : ""), {
    type: "button",
    title: o.reason || o.title || null,
    "aria-disabled": o.enabled === false ? "true" : null,
    "data-action": o.action || null,
    "data-focus": o.action ? "btn-" + o.action : null,
    "aria-keyshortcuts": o.keys || null
  });
  b.textContent = label;
  if (o.reason) b.setAttribute("aria-description", o.reason);
  b.addEventListener("click", (ev) => {
    ev.preventDefault();
    onPress(ev);
  });
  return b;
}
var KONKAN_ROVES = /* @__PURE__ */ new WeakMap();
function konkanKeys(root) {
  const onKey = (ev) => {
    if (!(ev.target instanceof Element) || !root.contains(ev.target)) return;
    const group = ev.target.closest("[data-konkan-rove]");
    const handle = group && KONKAN_ROVES.get(group);
    if (!handle) return;
    handle(ev);
    if (ev.defaultPrevented) ev.stopPropagation();
  };
  window.addEventListener("keydown", onKey, true);
  return () => window.removeEventListener("keydown", onKey, true);
}
function konkanSend(model, intent) {
  const live = KONKAN_LIVE.get(model);
  try {
    model.send(intent);
  } catch (e) {
    if (live) live.failed();
    return;
  }
  if (live) live.sent();
}
var KONKAN_LIVE = /* @__PURE__ */ new WeakMap();
function konkanLive(root, model) {
  const el = root.parentElement;
  if (!el || el.closest("[data-konkan-live]")) return () => {
  };
  root.dataset.konkanLive = "true";
  const note = konkanEl("div", "konkan-lost-note", { role: "alert", "data-testid": "lost", hidden: true });
  root.prepend(note);
  let dropped = false, failed = false, late = false, waiting = false;
  let timer;
  const paint = () => {
    const lost = dropped || failed || late;
    const words = (model.get("lost") || {}).text || "";
    note.textContent = words;
    note.hidden = !lost || !words;
    root.classList.toggle("konkan-lost", lost);
    for (const child of root.children) if (child !== note && child instanceof HTMLElement) child.inert = lost;
    root.dataset.lost = dropped ? "dropped" : failed ? "failed" : late ? "late" : "no";
  };
  const block = (ev) => {
    if (root.classList.contains("konkan-lost") && !note.contains(
      /** @type {Node | null} */
      ev.target
    )) {
      ev.preventDefault();
      ev.stopImmediatePropagation();
    }
  };
  const blocked = ["click", "keydown", "input", "change", "pointerdown"];
  blocked.forEach((t) => root.addEventListener(t, block, true));
  const busy = () => {
    try {
      const manager = (
        /** @type {{ kernel?: { status?: string } } | undefined} */
        model.widget_manager
      );
      const k = manager && manager.kernel;
      return !!(k && k.status === "busy");
    } catch (e) {
      return false;
    }
  };
  const wait = () => {
    clearTimeout(timer);
    const s = Number((model.get("lost") || {}).wait);
    timer = setTimeout(() => {
      if (!waiting) return;
      root.dataset.waiting = busy() ? "busy" : "long";
      if (busy()) {
        wait();
        return;
      }
      late = true;
      paint();
    }, (s > 0 ? s : 10) * 1e3);
  };
  const watch = {
    sent: () => {
      if (!waiting) {
        waiting = true;
        wait();
      }
    },
    failed: () => {
      failed = true;
      paint();
    }
  };
  const answered = () => {
    waiting = false;
    delete root.dataset.waiting;
    clearTimeout(timer);
    if (late || failed) {
      late = false;
      failed = false;
      paint();
    }
  };
  const cut = () => {
    if (!dropped) {
      dropped = true;
      paint();
    }
  };
  const mark = () => {
    if (el.classList.contains("jupyter-widgets-disconnected")) cut();
  };
  const seen = new MutationObserver(mark);
  seen.observe(el, { attributes: true, attributeFilter: ["class"] });
  KONKAN_LIVE.set(model, watch);
  model.on("change:revision", answered);
  model.on("comm_live_update", cut);
  model.on("change:lost", paint);
  mark();
  paint();
  return () => {
    clearTimeout(timer);
    seen.disconnect();
    model.off("change:revision", answered);
    model.off("comm_live_update", cut);
    model.off("change:lost", paint);
    KONKAN_LIVE.delete(model);
    blocked.forEach((t) => root.removeEventListener(t, block, true));
    note.remove();
  };
}

// src/small.js
function konkanRedraw(root, box, build) {
  const active = (
    /** @type {HTMLElement | null} */
    document.activeElement
  );
  const key = active && root.contains(active) && active.dataset ? active.dataset.focus : null;
  box.replaceChildren(...build());
  if (key) {
    const again = (
      /** @type {HTMLElement | null} */
      box.querySelector('[data-focus="' + key + '"]')
    );
    if (again) {
      again.tabIndex = 0;
      again.focus();
    }
  }
}
function konkanWatch(model, keys, draw) {
  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      draw();
    });
  };
  keys.forEach((k) => model.on("change:" + k, schedule));
  draw();
  return () => keys.forEach((k) => model.off("change:" + k, schedule));
}

// src/class_view.js
function konkanClassViewRender({ model, el }) {
  const say = (key, fields = {}) => konkanSay(model, "widget.class_view.page." + key, fields);
  const board0 = model.get("board") || {};
  const root = konkanRoot(el, "konkan-small-widget konkan-class-view", say("title", { code: board0.code || "" }));
  const disposers = [konkanKeys(root), konkanLive(root, model)];
  const send = (intent) => konkanSend(model, intent);
  const bar = konkanEl("div", "konkan-bar");
  const body = konkanEl("div", "konkan-class-view-body");
  const messageBox = konkanMessage(model);
  disposers.push(messageBox.dispose);
  root.append(bar, messageBox.el, body);
  let confirming = false;
  function buttons(b) {
    const box = konkanEl("div", "konkan-class-view-actions", { role: "group", "aria-label": say("actions") });
    box.appendChild(b.paused ? konkanButton(say("resume"), () => send({ kind: "resume" }), { action: "resume", cls: "konkan-primary" }) : konkanButton(say("pause"), () => send({ kind: "pause" }), { action: "pause" }));
    if (b.released) box.appendChild(konkanEl("span", "konkan-class-view-badge", { text: say("released"), "data-testid": "released" }));
    else if (!confirming) box.appendChild(konkanButton(say("release"), () => {
      confirming = true;
      draw();
    }, { action: "release" }));
    box.appendChild(konkanButton(say("save"), () => send({ kind: "save" }), { action: "save" }));
    return box;
  }
  function studentRow(s, count) {
    const tr = konkanEl("tr", "", { "data-testid": "student", "data-user": s.user });
    tr.appendChild(konkanEl("th", "konkan-class-view-name", { scope: "row", text: s.user }));
    const lessons = konkanEl("td", "");
    if (!s.lessons.length) lessons.appendChild(konkanEl("span", "konkan-class-view-none", { text: say("none_yet") }));
    s.lessons.forEach((l) => lessons.appendChild(konkanEl("span", "konkan-class-view-chip", {
      "data-testid": "lesson",
      text: say("lesson_chip", { number: l.number, stars: l.stars }),
      title: say("lesson_title", { title: l.title, done: l.done, steps: l.steps })
    })));
    const practice = konkanEl("td", "");
    if (!s.practice.length) practice.appendChild(konkanEl("span", "konkan-class-view-none", { text: say("none_yet") }));
    s.practice.forEach((p) => practice.appendChild(konkanEl("span", "konkan-class-view-chip", {
      "data-testid": "practice",
      text: say("practice_chip", { kind: p.kind, level: p.level })
    })));
    const test = konkanEl("td", "");
    const dots = konkanEl("span", "konkan-class-view-dots", { "data-testid": "test" });
    s.test.forEach((done, i) => dots.appendChild(konkanEl("span", "konkan-class-view-dot" + (done ? " konkan-class-view-done" : ""), {
      role: "img",
      "aria-label": say(done ? "puzzle_answered" : "puzzle_not_yet", { number: i + 1 }),
      title: say(done ? "puzzle_answered" : "puzzle_not_yet", { number: i + 1 })
    })));
    test.append(dots, konkanEl("span", "konkan-class-view-count", {
      "data-testid": "answered",
      text: say("answered_of", { answered: s.answered, count })
    }));
    tr.append(lessons, practice, test);
    return tr;
  }
  function tableCard(t) {
    const card = konkanEl("section", "konkan-class-view-table" + (t.paused ? " konkan-class-view-paused" : ""), {
      "data-testid": "table",
      "aria-label": say("table", { number: t.number })
    });
    const head = konkanEl("div", "konkan-class-view-table-head");
    head.append(
      konkanEl("span", "konkan-class-view-table-name", { text: say("table", { number: t.number }) }),
      konkanEl("span", "", { "data-testid": "round", text: t.game_over ? say("game_over") : say(t.round_over ? "round_over" : "round", { round: t.round }) })
    );
    if (t.paused) head.appendChild(konkanEl("span", "konkan-class-view-badge", { text: say("paused"), "data-testid": "paused" }));
    card.appendChild(head);
    const list = konkanEl("ul", "konkan-class-view-seats");
    t.seats.forEach((s) => {
      const li = konkanEl("li", s.to_play ? "konkan-class-view-to-play" : "", { "data-testid": "seat" });
      const who = s.user == null ? say("seat_computer", { seat: s.name }) : say(s.present ? "seat_student" : "seat_away", { seat: s.name, user: s.user });
      li.append(
        konkanEl("span", "konkan-grow", { text: who }),
        konkanEl("span", "konkan-class-view-points", { text: say("score", { points: s.points }) })
      );
      if (s.to_play) li.appendChild(konkanEl("span", "konkan-class-view-badge", { text: say("to_play") }));
      list.appendChild(li);
    });
    card.appendChild(list);
    return card;
  }
  function draw() {
    const b = model.get("board") || { code: "", released: false, count: 0, students: [], tables: [], paused: false };
    if (b.released) confirming = false;
    const items = [konkanEl("span", "konkan-title", { text: say("title", { code: b.code }), "data-testid": "title" })];
    items.push(konkanEl("span", "konkan-grow konkan-class-view-live", {
      text: model.get("live") ? say("live") : "",
      "data-testid": "live"
    }));
    bar.replaceChildren(...items);
    konkanRedraw(root, body, () => {
      const out = [buttons(b)];
      if (confirming) {
        const sure = konkanEl("div", "konkan-class-view-confirm", { "data-testid": "confirm" });
        sure.appendChild(konkanEl("div", "konkan-class-view-heading", { text: say("sure_release") }));
        if (b.unanswered) sure.appendChild(konkanEl("p", "konkan-class-view-warning", { text: b.unanswered, "data-testid": "unanswered" }));
        const yes = konkanEl("div", "konkan-class-view-actions");
        yes.append(
          konkanButton(
            say("yes_release"),
            () => {
              confirming = false;
              send({ kind: "release" });
            },
            { action: "release-sure", cls: "konkan-primary" }
          ),
          konkanButton(say("not_yet"), () => {
            confirming = false;
            draw();
          }, { action: "release-not-yet" })
        );
        sure.appendChild(yes);
        out.push(sure);
      }
      out.push(konkanEl("h3", "konkan-class-view-heading", { text: say("students") }));
      if (!b.students.length) out.push(konkanEl("p", "konkan-class-view-none", {
        text: say("no_students", { code: b.code }),
        "data-testid": "no-students"
      }));
      else {
        const table = konkanEl("table", "konkan-class-view-grid", { "data-testid": "students" });
        const head = konkanEl("tr", "");
        ["student", "lessons", "practice", "test"].forEach((k) => head.appendChild(konkanEl("th", "", { scope: "col", text: say(k) })));
        const thead = konkanEl("thead", "");
        thead.appendChild(head);
        const tbody = konkanEl("tbody", "");
        b.students.forEach((s) => tbody.appendChild(studentRow(s, b.count)));
        table.append(thead, tbody);
        out.push(table);
      }
      if (b.results && b.results.length) {
        out.push(konkanEl("h3", "konkan-class-view-heading", { text: b.results_heading || "" }));
        const list = konkanEl("div", "konkan-class-view-results", { "data-testid": "results" });
        b.results.forEach((r) => list.appendChild(konkanEl("span", "konkan-class-view-chip", { text: r.words, "data-testid": "result" })));
        out.push(list);
      }
      out.push(konkanEl("h3", "konkan-class-view-heading", { text: say("tables") }));
      if (!b.tables.length) out.push(konkanEl("p", "konkan-class-view-none", { text: say("no_tables") }));
      else {
        const grid = konkanEl("div", "konkan-class-view-tables");
        b.tables.forEach((t) => grid.appendChild(tableCard(t)));
        out.push(grid);
      }
      return out;
    });
    root.dataset.revision = String(model.get("revision"));
  }
  disposers.push(konkanWatch(model, ["board", "live", "revision"], draw));
  return () => disposers.forEach((d) => d());
}
var class_view_default = { render: konkanClassViewRender };
export {
  class_view_default as default
};
