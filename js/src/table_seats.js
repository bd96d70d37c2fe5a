// The seat picker of a table shared with the class (konkan.widgets.Table on the class service):
// the class's tables, who sits where, and a button on each free seat. Python says what each seat
// reads and whether it is free; a click sends the intent to sit, and the service decides.

import { konkanEl, konkanButton, konkanRove, konkanSay } from "./base.js";

/** A table as the seat picker shows it (konkan/widgets/shared_table.py, SharedTableState._table_entry).
 * @typedef {{ table: number, number: number, round: number, paused: boolean,
 *   seats: { seat: number, text: string, free: boolean, mine: boolean }[] }} PickerTable */
/** The seating trait: the class, the student, the table sat at (null: none yet), the class's tables.
 * @typedef {{ code?: string, user?: string, table?: number | null, tables?: PickerTable[] }} Seating */

/** Draws the class's tables and their seats; `send` carries an intent to Python.
 * @param {import("./base.js").Model} model @param {Seating} seating
 * @param {(intent: import("./base.js").Intent) => void} send
 * @returns {HTMLElement} */
export function konkanSeatPicker(model, seating, send) {
  const say = (/** @type {string} */ key, /** @type {Record<string, string | number>} */ fields = {}) =>
    konkanSay(model, "widget.shared_table." + key, fields);
  const box = konkanEl("section", "konkan-seat-picker", { "data-testid": "seat-picker", "aria-label": say("picker", { code: seating.code || "" }) });
  box.appendChild(konkanEl("h3", "konkan-picker-title", { text: say("picker", { code: seating.code || "" }) }));
  const tables = seating.tables || [];
  box.appendChild(konkanEl("p", "konkan-soft", { text: tables.length ? say("picker.intro") : say("picker.none") }));
  /** @type {HTMLElement[]} */
  const buttons = [];
  const list = konkanEl("div", "konkan-picker-tables", { role: "list" });
  for (const t of tables) {
    const card = konkanEl("div", "konkan-picker-table", { role: "listitem", "data-testid": "picker-table-" + t.number });
    const head = konkanEl("div", "konkan-picker-head");
    head.append(konkanEl("strong", "", { text: say("picker.table", { number: t.number }) }),
      konkanEl("span", "konkan-soft", { text: say("picker.round", { number: t.round }) }));
    if (t.paused) head.append(konkanEl("span", "konkan-tag", { text: say("picker.paused") }));
    card.appendChild(head);
    const seats = konkanEl("div", "konkan-picker-seats", { role: "group", "aria-label": say("picker.seats", { number: t.number }) });
    for (const s of t.seats) {
      if (s.free) {
        const b = konkanButton(s.text, () => send({ kind: "sit", table: t.table, seat: s.seat }), {
          action: "sit-" + t.number + "-" + s.seat, cls: s.mine ? "konkan-primary" : "",
        });
        buttons.push(b);
        seats.appendChild(b);
      } else {
        seats.appendChild(konkanEl("span", "konkan-picker-taken", { text: s.text, "data-seat": s.seat }));
      }
    }
    card.appendChild(seats);
    list.appendChild(card);
  }
  box.appendChild(list);
  const again = konkanButton(say("picker.refresh"), () => send({ kind: "tables" }), { action: "tables", cls: "konkan-small-button" });
  buttons.push(again);
  box.appendChild(again);
  konkanRove(box, () => buttons, { onPress: (e) => e.click() }).sync();
  return box;
}

/** A moment's cards in a question (shared_table.py): that player's hand and the pile's top card
 * (ids), with their captions and the cards in words for a screen reader.
 * and the melds on the table then (each a list of ids).
 * @typedef {{ hand: number[], top: number | null, hand_label: string, top_label: string, words: string,
 *   melds?: number[][], melds_label?: string, no_melds?: string }} MomentCards */
/** The teacher's question to the class while the tables are paused (shared_table.py, `status.question`):
 * every word comes from Python; the answer goes back as text, and the service judges it.
 * @typedef {{ text: string, answered: boolean, done: string, label: string, button: string,
 *   help?: string, moment?: MomentCards }} ClassQuestion */

