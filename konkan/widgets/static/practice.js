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
function konkanId(root, part) {
  return root.dataset.konkanView + "-" + part;
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
var KONKAN_RULE_CITE = /\s*\((R\d+(?:\.\d+)?(?:(?:, | and )R\d+(?:\.\d+)?)*)\)([.,;:!?]?)/g;
function konkanRuleText(text, rules) {
  const nodes = [];
  const notes = [];
  const known = rules || {};
  const words = String(text || "");
  let at = 0;
  for (const m of words.matchAll(KONKAN_RULE_CITE)) {
    nodes.push(document.createTextNode(words.slice(at, m.index) + (m[2] || "")));
    m[1].split(/, | and /).forEach((number) => {
      const short = known[number] || konkanWord("widget.base.rule.unknown", { rule: number });
      const note = konkanEl("span", "konkan-rule-note", { text: short, hidden: true, role: "note" });
      const chip = konkanEl("button", "konkan-rule-chip", {
        type: "button",
        "data-rule": number,
        "aria-expanded": "false",
        title: short,
        "aria-label": konkanWord("widget.base.rule.chip", { rule: number }),
        text: number
      });
      chip.addEventListener("click", (ev) => {
        ev.preventDefault();
        const open = note.hidden;
        note.hidden = !open;
        chip.setAttribute("aria-expanded", open ? "true" : "false");
      });
      nodes.push(document.createTextNode(" "), chip);
      notes.push(note);
    });
    at = m.index + m[0].length;
  }
  nodes.push(document.createTextNode(words.slice(at)));
  return nodes.concat(notes);
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

// src/puzzle.js
function konkanWords(model, key, fields) {
  return konkanSay(model, "widget.practice.page." + key, fields);
}
function konkanPuzzleFrame(model, el) {
  const root = konkanRoot(el, "konkan-small-widget konkan-practice", konkanWords(model, "root"));
  const disposers = [konkanFaces(root, model), konkanKeys(root), konkanLive(root, model)];
  const send = (intent) => konkanSend(model, intent);
  const bar = konkanEl("div", "konkan-bar konkan-practice-bar");
  const body = konkanEl("div", "konkan-practice-body");
  const live = konkanEl("div", "konkan-visually-hidden", { "aria-live": "polite", "data-testid": "narrator" });
  const messageBox = konkanMessage(model);
  disposers.push(messageBox.dispose);
  root.append(bar, body, live);
  const parts = konkanPuzzleParts({ model, root, send, messageBox });
  return { root, disposers, send, bar, body, live, messageBox, parts };
}
function konkanPuzzleParts({ model, root, send, messageBox }) {
  const say = (key, fields = {}) => konkanWords(model, key, fields);
  const state = {
    /** @type {number | undefined | null} */
    shown: null,
    typed: "",
    /** @type {Record<string, string>} */
    seats: {}
  };
  function newPuzzle(number) {
    if (state.shown !== number) {
      state.shown = number;
      state.typed = "";
      state.seats = {};
    }
  }
  function enterChecks(input, check) {
    input.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter") {
        ev.preventDefault();
        ev.stopPropagation();
        check();
      }
    });
  }
  function cardsRow(r, picked, inGroups) {
    const wrap = konkanEl("div", "konkan-practice-row");
    wrap.appendChild(konkanEl("div", "konkan-practice-caption", { text: r.caption }));
    if (r.pick) {
      const free = r.cards.filter((id) => !inGroups.includes(id));
      wrap.appendChild(konkanPickRow(
        model,
        free,
        picked,
        (id) => send({ kind: "toggle", card: id }),
        { label: r.caption, testid: "pick", empty: say("all_in_melds") }
      ));
    } else {
      const row = konkanEl("div", "konkan-practice-cards" + (r.spread ? " konkan-practice-spread" : "") + (r.cards.length > 10 ? " konkan-practice-long" : ""), {
        role: "img",
        "aria-label": say("row_label", { caption: r.caption, cards: r.cards.map((i) => konkanCard(i).name).join(", ") })
      });
      r.cards.forEach((id) => row.appendChild(konkanCardEl(model, id, { role: "presentation", label: "" })));
      wrap.appendChild(row);
    }
    return wrap;
  }
  function groupsArea(groups) {
    const wrap = konkanEl("div", "konkan-practice-groups", { role: "list", "aria-label": say("your_melds"), "data-testid": "groups" });
    if (!groups.length) {
      wrap.appendChild(konkanEl("div", "konkan-empty-note", { text: say("no_melds_yet") }));
      return wrap;
    }
    groups.forEach((g, i) => {
      const item = konkanEl("div", "konkan-practice-group", { role: "listitem", "data-testid": "group-" + i });
      item.appendChild(konkanCardGroup(model, g));
      const b = konkanButton(say("remove"), () => send({ kind: "ungroup", index: i }), {
        action: "ungroup-" + i,
        cls: "konkan-small-button",
        title: say("remove_title")
      });
      b.setAttribute("aria-label", say("remove_label", { number: i + 1, cards: konkanCardsText(g) }));
      item.appendChild(b);
      wrap.appendChild(item);
    });
    return wrap;
  }
  function answerArea(p, picked, groups, testing) {
    const form = p.form || {};
    const checkText = testing ? say("keep") : say("check");
    const box = konkanEl("section", "konkan-practice-answer", { "aria-label": say("your_answer"), "data-testid": "answer" });
    const typedCheck = () => {
      state.seats = {};
      send({ kind: "check", text: state.typed });
    };
    const tools = konkanEl("div", "konkan-practice-tools");
    const buttons = [];
    if (form.shape === "number") {
      const id = konkanId(root, "answer");
      const input = konkanEl("input", "konkan-practice-input", {
        id,
        type: "text",
        inputmode: "numeric",
        maxlength: "12",
        autocomplete: "off",
        "data-testid": "number",
        "data-focus": "number",
        "aria-describedby": id + "-how"
      });
      input.value = state.typed;
      input.addEventListener("input", () => {
        state.typed = input.value;
      });
      enterChecks(input, typedCheck);
      tools.append(konkanEl("label", "konkan-practice-label", { for: id, text: say("answer_label") }), input);
      buttons.push(konkanButton(checkText, typedCheck, { action: "check", cls: "konkan-primary", keys: "Enter" }));
      box.appendChild(konkanEl("div", "konkan-hint-line", { id: id + "-how", text: say("how", { how: form.how || "" }) }));
    } else if (form.shape === "numbers") {
      const grid = konkanEl("div", "konkan-practice-seats", { role: "group", "aria-label": say("each_score") });
      const check = () => {
        state.typed = "";
        send({ kind: "check", seats: Object.assign({}, state.seats) });
      };
      (form.seats || []).forEach((name, s) => {
        const id = konkanId(root, "seat-" + s);
        const cell = konkanEl("div", "konkan-practice-seat");
        const input = konkanEl("input", "konkan-practice-input", {
          id,
          type: "text",
          inputmode: "numeric",
          maxlength: "8",
          autocomplete: "off",
          "data-testid": "seat-" + s,
          "data-focus": "seat-" + s
        });
        input.value = state.seats[String(s)] || "";
        input.addEventListener("input", () => {
          state.seats[String(s)] = input.value;
        });
        enterChecks(input, check);
        cell.append(konkanEl("label", "konkan-practice-label", { for: id, text: name }), input);
        grid.appendChild(cell);
      });
      box.appendChild(grid);
      buttons.push(konkanButton(checkText, check, { action: "check", cls: "konkan-primary", keys: "Enter" }));
    } else if (form.shape === "cards" || form.shape === "groups") {
      if (form.shape === "groups") {
        box.appendChild(konkanEl("div", "konkan-practice-caption", { text: say("your_melds") }));
        box.appendChild(groupsArea(groups));
        buttons.push(konkanButton(say("make_meld"), () => send({ kind: "group" }), {
          action: "group",
          enabled: picked.length > 0,
          reason: picked.length ? null : say("pick_first")
        }));
      }
      buttons.push(konkanButton(checkText, () => send({ kind: "check" }), { action: "check", cls: "konkan-primary" }));
      if (picked.length || groups.length) buttons.push(konkanButton(say("put_back"), () => send({ kind: "clear" }), { action: "clear" }));
    }
    (form.choices || []).forEach((c) => {
      const b = konkanButton(c.text, () => send({ kind: "choose", word: c.word }), {
        action: "choose-" + c.word,
        cls: form.shape === "choice" ? "konkan-primary konkan-practice-choice" : "konkan-practice-choice"
      });
      b.dataset.testid = "choose-" + c.word;
      buttons.push(b);
    });
    buttons.forEach((b) => tools.appendChild(b));
    box.appendChild(tools);
    if (form.shape !== "number") {
      const id = konkanId(root, "typed");
      const line = konkanEl("div", "konkan-practice-typed");
      const input = konkanEl("input", "konkan-practice-input konkan-practice-wide", {
        id,
        type: "text",
        autocomplete: "off",
        maxlength: "200",
        placeholder: form.example,
        "data-testid": "typed",
        "data-focus": "typed",
        "aria-describedby": id + "-how"
      });
      input.value = state.typed;
      input.addEventListener("input", () => {
        state.typed = input.value;
      });
      enterChecks(input, typedCheck);
      line.append(
        konkanEl("label", "konkan-practice-label", { for: id, text: form.shape === "numbers" ? say("type_all") : say("type_it") }),
        input,
        konkanButton(testing ? say("keep_typed") : say("check"), typedCheck, { action: "check-typed", keys: "Enter" })
      );
      box.appendChild(line);
      box.appendChild(konkanEl("div", "konkan-hint-line", { id: id + "-how", text: say("how", { how: form.how || "" }) }));
    }
    box.appendChild(messageBox.el);
    return box;
  }
  function mistakeLine(m) {
    const line = konkanEl("div", "konkan-practice-mistake", { "data-testid": "mistake", "data-code": m.code });
    const cited = m.rule && !String(m.text).includes(m.rule) ? say("cited", { text: m.text, rule: m.rule }) : m.text;
    const words = konkanEl("span");
    words.append(document.createTextNode(" "), ...konkanRuleText(cited, model.get("rule_texts")));
    line.append(konkanEl("span", "konkan-practice-mistake-title", { text: say("slip") }), words);
    return line;
  }
  function verdictArea(v) {
    const slips = v.mistakes || [];
    const box = konkanVerdictBox(
      { ok: v.correct, text: slips.length ? "" : v.text, rule: "" },
      v.correct ? say("right") : say("not_right"),
      { testid: "verdict" }
    );
    box.setAttribute("role", "status");
    const said = box.querySelector(".konkan-verdict-text");
    if (said) said.replaceChildren(...konkanRuleText(said.textContent, model.get("rule_texts")));
    slips.forEach((m) => box.appendChild(mistakeLine(m)));
    if (slips.length && v.more) box.appendChild(konkanEl("div", "konkan-verdict-text", { text: v.more, "data-testid": "verdict-more" }));
    if (v.note) box.appendChild(konkanEl("div", "konkan-hint-line", { text: v.note }));
    return box;
  }
  function puzzleArea(p, picked, groups) {
    const out = [];
    const q = konkanEl("div", "konkan-practice-question", { "data-testid": "question" });
    q.appendChild(konkanEl("p", "konkan-practice-ask", { text: p.question }));
    (p.lines || []).forEach((line) => q.appendChild(konkanEl("p", "konkan-practice-line", { text: line })));
    out.push(q);
    const mat = konkanEl("div", "konkan-mat konkan-practice-mat");
    const inGroups = groups.flat();
    (p.rows || []).forEach((r) => mat.appendChild(cardsRow(r, picked, inGroups)));
    out.push(mat);
    return out;
  }
  function coloursButton() {
    return konkanButton(
      model.get("four_colour") ? say("two_colours") : say("four_colours"),
      () => send({ kind: "settings", four_colour: !model.get("four_colour") }),
      { action: "colours", cls: "konkan-small-button" }
    );
  }
  return { state, newPuzzle, enterChecks, answerArea, mistakeLine, verdictArea, puzzleArea, coloursButton, say };
}

