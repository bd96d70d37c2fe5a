// konkan widgets, shared helpers: every widget's module imports what it uses from here (and the
// bundle of each widget, built by esbuild into konkan/widgets/static/, holds this module once).
// No game rules live here: the page draws synced traits and sends intents; Python decides.

import { FluentBundle, FluentNumber, FluentResource } from "@fluent/bundle";
import "./base.css";

/** A widget's model: its synced traits (`get`), their changes (`on("change:x")`) and intents (`send`).
 * @typedef {import("@anywidget/types").AnyModel} Model */
/** The traits every widget has (konkan/widgets/base.py: KonkanWidget); each widget's module names its own.
 * @typedef {{ faces: string, four_colour: boolean, revision: number, language: string, digits: string,
 *   message: { text?: string, tone?: "info" | "ok" | "error", rule?: string, at?: number },
 *   lost: { text?: string, wait?: number }, words: Record<string, string> }} Traits */
/** What a widget's render is given (the parts these widgets use): the model of its traits `T` and
 * the element to draw in.
 * @template {Record<string, any>} [T=Record<string, any>]
 * @typedef {{ model: import("@anywidget/types").AnyModel<T>, el: HTMLElement }} RenderProps */
/** One line of a game's final standings, as konkan.standings gives them (the table and the score
 * sheet show the same).
 * @typedef {{ seat: number, place: number, name: string, total: number, note: string, won: boolean }} Standing */
/** An intent for Python: its kind, and the fields that kind takes (konkan/widgets/base.py: read_intent).
 * @typedef {{ kind: string, [field: string]: unknown }} Intent */
/** A widget module's default export, as anywidget loads it, for a model of the traits `T`.
 * @template {Record<string, any>} [T=Record<string, any>]
 * @typedef {import("@anywidget/types").AnyWidget<T>} Widget */
/** A card read from its id (konkanCard).
 * @typedef {{ id: number, joker: boolean, code: string, text: string, name: string, suit: string | null, rank: number }} Card */

export const KONKAN_SUITS = ["S", "H", "D", "C"];
/** @type {Record<string, string>} */
const KONKAN_SUIT_GLYPHS = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
/** @type {Record<number, string>} */
const KONKAN_RANK_TEXT = { 1: "A", 11: "J", 12: "Q", 13: "K" };

/** A card id (0 to 105) read as notation: the same numbering as konkan.Card.id. Its name ("seven
 * of spades") and a joker's text are the catalogue's words, in the language of `model`'s widget.
 * @param {number} id
 * @param {Model} model
 * @returns {Card} */
export function konkanCard(id, model) {
  if (id >= 104) {
    return {
      id, joker: true, code: "JK", text: konkanSay(model, "widget.base.card.joker.text"),
      name: konkanSay(model, "widget.base.card.joker"), suit: null, rank: 0,
    };
  }
  const r = id % 52, suit = KONKAN_SUITS[Math.floor(r / 13)], rank = (r % 13) + 1;
  const rt = KONKAN_RANK_TEXT[rank] || String(rank);
  return {
    id, joker: false, suit, rank, code: rt + suit, text: rt + KONKAN_SUIT_GLYPHS[suit],
    name: konkanSay(model, "widget.base.card", {
      rank: konkanSay(model, "widget.base.rank." + rank), suit: konkanSay(model, "widget.base.suit." + suit),
    }),
  };
}

/** An element of `tag` with class `cls` and attributes `attrs` ("text" sets its text; undefined,
 * null and false leave an attribute out, true sets it empty).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} [cls]
 * @param {Record<string, unknown>} [attrs]
 * @returns {HTMLElementTagNameMap[K]} */
export function konkanEl(tag, cls, attrs) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "text") e.textContent = String(v);
    else e.setAttribute(k, v === true ? "" : String(v));
  }
  return e;
}

/** A number as a cell of a table shows it: `text` (a score, "-30" or "+40") isolated in a <bdi>, so
 * that in a right-to-left widget its sign stays on the left of its digits ("-30", never "30-")
 * while the cell keeps the table's alignment. `cell` is the element it goes in, returned.
 * @template {HTMLElement} E
 * @param {E} cell
 * @param {string | number} text
 * @returns {E} */