/** A moment's cards, drawn as cards in a box of their own, captioned as that player's (never the
 * student's own hand, drawn on the felt below).
 * @param {MomentCards} m @param {(id: number) => HTMLElement} card
 * @returns {HTMLElement} */
function konkanMomentCards(m, card) {
  const box = konkanEl("div", "konkan-moment-cards", { "data-testid": "moment-cards", role: "group", "aria-label": m.words });
  const hand = konkanEl("figure", "konkan-moment-hand");
  hand.appendChild(konkanEl("figcaption", "", { text: m.hand_label }));
  const row = konkanEl("div", "konkan-moment-row");
  for (const id of m.hand) row.appendChild(card(id));
  hand.appendChild(row);
  box.appendChild(hand);
  if (m.top !== null && m.top !== undefined) {
    const top = konkanEl("figure", "konkan-moment-top");
    top.appendChild(konkanEl("figcaption", "", { text: m.top_label }));
    const one = konkanEl("div", "konkan-moment-row");
    one.appendChild(card(m.top));
    top.appendChild(one);
    box.appendChild(top);
  }
  if (m.melds_label) {
    const table = konkanEl("figure", "konkan-moment-melds", { "data-testid": "moment-melds" });
    table.appendChild(konkanEl("figcaption", "", { text: m.melds_label }));
    const melds = m.melds || [];
    if (!melds.length) table.appendChild(konkanEl("p", "konkan-soft", { text: m.no_melds || "" }));
    for (const meld of melds) {
      const one = konkanEl("div", "konkan-moment-row konkan-moment-meld");
      for (const id of meld) one.appendChild(card(id));
      table.appendChild(one);
    }
    box.appendChild(table);
  }
  return box;
}

/** Draws the question, and a box for the student's move until they have answered. What the
 * student typed lives in `draft` (the table is drawn again at every change: the text stays, and
 * a refused answer stays in the box to be mended). `feedback`, the widget's one message line, is
 * placed under the question while it is asked: the service's verdict shows beside the answer.
 * @param {ClassQuestion} question @param {(intent: import("./base.js").Intent) => void} send
 * A moment's cards are drawn by `card` (the page's own card drawing).
 * @param {{ value: string }} draft @param {HTMLElement} [feedback]
 * @param {(id: number) => HTMLElement} [card]
 * @returns {HTMLElement} */
export function konkanClassQuestion(question, send, draft, feedback, card) {
  const box = konkanEl("section", "konkan-class-question", { "data-testid": "class-question", "aria-label": question.text });
  box.appendChild(konkanEl("p", "konkan-class-question-text", { text: question.text }));
  if (question.moment && card) box.appendChild(konkanMomentCards(question.moment, card));
  if (question.answered) {
    draft.value = "";
    box.appendChild(konkanEl("p", "konkan-soft", { "data-testid": "class-question-done", text: question.done }));
    if (feedback) box.appendChild(feedback);
    return box;
  }
  const form = konkanEl("form", "konkan-class-question-form");
  const input = /** @type {HTMLInputElement} */ (konkanEl("input", "konkan-class-question-input", {
    type: "text", maxlength: "600", "aria-label": question.label, placeholder: question.label,
    "data-testid": "class-question-answer", "data-focus": "class-question-answer",
  }));
  input.value = draft.value;
  input.addEventListener("input", () => { draft.value = input.value; });
  const answer = () => {
    const action = input.value.trim();
    if (action) send({ kind: "answer_question", action });
  };
  form.addEventListener("submit", (ev) => { ev.preventDefault(); answer(); });
  form.append(input, konkanButton(question.button, answer, { action: "answer-question", cls: "konkan-primary" }));
  box.appendChild(form);
  if (question.help) box.appendChild(konkanEl("p", "konkan-soft", { "data-testid": "class-question-help", text: question.help }));
  if (feedback) box.appendChild(feedback);
  return box;
}