// src/practice.js
function konkanPracticeRender({ model, el }) {
  const { root, disposers, send, bar, body, live, parts } = konkanPuzzleFrame(model, el);
  const say = parts.say;
  let spoken = "";
  function speak(text) {
    if (text && text !== spoken) {
      live.textContent = text;
      spoken = text;
    }
  }
  function helpArea(help, tally) {
    const box = konkanEl("div", "konkan-practice-help");
    const tools = konkanEl("div", "konkan-practice-tools");
    if (!help.hint) tools.appendChild(konkanButton(say("show_hint"), () => send({ kind: "hint" }), { action: "hint" }));
    if (!help.solution) {
      tools.appendChild(konkanButton(say("show_solution"), () => send({ kind: "solution" }), {
        action: "solution",
        title: tally.counted ? null : say("solution_title")
      }));
    }
    tools.appendChild(konkanButton(say("next"), () => send({ kind: "next" }), {
      action: "next",
      cls: tally.counted ? "konkan-primary" : ""
    }));
    if (help.hint) {
      const h = konkanEl("div", "konkan-practice-fold", { "data-testid": "hint" });
      const hint = konkanEl("div");
      hint.append(...konkanRuleText(help.hint, model.get("rule_texts")));
      h.append(konkanEl("div", "konkan-practice-fold-title", { text: say("hint") }), hint);
      box.appendChild(h);
    }
    if (help.solution) {
      const s = konkanEl("div", "konkan-practice-fold", { "data-testid": "solution" });
      s.appendChild(konkanEl("div", "konkan-practice-fold-title", { text: say("solution") }));
      help.solution.split("\n").forEach((line) => {
        const row = konkanEl("div");
        row.append(...konkanRuleText(line, model.get("rule_texts")));
        s.appendChild(row);
      });
      if (help.missed) s.appendChild(konkanEl("div", "konkan-hint-line", { text: say("seen_first") }));
      box.appendChild(s);
    }
    box.appendChild(tools);
    return box;
  }
  function levelsArea(levels) {
    const table = konkanEl("div", "konkan-practice-levels", { role: "list", "aria-label": say("levels_label"), "data-testid": "levels" });
    levels.forEach((l) => {
      const item = konkanEl("div", "konkan-practice-level", { role: "listitem", "data-kind": l.kind });
      item.append(
        konkanEl("span", "konkan-practice-level-name", { text: l.name }),
        konkanEl("span", "konkan-practice-level-stars", {
          text: say("level", { level: l.level }),
          "aria-label": say("level_of", { level: l.level, levels: 3 })
        }),
        konkanEl("span", "konkan-hint-line", { text: say("level_right", { right: l.right, tried: l.tried }) })
      );
      table.appendChild(item);
    });
    return table;
  }
  function draw() {
    const p = model.get("puzzle") || {};
    const picked = model.get("picked") || [];
    const groups = model.get("groups") || [];
    const v = model.get("verdict") || {};
    const help = model.get("help") || {};
    const tally = model.get("tally") || {};
    parts.newPuzzle(p.number);
    bar.replaceChildren(
      konkanEl("span", "konkan-title", { text: p.name || say("title"), "data-testid": "title" }),
      konkanEl("span", "konkan-practice-badge", {
        text: say("level_badge", { level: String(p.level), levels: String(p.levels) }),
        "data-testid": "level"
      }),
      konkanEl("span", "konkan-grow", { text: say("puzzle", { number: String(p.number) }) }),
      konkanEl("span", "konkan-practice-badge konkan-practice-streak", {
        "data-testid": "streak",
        text: say("streak", { streak: tally.streak || 0 }),
        title: say("streak_title")
      }),
      konkanEl("span", "konkan-practice-badge", {
        "data-testid": "score",
        text: say("score", { right: tally.right || 0, tried: tally.tried || 0 })
      }),
      parts.coloursButton()
    );
    konkanRedraw(root, body, () => {
      const out = parts.puzzleArea(p, picked, groups);
      out.push(parts.answerArea(p, picked, groups));
      if (v.text) {
        out.push(parts.verdictArea(v));
        speak(say(v.correct ? "speak_right" : "speak_wrong", { text: v.text }));
      }
      if (tally.change) out.push(konkanEl("div", "konkan-practice-change", { text: tally.change, "data-testid": "change" }));
      out.push(helpArea(help, tally));
      if (tally.by_kind) out.push(konkanEl("div", "konkan-hint-line", { text: tally.by_kind, "data-testid": "by-kind" }));
      const levels = tally.levels || [];
      if (levels.length) {
        out.push(konkanEl("div", "konkan-practice-label", { text: say("levels_title") }));
        out.push(levelsArea(levels));
      }
      return out;
    });
    root.dataset.revision = String(model.get("revision"));
  }
  disposers.push(konkanWatch(model, ["puzzle", "picked", "groups", "verdict", "help", "tally", "four_colour", "revision"], draw));
  return () => disposers.forEach((d) => d());
}
var practice_default = { render: konkanPracticeRender };
export {
  practice_default as default
};
