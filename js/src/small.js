// Helpers shared by the smaller widgets (MeldChecker, OpeningTrainer, ScoreSheet, Practice): each
// imports what it uses from here. Drawing and intents only: no game rules here.

import { konkanCard, konkanEl, konkanCardEl, konkanRove, konkanSay } from "./base.js";
import "./small.css";

/** @typedef {import("./base.js").Model} Model */

/** A row of cards to pick from: one Tab stop, arrows move, Space or Enter picks.
 * `picked` lists the picked ids; `onToggle(id)` runs on a click or a key.
 * @param {Model} model
 * @param {number[]} ids
 * @param {number[]} picked
 * @param {(id: number) => void} onToggle
 * @param {{ cls?: string, label?: string, testid?: string, small?: boolean, prefix?: string, empty?: string }} [opts]
 * @returns {HTMLElement} */
export function konkanPickRow(model, ids, picked, onToggle, opts) {
  const o = opts || {};
  const row = konkanEl("div", "konkan-pickrow" + (o.cls ? " " + o.cls : ""), {
    role: "listbox", "aria-multiselectable": "true", "aria-label": o.label || konkanSay(model, "widget.small.cards"),
    "data-testid": o.testid || "cards",
  });
  /** @type {HTMLElement[]} */
  const items = [];
  ids.forEach((id) => {
    const on = picked.includes(id);
    const card = konkanCard(id, model);
    const e = konkanCardEl(model, id, {
      role: "option", cls: "konkan-pickable" + (on ? " konkan-picked" : "") + (o.small ? " konkan-mid" : ""),
      label: on ? konkanSay(model, "widget.small.picked", { card: card.name }) : card.name,
    });
    e.setAttribute("aria-selected", on ? "true" : "false");
    e.dataset.focus = (o.prefix || "card-") + id;
    e.addEventListener("click", () => onToggle(id));
    items.push(e);
    row.appendChild(e);
  });
  const rove = konkanRove(row, () => items, { onPress: (e) => onToggle(Number(e.dataset.id)) });
  rove.sync();
  if (!ids.length) row.appendChild(konkanEl("span", "konkan-empty-note", { text: o.empty || konkanSay(model, "widget.small.no_cards") }));
  return row;
}

/** A group of cards side by side, not pickable (a meld drawn in order).
 * @param {Model} model
 * @param {number[]} ids
 * @param {{ cls?: string, label?: string, size?: string }} [opts]
 * @returns {HTMLElement} */
export function konkanCardGroup(model, ids, opts) {
  const o = opts || {};
  const g = konkanEl("div", "konkan-cardgroup" + (o.cls ? " " + o.cls : ""), {
    role: "img", "aria-label": o.label || ids.map((i) => konkanCard(i, model).name).join(", "),
  });
  ids.forEach((id) => g.appendChild(konkanCardEl(model, id, { cls: o.size || "konkan-mid", role: "presentation", label: "" })));
  return g;
}

/** Redraw `box` with `build()`, keeping keyboard focus on the element with the same data-focus.
 * @param {HTMLElement} root
 * @param {HTMLElement} box
 * @param {() => Node[]} build */
export function konkanRedraw(root, box, build) {
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  const key = active && root.contains(active) && active.dataset ? active.dataset.focus : null;
  box.replaceChildren(...build());
  if (key) {
    const again = /** @type {HTMLElement | null} */ (box.querySelector('[data-focus="' + key + '"]'));
    if (again) { again.tabIndex = 0; again.focus(); }
  }
}

/** Redraw on the next frame after any of `keys` changes; returns the cleanup.
 * @param {Model} model
 * @param {string[]} keys
 * @param {() => void} draw
 * @returns {() => void} */
export function konkanWatch(model, keys, draw) {
  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; draw(); });
  };
  keys.forEach((k) => model.on("change:" + k, schedule));
  draw();
  return () => keys.forEach((k) => model.off("change:" + k, schedule));
}

/** A verdict as the engine gave it: a headline, the sentence and its rule.
 * @param {Model} model
 * @param {{ ok?: boolean, text?: string, rule?: string }} v
 * @param {string} headline
 * @param {{ testid?: string }} [opts]
 * @returns {HTMLElement} */
export function konkanVerdictBox(model, v, headline, opts) {
  const o = opts || {};
  const box = konkanEl("div", "konkan-verdict", { "data-testid": o.testid || "verdict", "data-ok": v.ok ? "true" : "false" });
  const head = konkanEl("div", "konkan-verdict-head");
  head.append(konkanEl("span", "konkan-verdict-mark", { text: v.ok ? "\u2713" : "\u2717", "aria-hidden": "true" }),
    konkanEl("span", "konkan-verdict-title", { text: headline }));
  if (v.rule) head.append(konkanEl("span", "konkan-rule", { text: v.rule, title: konkanSay(model, "widget.small.rule", { rule: v.rule }) }));
  box.appendChild(head);
  if (v.text) box.appendChild(konkanEl("div", "konkan-verdict-text", { text: v.text, "data-testid": (o.testid || "verdict") + "-text" }));
  return box;
}
