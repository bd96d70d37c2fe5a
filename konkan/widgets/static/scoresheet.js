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

// src/scoresheet.js
var KONKAN_ENDINGS = ["out", "hand", "konkan", "declared", "void"];
function konkanScoreRender({ model, el }) {
  const say = (key, fields = {}) => konkanSay(model, "widget.scoresheet." + key, fields);
  const root = konkanRoot(el, "konkan-small-widget konkan-scoresheet", say("title"));
  const disposers = [konkanFaces(root, model), konkanKeys(root), konkanLive(root, model)];
  let inflight = 0;
  const send = (intent) => {
    inflight++;
    konkanSend(model, intent);
  };
  let seenRevision = model.get("revision") || 0;
  const onRevision = () => {
    const now = model.get("revision") || 0;
    inflight = Math.max(0, inflight - (now - seenRevision));
    seenRevision = now;
  };
  model.on("change:revision", onRevision);
  disposers.push(() => model.off("change:revision", onRevision));
  let activeSeat = 0;
  const teams = (list, two) => say("teams", {
    first: String(list[0]),
    third: String(list[2]),
    one: two[0],
    second: String(list[1]),
    fourth: String(list[3]),
    two: two[1]
  });
  const names = () => model.get("names") || [];
  const bar = konkanEl("div", "konkan-bar");
  bar.append(
    konkanEl("span", "konkan-title", { text: say("title") }),
    konkanEl("span", "konkan-grow", { text: say("how") })
  );
  const status = konkanEl("div", "konkan-sheet-status", { "data-testid": "status", role: "status" });
  const ending = konkanEl("div", "konkan-sheet-end", {
    "data-testid": "end",
    role: "region",
    "aria-label": say("end"),
    "aria-live": "polite"
  });
  const form = konkanEl("div", "konkan-score-form", { role: "group", "aria-label": say("form") });
  const table = konkanEl("div", "konkan-score-rows", { role: "group", "aria-label": say("rows") });
  const headRow = konkanEl("div", "konkan-score-row konkan-score-head", { "aria-hidden": "true" });
  ["player", "cards", "read", "down", "out"].map((k) => say("head." + k)).forEach((t) => headRow.appendChild(konkanEl("span", "", { text: t })));
  let rows = [];
  const timers = {};
  const sentNames = {};
  function buildRows() {
    Object.values(timers).forEach(clearTimeout);
    rows = [];
    const list = names();
    table.replaceChildren(headRow);
    for (let s = 0; s < list.length; s++) {
      const row = konkanEl("div", "konkan-score-row", { role: "group", "aria-label": say("player", { number: s + 1 }), "data-testid": "entry-" + s });
      row.addEventListener("focusin", () => {
        if (activeSeat !== s) {
          activeSeat = s;
          paintActive();
        }
      });
      row.addEventListener("click", () => {
        if (activeSeat !== s) {
          activeSeat = s;
          paintActive();
        }
      });
      const name = konkanEl("input", "konkan-name-input", {
        type: "text",
        spellcheck: "false",
        autocomplete: "off",
        maxlength: "40",
        "aria-label": say("name", { number: s + 1 }),
        "data-testid": "name-" + s,
        title: say("name_how")
      });
      name.value = list[s];
      const pick = konkanEl("button", "konkan-seat-pick", { type: "button", text: "▦" });
      pick.addEventListener("click", () => {
        activeSeat = s;
        paintActive();
      });
      const nameCell = konkanEl("span", "konkan-name-cell");
      nameCell.append(name, pick);
      const commit = () => {
        if (name.value === (names()[s] || "") || name.value === sentNames[s]) return;
        sentNames[s] = name.value;
        send({ kind: "name", seat: s, name: name.value });
      };
      name.addEventListener("change", commit);
      name.addEventListener("keydown", (ev) => {
        if (ev.key === "Enter") {
          ev.preventDefault();
          commit();
        }
        if (ev.key === "Escape") name.value = names()[s] || "";
      });
      const input = konkanEl("input", "konkan-hand-input", {
        type: "text",
        spellcheck: "false",
        autocomplete: "off",
        "data-testid": "hand-" + s,
        placeholder: say("none")
      });
      const sendText = () => {
        clearTimeout(timers[s]);
        send({ kind: "hand", seat: s, text: input.value });
      };
      input.addEventListener("input", () => {
        clearTimeout(timers[s]);
        timers[s] = setTimeout(sendText, 250);
      });
      input.addEventListener("change", sendText);
      const read = konkanEl("span", "konkan-hand-read", { "data-testid": "read-" + s, "aria-live": "polite" });
      const downCell = konkanEl("label", "konkan-check");
      const down = konkanEl("input", "", { type: "checkbox", "data-testid": "down-" + s });
      down.addEventListener("change", () => send({ kind: "down", seat: s, down: down.checked }));
      downCell.append(down, konkanEl("span", "konkan-visually-hidden", { text: say("went_down") }));
      const outCell = konkanEl("label", "konkan-check");
      const out = konkanEl("input", "", { type: "radio", name: konkanId(root, "out"), "data-testid": "out-" + s });
      out.addEventListener("change", () => {
        if (out.checked) send({ kind: "finisher", seat: s });
      });
      outCell.append(out);
      row.append(nameCell, input, read, downCell, outCell);
      table.appendChild(row);
      rows.push({ row, name, pick, input, read, down, out });
    }
    activeSeat = Math.min(activeSeat, Math.max(0, list.length - 1));
  }
  const endings = konkanEl("div", "konkan-bar konkan-endings", { role: "radiogroup", "aria-label": say("how_ended") });
  endings.appendChild(konkanEl("span", "konkan-hint-line", { text: say("how_it_ended") }));
  const endingButtons = KONKAN_ENDINGS.map((value) => {
    const label = say("ending." + value);
    const b = konkanEl("button", "konkan-button konkan-small-button konkan-ending", {
      type: "button",
      role: "radio",
      "data-ending": value,
      text: label,
      "data-testid": "ending-" + value
    });
    b.addEventListener("click", () => send({ kind: "ending", ending: value }));
    endings.appendChild(b);
    return b;
  });
  konkanRove(endings, () => endingButtons, { onPress: (b) => b.click() }).sync();
  const gridLabel = konkanEl("div", "konkan-hint-line", { "data-testid": "grid-label" });
  const grid = konkanEl("div", "konkan-face-grid", { role: "grid", "aria-label": say("grid"), "data-testid": "grid" });
  const faces = [];
  ["S", "H", "D", "C"].forEach((suit, si) => {
    for (let rank = 1; rank <= 13; rank++) faces.push(si * 13 + rank - 1);
  });
  faces.push(104);
  const gridButtons = faces.map((id) => {
    const c = konkanCard(id);
    const b = konkanEl("button", "konkan-face" + (c.suit ? " konkan-suit-" + c.suit : " konkan-face-joker"), {
      type: "button",
      text: c.joker ? "JK" : c.text,
      "data-code": c.code,
      "aria-label": say("add", { card: c.name })
    });
    b.addEventListener("click", () => send({ kind: "add", seat: activeSeat, card: id }));
    grid.appendChild(b);
    return b;
  });
  konkanRove(grid, () => gridButtons, { onPress: (b) => b.click() }).sync();
  const tools = konkanEl("div", "konkan-bar");
  const scoreButton = konkanButton(say("score"), () => send({ kind: "score" }), { action: "score", cls: "konkan-primary" });
  const undoButton = konkanButton(say("undo"), () => send({ kind: "undo" }), { action: "undo" });
  const newButton = konkanButton(say("new_game"), () => send({ kind: "new_game" }), { action: "new-game" });
  const eveningButton = konkanButton(say("new_evening"), () => send({ kind: "new_evening" }), { action: "new-evening" });
  const saved = konkanEl("span", "konkan-sheet-saved konkan-grow", { "data-testid": "saved" });
  tools.append(scoreButton, undoButton, newButton, eveningButton, saved);
  form.append(table, endings, gridLabel, grid);
  const messageBox = konkanMessage(model);
  disposers.push(messageBox.dispose);
  const sheet = konkanEl("div", "konkan-sheet", { "data-testid": "sheet" });
  root.append(bar, status, ending, form, tools, messageBox.el, sheet);
  function paintActive() {
    rows.forEach((r, s) => r.row.classList.toggle("konkan-active-seat", s === activeSeat));
    const who = names()[activeSeat] || "";
    gridLabel.textContent = say("grid_for", { name: who });
  }
  function drawForm() {
    const list = names();
    if (list.length !== rows.length) buildRows();
    const d = model.get("draft") || {};
    const entries = model.get("entries") || [];
    const standing = model.get("standing") || {};
    const over = !!standing.over;
    rows.forEach((r, s) => {
      const nm = list[s] || "";
      if (!inflight && r.name.value !== nm && (document.activeElement !== r.name || r.name.value === sentNames[s])) {
        r.name.value = nm;
      }
      if (!inflight) delete sentNames[s];
      r.input.setAttribute("aria-label", say("cards_left", { name: nm }));
      r.pick.title = say("pick_for", { name: nm });
      r.pick.setAttribute("aria-label", r.pick.title);
      r.pick.disabled = !!(entries[s] || {}).out || over;
      r.down.setAttribute("aria-label", say("down", { name: nm }));
      r.out.setAttribute("aria-label", say("out", { name: nm }));
      const text = (d.hands || [])[s] || "";
      if (!inflight && document.activeElement !== r.input && r.input.value !== text) r.input.value = text;
      const e = entries[s] || {};
      r.row.classList.toggle("konkan-seat-out", !!e.out);
      r.input.disabled = !!e.out || over;
      r.down.disabled = !!e.out || over;
      r.read.replaceChildren();
      r.read.dataset.error = e.error ? "true" : "false";
      if (e.out) r.read.textContent = say("out_of_game");
      else if (e.error) r.read.textContent = e.error;
      else if (!e.cards || !e.cards.length) r.read.textContent = say("no_cards");
      else {
        r.read.appendChild(konkanEl("span", "konkan-read-text", { text: konkanCardsText(e.cards) }));
        r.read.appendChild(konkanEl("span", "konkan-read-value", { text: "= " + e.value }));
      }
      if (!e.out && !e.error && e.rule) {
        r.read.appendChild(konkanEl("span", "konkan-read-rule", { text: e.rule, title: e.sentence, "data-testid": "rule-" + s }));
      }
      if (!inflight) {
        r.down.checked = !!(d.down || [])[s];
        r.out.checked = d.finisher === s;
      }
      r.out.disabled = d.ending === "void" || !!e.out || over;
    });
    endingButtons.forEach((b) => {
      b.setAttribute("aria-checked", b.dataset.ending === d.ending ? "true" : "false");
      if (b.dataset.ending === "declared") {
        b.setAttribute("aria-disabled", standing.declare ? "true" : "false");
        b.title = standing.declare_note || "";
      }
    });
    form.hidden = over;
    scoreButton.hidden = over;
    scoreButton.title = say("score_why");
    const rounds = model.get("history") || [];
    undoButton.setAttribute("aria-disabled", rounds.length ? "false" : "true");
    undoButton.title = standing.undo || "";
    newButton.hidden = !over;
    eveningButton.hidden = !standing.new_evening;
    eveningButton.title = standing.new_evening || "";
    saved.textContent = standing.saved || "";
    status.textContent = over ? "" : standing.status || "";
    status.hidden = over;
    paintActive();
  }
  let endDrawn = "";
  function drawEnd() {
    const standing = model.get("standing") || {};
    if (!standing.over) {
      ending.hidden = true;
      ending.replaceChildren();
      endDrawn = "";
      return;
    }
    const key = JSON.stringify([names(), standing.end, standing.verdict, standing.teams, standing.closed]);
    if (key === endDrawn) return;
    endDrawn = key;
    ending.hidden = false;
    const list = names();
    const end = standing.end || {};
    const t = konkanEl("table", "konkan-final-table", { "aria-label": say("standings"), "data-testid": "final" });
    const tbody = konkanEl("tbody");
    (end.standings || []).forEach((st) => {
      const tr = konkanEl("tr", st.won ? "konkan-winner" : "", { "data-testid": "final-" + st.seat });
      tr.appendChild(konkanEl("td", "konkan-final-place", { text: st.place + "." }));
      tr.appendChild(konkanEl("th", "", { scope: "row", text: st.name }));
      tr.appendChild(konkanEl("td", "", { text: String(st.total) }));
      tr.appendChild(konkanEl("td", "konkan-final-note", { text: st.note }));
      tbody.appendChild(tr);
    });
    t.appendChild(tbody);
    const parts = [
      konkanEl("div", "konkan-sheet-end-title", { text: say("game_over") }),
      konkanEl("p", "konkan-sheet-verdict", { "data-testid": "verdict", text: standing.verdict || "" }),
      t
    ];
    if (standing.teams) {
      parts.push(konkanEl("p", "konkan-teams", { text: teams(list, standing.teams) }));
    }
    parts.push(konkanEl("p", "konkan-hint-line", { "data-testid": "closed", text: standing.closed || "" }));
    ending.replaceChildren(...parts);
  }
  function drawSheet() {
    const rounds = model.get("history") || [];
    const standing = model.get("standing") || {};
    const list = names();
    const t = konkanEl("table", "konkan-sheet-table", { "aria-label": say("by_round") });
    const head = konkanEl("tr");
    head.appendChild(konkanEl("th", "", { text: say("round"), scope: "col" }));
    const gone = standing.out || [];
    list.forEach((nm, s) => head.appendChild(konkanEl("th", gone.includes(s) ? "konkan-not-playing" : "", {
      text: gone.includes(s) ? say("name_out", { name: nm }) : nm,
      scope: "col",
      title: gone.includes(s) ? say("is_out", { name: nm }) : null
    })));
    const thead = konkanEl("thead");
    thead.appendChild(head);
    const tbody = konkanEl("tbody");
    rounds.forEach((r, k) => {
      const tr = konkanEl("tr", r.counted ? "" : "konkan-void-row", {
        "data-testid": r.counted ? "round-" + r.number : "void-" + k,
        title: r.title
      });
      tr.appendChild(konkanEl("th", "", { scope: "row", text: r.label }));
      r.scores.forEach((sc) => tr.appendChild(konkanEl(
        "td",
        sc == null ? "konkan-not-playing" : sc < 0 ? "konkan-minus" : "",
        { text: sc == null ? "–" : String(sc), title: sc == null ? say("out_of_game") : null }
      )));
      tbody.appendChild(tr);
    });
    const foot = konkanEl("tfoot");
    const tot = konkanEl("tr", "konkan-total", { "data-testid": "totals" });
    tot.appendChild(konkanEl("th", "", { scope: "row", text: say("total") }));
    (standing.totals || []).forEach((v) => tot.appendChild(konkanEl("td", "", { text: String(v) })));
    foot.appendChild(tot);
    t.append(thead, tbody, foot);
    const out = [t];
    if (standing.teams && !standing.over) {
      out.push(konkanEl("div", "konkan-teams", { "data-testid": "teams", text: teams(list, standing.teams) }));
    }
    rounds.slice().reverse().forEach((r, k) => {
      const det = konkanEl("details", "konkan-round-lines", {
        "data-testid": r.counted ? "lines-" + r.number : "lines-void-" + (rounds.length - 1 - k)
      });
      if (k === 0) det.open = true;
      det.appendChild(konkanEl("summary", "", { text: say("why", { round: r.title }) }));
      const lines = konkanEl("ul");
      r.lines.forEach((line) => lines.appendChild(konkanEl("li", "", { text: line.message })));
      if (r.left) lines.appendChild(konkanEl("li", "konkan-left-line", { text: r.left }));
      det.appendChild(lines);
      out.push(det);
    });
    sheet.replaceChildren(...out);
  }
  buildRows();
  disposers.push(konkanWatch(model, ["names", "draft", "entries", "history", "standing", "revision"], () => {
    drawForm();
    drawEnd();
    drawSheet();
    root.dataset.revision = String(model.get("revision"));
    root.dataset.over = (model.get("standing") || {}).over ? "true" : "false";
  }));
  return () => {
    Object.values(timers).forEach(clearTimeout);
    disposers.forEach((d) => d());
  };
}
var scoresheet_default = { render: konkanScoreRender };
export {
  scoresheet_default as default
};
