// Built by esbuild from js/src/ (make js): edit those files, not this one.

// src/base.js
var KONKAN_SUITS = ["S", "H", "D", "C"];
var KONKAN_SUIT_GLYPHS = { S: "♠", H: "♥", D: "♦", C: "♣" };
var KONKAN_RANK_TEXT = { 1: "A", 11: "J", 12: "Q", 13: "K" };
function konkanCard(id) {
  if (id >= 104) {
    return {
      id,
      joker: true,
      code: "JK",
      text: konkanWord("widget.base.card.joker.text"),
      name: konkanWord("widget.base.card.joker"),
      suit: null,
      rank: 0
    };
  }
  const r = id % 52, suit = KONKAN_SUITS[Math.floor(r / 13)], rank = r % 13 + 1;
  const rt = KONKAN_RANK_TEXT[rank] || String(rank);
  return {
    id,
    joker: false,
    suit,
    rank,
    code: rt + suit,
    text: rt + KONKAN_SUIT_GLYPHS[suit],
    name: konkanWord("widget.base.card", {
      rank: konkanWord("widget.base.rank." + rank),
      suit: konkanWord("widget.base.suit." + suit)
    })
  };
}
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
var KONKAN_FACES = /* @__PURE__ */ new WeakMap();
function konkanFaces(root, model) {
  const holder = konkanEl("div", "konkan-faces", { "aria-hidden": "true" });
  const name = root.dataset.konkanView || "";
  KONKAN_FACES.set(model, name);
  Object.assign(KONKAN_WORDS, model.get("words") || {});
  const draw = () => {
    holder.innerHTML = (model.get("faces") || "").replace(/ id="(konkan-c[^"]*)"/g, ' id="$1-' + name + '"');
  };
  draw();
  model.on("change:faces", draw);
  root.appendChild(holder);
  return () => model.off("change:faces", draw);
}
var KONKAN_SVG_NS = "http://www.w3.org/2000/svg";
function konkanCardEl(model, id, opts) {
  const o = opts || {};
  const four = model.get("four_colour") ? 4 : 2;
  const card = id === null || id === void 0 ? null : konkanCard(id);
  const e = konkanEl(o.tag || "span", "konkan-card" + (card ? "" : " konkan-card-back") + (o.cls ? " " + o.cls : ""), {
    "data-id": card ? card.id : null,
    "data-code": card ? card.code : null,
    role: o.role || "img",
    "aria-label": o.label || (card ? card.name : konkanWord("widget.base.card.back")),
    title: o.title || (card ? card.text : null)
  });
  const svg = document.createElementNS(KONKAN_SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 60 84");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  const use = document.createElementNS(KONKAN_SVG_NS, "use");
  const view = KONKAN_FACES.get(model);
  use.setAttribute("href", "#konkan-c" + four + "-" + (card ? card.code : "back") + (view ? "-" + view : ""));
  svg.appendChild(use);
  e.appendChild(svg);
  return e;
}
function konkanCardsText(ids) {
  return (ids || []).map((i) => konkanCard(i).text).join(" ");
}
function konkanSay(model, key, fields) {
  return konkanFill(model.get("words") || {}, key, fields);
}
var KONKAN_WORDS = {};
function konkanWord(key, fields) {
  return konkanFill(KONKAN_WORDS, key, fields);
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
function konkanRove(container, items, opts) {
  const o = opts || {};
  let current = 0;
  const sync = () => {
    const list = items();
    if (!list.length) return;
    current = Math.max(0, Math.min(current, list.length - 1));
    list.forEach((e, i) => {
      e.tabIndex = i === current ? 0 : -1;
    });
  };
  const onKey = (ev) => {
    const list = items();
    const target = (
      /** @type {HTMLElement} */
      ev.target
    );
    const i = list.indexOf(target);
    if (i < 0) return;
    if (ev.shiftKey && o.onKey) {
      o.onKey(ev, target, i);
      return;
    }
    let next = null;
    const horizontal = o.vertical ? ["ArrowUp", "ArrowDown"] : ["ArrowLeft", "ArrowRight"];
    if (ev.key === horizontal[0] || !o.vertical && ev.key === "ArrowUp") next = i - 1;
    else if (ev.key === horizontal[1] || !o.vertical && ev.key === "ArrowDown") next = i + 1;
    else if (ev.key === "Home") next = 0;
    else if (ev.key === "End") next = list.length - 1;
    else if (ev.key === " " || ev.key === "Enter") {
      ev.preventDefault();
      if (o.onPress) o.onPress(target, i, ev);
      return;
    } else if (o.onKey) {
      o.onKey(ev, target, i);
      return;
    }
    if (next === null) return;
    ev.preventDefault();
    current = (next + list.length) % list.length;
    sync();
    list[current].focus();
  };
  container.dataset.konkanRove = "true";
  KONKAN_ROVES.set(container, onKey);
  container.addEventListener("focusin", (ev) => {
    const i = items().indexOf(
      /** @type {HTMLElement} */
      ev.target
    );
    if (i >= 0) {
      current = i;
      sync();
    }
  });
  return {
    sync,
    focus: () => {
      sync();
      const l = items();
      if (l.length) l[current].focus();
    },
    index: () => current,
    set: (i) => {
      current = i;
      sync();
    }
  };
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
function konkanPickRow(model, ids, picked, onToggle, opts) {
  const o = opts || {};
  const row = konkanEl("div", "konkan-pickrow" + (o.cls ? " " + o.cls : ""), {
    role: "listbox",
    "aria-multiselectable": "true",
    "aria-label": o.label || konkanWord("widget.small.cards"),
    "data-testid": o.testid || "cards"
  });
  const items = [];
  ids.forEach((id) => {
    const on = picked.includes(id);
    const card = konkanCard(id);
    const e = konkanCardEl(model, id, {
      role: "option",
      cls: "konkan-pickable" + (on ? " konkan-picked" : "") + (o.small ? " konkan-mid" : ""),
      label: on ? konkanWord("widget.small.picked", { card: card.name }) : card.name
    });
    e.setAttribute("aria-selected", on ? "true" : "false");
    e.dataset.focus = (o.prefix || "card-") + id;
    e.addEventListener("click", () => onToggle(id));
    items.push(e);
    row.appendChild(e);
  });
  const rove = konkanRove(row, () => items, { onPress: (e) => onToggle(Number(e.dataset.id)) });
  rove.sync();
  if (!ids.length) row.appendChild(konkanEl("span", "konkan-empty-note", { text: o.empty || konkanWord("widget.small.no_cards") }));
  return row;
}
function konkanCardGroup(model, ids, opts) {
  const o = opts || {};
  const g = konkanEl("div", "konkan-cardgroup" + (o.cls ? " " + o.cls : ""), {
    role: "img",
    "aria-label": o.label || ids.map((i) => konkanCard(i).name).join(", ")
  });
  ids.forEach((id) => g.appendChild(konkanCardEl(model, id, { cls: o.size || "konkan-mid", role: "presentation", label: "" })));
  return g;
}
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
function konkanVerdictBox(v, headline, opts) {
  const o = opts || {};
  const box = konkanEl("div", "konkan-verdict", { "data-testid": o.testid || "verdict", "data-ok": v.ok ? "true" : "false" });
  const head = konkanEl("div", "konkan-verdict-head");
  head.append(
    konkanEl("span", "konkan-verdict-mark", { text: v.ok ? "✓" : "✗", "aria-hidden": "true" }),
    konkanEl("span", "konkan-verdict-title", { text: headline })
  );
  if (v.rule) head.append(konkanEl("span", "konkan-rule", { text: v.rule, title: konkanWord("widget.small.rule", { rule: v.rule }) }));
  box.appendChild(head);
  if (v.text) box.appendChild(konkanEl("div", "konkan-verdict-text", { text: v.text, "data-testid": (o.testid || "verdict") + "-text" }));
  return box;
}

// src/checker.js
function konkanCheckerRender({ model, el }) {
  const say = (key, fields = {}) => konkanSay(model, "widget.checker." + key, fields);
  const root = konkanRoot(el, "konkan-small-widget konkan-checker", say("title"));
  const disposers = [konkanFaces(root, model), konkanKeys(root), konkanLive(root, model)];
  const send = (intent) => konkanSend(model, intent);
  const bar = konkanEl("div", "konkan-bar");
  const body = konkanEl("div", "konkan-checker-body");
  const live = konkanEl("div", "konkan-visually-hidden", { "aria-live": "polite", "data-testid": "narrator" });
  const messageBox = konkanMessage(model);
  disposers.push(messageBox.dispose);
  root.append(bar, body, messageBox.el, live);
  function draw() {
    const ids = model.get("cards") || [];
    const picked = model.get("picked") || [];
    const v = model.get("verdict") || {};
    bar.replaceChildren(
      konkanEl("span", "konkan-title", { text: say("title") }),
      konkanEl("span", "konkan-grow", { text: say("how") }),
      konkanButton(say("clear"), () => send({ kind: "pick", cards: [] }), {
        action: "clear",
        cls: "konkan-small-button",
        enabled: picked.length > 0,
        reason: picked.length ? null : say("nothing_picked")
      }),
      konkanButton(
        konkanSay(model, model.get("four_colour") ? "widget.base.colours.two" : "widget.base.colours.four"),
        () => send({ kind: "settings", four_colour: !model.get("four_colour") }),
        { action: "colours", cls: "konkan-small-button" }
      )
    );
    konkanRedraw(root, body, () => {
      const mat = konkanEl("div", "konkan-mat");
      mat.appendChild(konkanPickRow(
        model,
        ids,
        picked,
        (id) => send({ kind: "toggle", card: id }),
        { label: say("cards") }
      ));
      const out = [mat];
      if (v.message) {
        const kind = v.legal ? say(v.kind === "run" ? "run" : "set", { points: String(v.points) }) : say("not_a_meld");
        const box = konkanVerdictBox({ ok: v.legal, text: v.message, rule: v.rule }, kind);
        if (v.legal) {
          const laid = konkanEl("div", "konkan-checker-laid");
          const ordered = v.ordered || [];
          laid.appendChild(konkanCardGroup(model, ordered, { label: say("laid_out", { cards: konkanCardsText(ordered) }) }));
          const shown = v.joker_shown || { cards: [], word: "" };
          if (shown.cards.length) {
            laid.appendChild(konkanEl("span", "konkan-joker-reading", {
              "data-testid": "joker-reading",
              text: say(
                shown.word === "and" ? "jokers_are" : "joker_is",
                { cards: shown.cards.map((id) => konkanCard(id).text).join(" " + shown.word + " ") }
              )
            }));
          }
          box.appendChild(laid);
        }
        const readings = v.readings || [];
        if (readings.length) {
          const group = konkanEl("div", "konkan-readings", { role: "radiogroup", "aria-label": say("readings") });
          group.appendChild(konkanEl("span", "konkan-hint-line", { text: say("stands_for") }));
          const buttons = readings.map((r) => {
            const b = konkanEl("button", "konkan-button konkan-small-button konkan-reading", {
              type: "button",
              role: "radio",
              "aria-checked": r.chosen ? "true" : "false",
              "data-card": r.card,
              "data-focus": "reading-" + r.card,
              text: r.text
            });
            b.addEventListener("click", () => send({ kind: "read_as", card: r.card }));
            return b;
          });
          buttons.forEach((b) => group.appendChild(b));
          konkanRove(group, () => buttons, { onPress: (b) => b.click() }).sync();
          box.appendChild(group);
        }
        out.push(box);
        live.textContent = say("said", { kind, message: v.message });
      } else {
        live.textContent = "";
      }
      return out;
    });
    root.dataset.revision = String(model.get("revision"));
  }
  disposers.push(konkanWatch(model, ["cards", "picked", "verdict", "four_colour", "revision"], draw));
  return () => disposers.forEach((d) => d());
}
var checker_default = { render: konkanCheckerRender };
export {
  checker_default as default
};