export function konkanNumberIn(cell, text) {
  cell.appendChild(konkanEl("bdi", "", { text: String(text) }));
  return cell;
}

/** A name for one rendered view that no other view on the page has: two widgets on one page
 * (or two views of one widget) never share an id, a label's target or a radio group. */
function konkanViewName() {
  // Counted on the page, not in this module: each widget's bundle has its own copy of this module.
  const page = /** @type {{ konkanViews?: number }} */ (globalThis);
  page.konkanViews = (page.konkanViews || 0) + 1;
  return "konkan-v" + page.konkanViews + "-" + Math.random().toString(36).slice(2, 8);
}

/** The widget's root: themed, named for screen readers, keys kept from JupyterLab's shortcuts,
 * and given its view's own name (konkanId builds every id, name and label target from it). It
 * carries the widget's language (`lang`) and direction: right to left for Arabic, on the widget's
 * root only (the notebook and its code cells stay left to right). Rows of cards stay left to right
 * in rank order whatever the language (the stylesheets set `direction: ltr` on them).
 * @param {HTMLElement} el
 * @param {string} cls
 * @param {string} label
 * @param {Model} model
 * @returns {HTMLElement} */
export function konkanRoot(el, cls, label, model) {
  const spoken = konkanLanguage(model);
  const root = konkanEl("div", "konkan-root " + cls, {
    role: "region", "aria-label": label, "data-lm-suppress-shortcuts": "true",
    "data-konkan-view": konkanViewName(), lang: spoken, dir: KONKAN_RIGHT_TO_LEFT.includes(spoken) ? "rtl" : "ltr",
  });
  el.appendChild(root);
  return root;
}

// The languages written right to left (konkan.catalogue.RIGHT_TO_LEFT).
const KONKAN_RIGHT_TO_LEFT = ["ar"];

/** The language the widget of `model` speaks: "en", "ar" or "fr" (its `language` trait).
 * @param {Model} model
 * @returns {string} */
export function konkanLanguage(model) {
  return model.get("language") || "en";
}

/** Whether the widget of `model` reads right to left (Arabic).
 * @param {Model} model */
export function konkanRtl(model) {
  return KONKAN_RIGHT_TO_LEFT.includes(konkanLanguage(model));
}

/** Whether `el` is laid out right to left: inside an Arabic widget, but not in a row of cards (those
 * stay left to right, in rank order, with `direction: ltr`).
 * @param {Element} el */
export function konkanReadsRtl(el) {
  return getComputedStyle(el).direction === "rtl";
}

/** A widget's render that draws itself again, whole, when its words change (a new language): the
 * page then reads every word, and the direction, afresh.
 * @template {Record<string, any>} T
 * @param {(props: RenderProps<T>) => (void | (() => void))} render
 * @returns {(props: RenderProps<T>) => () => void} */
export function konkanSpeaks(render) {
  return (props) => {
    let cleanup = render(props);
    const again = () => {
      if (typeof cleanup === "function") cleanup();
      props.el.replaceChildren();
      cleanup = render(props);
    };
    props.model.on("change:words", again);
    return () => {
      props.model.off("change:words", again);
      if (typeof cleanup === "function") cleanup();
    };
  };
}

/** An id (or a radio group's name) for `part` of this view only: "konkan-v3-x7k2qa-out".
 * @param {HTMLElement} root
 * @param {string} part */
export function konkanId(root, part) {
  return root.dataset.konkanView + "-" + part;
}

// The view name whose card faces each rendered view's cards use, by that view's model object.
/** @type {WeakMap<Model, string>} */
const KONKAN_FACES = new WeakMap();

/** Keeps the card faces (SVG <symbol>s drawn by konkan.render) in the page, once per widget view,
 * each symbol's id ending with the view's name ("konkan-c2-7S-konkan-v3-x7k2qa"): no two views
 * share an id, and a card drawn in one never depends on another's faces.
 * @param {HTMLElement} root
 * @param {Model} model
 * @returns {() => void} the cleanup */
export function konkanFaces(root, model) {
  const holder = konkanEl("div", "konkan-faces", { "aria-hidden": "true" });
  const name = root.dataset.konkanView || "";
  KONKAN_FACES.set(model, name);
  const draw = () => {
    holder.innerHTML = (model.get("faces") || "").replace(/ id="(konkan-c[^"]*)"/g, ' id="$1-' + name + '"');
  };
  draw();
  model.on("change:faces", draw);
  root.appendChild(holder);
  return () => model.off("change:faces", draw);
}

const KONKAN_SVG_NS = "http://www.w3.org/2000/svg";

/** How a card is drawn (konkanCardEl): its element's tag, class, role, label and hover text.
 * @typedef {{ tag?: keyof HTMLElementTagNameMap, cls?: string, role?: string, label?: string, title?: string }} CardLook */

/** One card placed from its symbol. `id` null draws a back. The name is on the element.
 * @param {Model} model
 * @param {number | null | undefined} id
 * @param {CardLook} [opts]
 * @returns {HTMLElement} */
export function konkanCardEl(model, id, opts) {
  const o = opts || {};
  const four = model.get("four_colour") ? 4 : 2;
  const card = id === null || id === undefined ? null : konkanCard(id, model);
  const e = konkanEl(o.tag || "span", "konkan-card" + (card ? "" : " konkan-card-back") + (o.cls ? " " + o.cls : ""), {
    "data-id": card ? card.id : null, "data-code": card ? card.code : null,
    role: o.role || "img", "aria-label": o.label || (card ? card.name : konkanSay(model, "widget.base.card.back")),
    title: o.title || (card ? card.text : null),
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

/** Cards as text, "7♠ 8♠ 9♠", for captions (a joker in the widget's language).
 * @param {number[] | null | undefined} ids
 * @param {Model} model */
export function konkanCardsText(ids, model) {
  return (ids || []).map((i) => konkanCard(i, model).text).join(" ");
}

/** Texts joined as the catalogue joins them (konkan.catalogue.say_list and say_either): with
 * `word` "or", each choice joined by "list.or" ("7♠ or 7♥"); otherwise a list, its last item joined
 * by "list.last" and the others by "list.more" ("7♥ and 8♥").
 * @param {Model} model
 * @param {string[]} texts
 * @param {string} word
 * @returns {string} */
export function konkanJoin(model, texts, word) {
  if (texts.length <= 1) return texts.join("");
  if (word === "or") return texts.slice(1).reduce((items, item) => konkanSay(model, "list.or", { items, item }), texts[0]);
  const head = texts.slice(1, -1).reduce((items, item) => konkanSay(model, "list.more", { items, item }), texts[0]);
  return konkanSay(model, "list.last", { items: head, item: texts[texts.length - 1] });
}

/** A word or sentence from the catalogue (konkan/catalogue), by key, filled in with `fields`, in the
 * widget's language: the widget's `words` trait holds the words its page needs (KonkanWidget.word_keys),
 * so this module holds no English of its own. English comes as templates ("{cards}"); Arabic and
 * French as each message's Project Fluent source, formatted here by @fluent/bundle (plural forms,
 * numbers ungrouped, fields isolated inside Arabic sentences), as fluent.runtime does in Python.
 * A key the widget was not sent is a fault, and says so.
 * @param {Model} model
 * @param {string} key
 * @param {Record<string, string | number>} [fields]
 * @returns {string} */
export function konkanSay(model, key, fields) {
  /** @type {Record<string, string>} */
  const words = model.get("words") || {};
  const text = words[key];
  if (text === undefined) throw new Error("konkan: the page was sent no words for " + key); // not user words
  if (konkanLanguage(model) === "en") {
    return text.replace(/\{(\w+)\}/g, (whole, name) => {
      const value = (fields || {})[name];
      if (value === undefined) throw new Error("konkan: the words " + key + " need a value for " + name); // not user words
      return String(value);
    });
  }
  const bundle = konkanBundle(model, words);
  const message = bundle.getMessage(key.replaceAll(".", "__"));
  if (!message || !message.value) throw new Error("konkan: the words for " + key + " do not read as Fluent"); // not user words
  /** @type {Record<string, string | FluentNumber>} */
  const args = {};
  for (const [name, value] of Object.entries(fields || {})) {
    args[name] = typeof value === "number" ? new FluentNumber(value, { useGrouping: false }) : String(value);
  }
  /** @type {Error[]} */
  const errors = [];
  const said = bundle.formatPattern(message.value, args, errors);
  if (errors.length) throw new Error("konkan: the words " + key + " cannot be filled in: " + errors[0].message); // not user words
  return said;
}

// Each widget model's Fluent bundle, made from the words it was sent (again when they change).
/** @type {WeakMap<Model, { words: Record<string, string>, bundle: FluentBundle }>} */
const KONKAN_BUNDLES = new WeakMap();

/** The Fluent bundle of `model`'s words: its locale the widget's language, Arabic with Western digits
 * ("ar-u-nu-latn") unless Eastern ones were chosen ("ar-u-nu-arab"), fields isolated in Arabic.
 * @param {Model} model
 * @param {Record<string, string>} words */
function konkanBundle(model, words) {
  const made = KONKAN_BUNDLES.get(model);
  if (made && made.words === words) return made.bundle;
  const spoken = konkanLanguage(model);
  const locale = spoken === "ar" ? (model.get("digits") === "eastern" ? "ar-u-nu-arab" : "ar-u-nu-latn") : spoken;
  const bundle = new FluentBundle(locale, { useIsolating: KONKAN_RIGHT_TO_LEFT.includes(spoken) });
  const faults = bundle.addResource(new FluentResource(Object.values(words).join("\n")));
  if (faults.length) throw new Error("konkan: the words do not read as Fluent: " + faults[0].message); // not user words
  KONKAN_BUNDLES.set(model, { words, bundle });
  return bundle;
}

/** The message line: what Python last said to the user (tone info, ok or error), read aloud.
 * @param {Model} model
 * @returns {{ el: HTMLElement, dispose: () => void }} */
export function konkanMessage(model) {
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

/** A button that stays focusable when it would be refused: the reason is its hover text and its
 * description, and pressing it anyway lets Python answer with the engine's sentence.
 * @param {string} label
 * @param {(ev: MouseEvent) => void} onPress
 * @param {{ cls?: string, reason?: string | null, title?: string | null, enabled?: boolean, action?: string,
 *   keys?: string }} [opts]
 * @returns {HTMLButtonElement} */
export function konkanButton(label, onPress, opts) {
  const o = opts || {};
  const b = konkanEl("button", "konkan-button" + (o.cls ? " " + o.cls : ""), {
    type: "button", title: o.reason || o.title || null, "aria-disabled": o.enabled === false ? "true" : null,
    "data-action": o.action || null, "data-focus": o.action ? "btn-" + o.action : null,
    "aria-keyshortcuts": o.keys || null,
  });
  b.textContent = label;
  if (o.reason) b.setAttribute("aria-description", o.reason);
  b.addEventListener("click", (ev) => { ev.preventDefault(); onPress(ev); });
  return b;
}

/** One Tab stop for a group of items: arrows move, Home/End jump, Space/Enter press.
 * `items()` gives the current elements; `onKey(ev, el, index)` may handle other keys.
 * @param {HTMLElement} container
 * @param {() => HTMLElement[]} items
 * @param {{ vertical?: boolean, onPress?: (el: HTMLElement, index: number, ev: KeyboardEvent) => void,
 *   onKey?: (ev: KeyboardEvent, el: HTMLElement, index: number) => void }} [opts]
 * @returns {{ sync: () => void, focus: () => void, index: () => number, set: (i: number) => void }} */
export function konkanRove(container, items, opts) {
  /** @type {NonNullable<typeof opts>} */
  const o = opts || {};
  let current = 0;
  const sync = () => {
    const list = items();
    if (!list.length) return;
    current = Math.max(0, Math.min(current, list.length - 1));
    list.forEach((e, i) => { e.tabIndex = i === current ? 0 : -1; });
  };
  /** @param {KeyboardEvent} ev */
  const onKey = (ev) => {
    const list = items();
    const target = /** @type {HTMLElement} */ (ev.target);
    const i = list.indexOf(target);
    if (i < 0) return;
    if (ev.shiftKey && o.onKey) {
      o.onKey(ev, target, i);
      return;
    }
    /** @type {number | null} */
    let next = null;
    // Along a row, the arrow that points the reading way goes to the next item: ArrowLeft right to
    // left (the buttons of an Arabic widget), ArrowRight left to right (and in any row of cards).
    const horizontal = o.vertical ? ["ArrowUp", "ArrowDown"]
      : konkanReadsRtl(container) ? ["ArrowRight", "ArrowLeft"] : ["ArrowLeft", "ArrowRight"];
    if (ev.key === horizontal[0] || (!o.vertical && ev.key === "ArrowUp")) next = i - 1;
    else if (ev.key === horizontal[1] || (!o.vertical && ev.key === "ArrowDown")) next = i + 1;
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
  // Called by konkanKeys (below), ahead of the notebook's own key handling.
  container.dataset.konkanRove = "true";
  KONKAN_ROVES.set(container, onKey);
  container.addEventListener("focusin", (ev) => {
    const i = items().indexOf(/** @type {HTMLElement} */ (ev.target));
    if (i >= 0) { current = i; sync(); }
  });
  return { sync, focus: () => { sync(); const l = items(); if (l.length) l[current].focus(); },
    index: () => current, set: (i) => { current = i; sync(); } };
}

// The key handler of each group konkanRove made, by its element (konkanKeys calls it).
/** @type {WeakMap<Element, (ev: KeyboardEvent) => void>} */
const KONKAN_ROVES = new WeakMap();

/** Keys pressed inside the widget reach its groups before the notebook sees them: Notebook 7
 * takes the arrow keys at the document in the capture phase, so the widget listens on window,
 * earlier still. A key a group handles stops there; every other key goes on as usual.
 * @param {HTMLElement} root
 * @returns {() => void} the cleanup */
export function konkanKeys(root) {
  /** @param {KeyboardEvent} ev */
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

/** Send an intent to Python; Python answers by updating traits (each answer moves `revision` on).
 * A send that fails at once (no kernel to send to) shows the widget as lost (konkanLive).
 * @param {Model} model
 * @param {Intent} intent */
export function konkanSend(model, intent) {
  const live = KONKAN_LIVE.get(model);
  try {
    model.send(intent);
  } catch (e) {
    if (live) live.failed();
    return;
  }
  if (live) live.sent();
}

// The live watch of each rendered view, by the model object that view was given (konkanLive).
/** @type {WeakMap<Model, { sent: () => void, failed: () => void }>} */
const KONKAN_LIVE = new WeakMap();

/** Shows the widget as lost once Python can no longer answer: greyed, its controls out of reach,
 * and at its top the sentence Python gave at creation in the `lost` trait (nothing can come from
 * Python after). Two signs, whichever comes first:
 * - the model's `comm_live_update` event: ipywidgets 8 sends it when the kernel restarts, as it
 *   turns every model's comm_live false (JupyterLab 4 and Notebook 7 alike). comm_live is true from
 *   a model's start and never turns true again, so the event after render always means lost for
 *   good. (anywidget's model hands on the event but not comm_live itself. A host that marks the
 *   view's element `jupyter-widgets-disconnected` instead, as ipywidgets' own views do, counts too.)
 * - an intent with no answer after `lost.wait` seconds (a stopped or culled kernel: ipywidgets
 *   says nothing then), unless the kernel says it is busy (a long cell runs; JupyterLite's kernel
 *   answers only after it). An answer that comes at last brings the widget back.
 * A widget drawn inside another's root (the lesson's table) leaves this to the outer one.
 * @param {HTMLElement} root
 * @param {Model} model
 * @returns {() => void} the cleanup */
export function konkanLive(root, model) {
  const el = root.parentElement;
  if (!el || el.closest("[data-konkan-live]")) return () => {};
  root.dataset.konkanLive = "true";
  const note = konkanEl("div", "konkan-lost-note", { role: "alert", "data-testid": "lost", hidden: true });
  root.prepend(note);
  // dropped: ipywidgets says the kernel went away; failed: a send could not go; late: no answer yet.
  let dropped = false, failed = false, late = false, waiting = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
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
  // Whatever the page drew since, nothing in a lost widget takes a click or a key.
  /** @param {Event} ev */
  const block = (ev) => {
    if (root.classList.contains("konkan-lost") && !note.contains(/** @type {Node | null} */ (ev.target))) {
      ev.preventDefault();
      ev.stopImmediatePropagation();
    }
  };
  const blocked = ["click", "keydown", "input", "change", "pointerdown"];
  blocked.forEach((t) => root.addEventListener(t, block, true));
  const busy = () => {
    try {
      // The kernel is the host's (JupyterLab's widget manager has one); anywidget's types leave it out.
      const manager = /** @type {{ kernel?: { status?: string } } | undefined} */ (model.widget_manager);
      const k = manager && manager.kernel;
      return !!(k && k.status === "busy");
    } catch (e) { return false; }
  };
  const wait = () => {
    clearTimeout(timer);
    const s = Number((model.get("lost") || {}).wait);
    timer = setTimeout(() => {
      if (!waiting) return;
      root.dataset.waiting = busy() ? "busy" : "long";
      if (busy()) { wait(); return; }
      late = true;
      paint();
    }, (s > 0 ? s : 10) * 1000);
  };
  const watch = {
    sent: () => { if (!waiting) { waiting = true; wait(); } },
    failed: () => { failed = true; paint(); },
  };
  const answered = () => {
    waiting = false;
    delete root.dataset.waiting;
    clearTimeout(timer);
    if (late || failed) { late = false; failed = false; paint(); }
  };
  const cut = () => { if (!dropped) { dropped = true; paint(); } };
  const mark = () => { if (el.classList.contains("jupyter-widgets-disconnected")) cut(); };
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

// A rule cited in a sentence, "(R4.1)" or "(R5.1, R5.2)", as a rule number is drawn small and quiet:
// a chip beside the sentence, which shows the rule's short text when pressed (`rules` maps each
// number to it, from Python's konkan.rulebook.rule_chips). The sentence itself reads without it.
const KONKAN_RULE_CITE = /\s*\((R\d+(?:\.\d+)?(?:(?:, | and )R\d+(?:\.\d+)?)*)\)([.,;:!?]?)/g;

/** `text` as nodes to append: the words, with each cited rule a chip that reveals its short text
 * (the rules' texts come after all the words, so a sentence is never cut in two).
 * @param {string | null | undefined} text
 * @param {Record<string, string> | null | undefined} rules
 * @param {Model} model the widget's (the chip's words are in its language)
 * @returns {Node[]} */
export function konkanRuleText(text, rules, model) {
  /** @type {Node[]} */
  const nodes = [];
  /** @type {Node[]} */
  const notes = [];
  const known = rules || {};
  const words = String(text || "");
  let at = 0;
  for (const m of words.matchAll(KONKAN_RULE_CITE)) {
    nodes.push(document.createTextNode(words.slice(at, m.index) + (m[2] || "")));
    m[1].split(/, | and /).forEach((number) => {
      const short = known[number] || konkanSay(model, "widget.base.rule.unknown", { rule: number });
      const note = konkanEl("span", "konkan-rule-note", { text: short, hidden: true, role: "note" });
      const chip = konkanEl("button", "konkan-rule-chip", {
        type: "button", "data-rule": number, "aria-expanded": "false", title: short,
        "aria-label": konkanSay(model, "widget.base.rule.chip", { rule: number }), text: number,
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
