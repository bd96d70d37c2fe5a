// ScoreSheet (konkan.widgets.ScoreSheet): the page shows the entry form and the sheet from synced
// traits and sends what the user enters; Python (konkan.scoresheet) reads the cards, scores with
// konkan.scoring, decides when the game is over and who won, and writes every sentence. Nothing
// is scored or decided here.

import {
  konkanCard, konkanEl, konkanRoot, konkanId, konkanFaces, konkanCardsText, konkanMessage, konkanButton,
  konkanRove, konkanKeys, konkanSend, konkanLive, konkanSay, konkanSpeaks, konkanNumberIn,
} from "./base.js";
import { konkanWatch } from "./small.js";
import "./scoresheet.css";

// How a round can end, each with its label (widget.scoresheet.ending.<value>).
const KONKAN_ENDINGS = ["out", "hand", "konkan", "declared", "void"];

/** A round entered, with its lines (konkan/widgets/scoresheet.py: history).
 * @typedef {{ number: number, counted: boolean, label: string, title: string, scores: (number | null)[],
 *   lines: { message: string }[], left?: string }} Round */
/** Each seat's entered cards as read: the ids and their value, or why they could not be read.
 * @typedef {{ cards?: number[], value?: number, error?: string, out?: boolean, rule?: string, sentence?: string }} Entry */
/** What Python syncs (konkan/widgets/scoresheet.py).
 * @typedef {import("./base.js").Traits & { names: string[], partnership: boolean,
 *   draft: { hands?: string[], down?: boolean[], finisher?: number | null, ending?: string },
 *   entries: Entry[], history: Round[], sentences: string[],
 *   standing: { over?: boolean, declare?: boolean, declare_note?: string, undo?: string, new_evening?: string,
 *     saved?: string, status?: string, verdict?: string, teams?: string[], closed?: string, out?: number[],
 *     totals?: number[], end?: { standings?: import("./base.js").Standing[] } } }} ScoreTraits */
/** One player's row of the form.
 * @typedef {{ row: HTMLElement, name: HTMLInputElement, pick: HTMLButtonElement, input: HTMLInputElement,
 *   read: HTMLElement, down: HTMLInputElement, out: HTMLInputElement }} Row */

/** Draws the widget in `el` from `model`; returns the cleanup.
 * @param {import("./base.js").RenderProps<ScoreTraits>} props */
function konkanScoreRender({ model, el }) {
  const say = (/** @type {string} */ key, /** @type {Record<string, string | number>} */ fields = {}) =>
    konkanSay(model, "widget.scoresheet." + key, fields);
  const root = konkanRoot(el, "konkan-small-widget konkan-scoresheet", say("title"), model);
  const disposers = [konkanFaces(root, model), konkanKeys(root), konkanLive(root, model)];
  // Intents sent and not yet answered (each answer moves the revision on by one): while some
  // are, the form's fields keep what the user just did rather than an older state.
  let inflight = 0;
  const send = (/** @type {import("./base.js").Intent} */ intent) => { inflight++; konkanSend(model, intent); };
  let seenRevision = model.get("revision") || 0;
  const onRevision = () => {
    const now = model.get("revision") || 0;
    inflight = Math.max(0, inflight - (now - seenRevision));
    seenRevision = now;
  };
  model.on("change:revision", onRevision);
  disposers.push(() => model.off("change:revision", onRevision));
  let activeSeat = 0;
  // The partnership's two teams: seats 1 and 3, 2 and 4, each with its total's words.
  /** @param {string[]} list @param {string[]} two */
  const teams = (list, two) => say("teams", {
    first: String(list[0]), third: String(list[2]), one: two[0], second: String(list[1]), fourth: String(list[3]), two: two[1],
  });
  const names = () => model.get("names") || [];

  const bar = konkanEl("div", "konkan-bar");
  bar.append(konkanEl("span", "konkan-title", { text: say("title") }),
    konkanEl("span", "konkan-grow", { text: say("how") }));
  const status = konkanEl("div", "konkan-sheet-status", { "data-testid": "status", role: "status" });
  // The end of the game is said here and only here (no message repeats it); read out once when it appears.
  const ending = konkanEl("div", "konkan-sheet-end", { "data-testid": "end", role: "region", "aria-label": say("end"),
    "aria-live": "polite" });
  const form = konkanEl("div", "konkan-score-form", { role: "group", "aria-label": say("form") });
  const table = konkanEl("div", "konkan-score-rows", { role: "group", "aria-label": say("rows") });
  const headRow = konkanEl("div", "konkan-score-row konkan-score-head", { "aria-hidden": "true" });
  ["player", "cards", "read", "down", "out"].map((k) => say("head." + k)).forEach((t) =>
    headRow.appendChild(konkanEl("span", "", { text: t })));

  /** @type {Row[]} */
  let rows = [];
  /** @type {Record<number, ReturnType<typeof setTimeout>>} */
  const timers = {};
  /** @type {Record<number, string>} */
  const sentNames = {};
  function buildRows() {
    Object.values(timers).forEach(clearTimeout);
    rows = [];
    const list = names();
    table.replaceChildren(headRow);
    for (let s = 0; s < list.length; s++) {
      const row = konkanEl("div", "konkan-score-row", { role: "group", "aria-label": say("player", { number: s + 1 }), "data-testid": "entry-" + s });
      row.addEventListener("focusin", () => { if (activeSeat !== s) { activeSeat = s; paintActive(); } });
      row.addEventListener("click", () => { if (activeSeat !== s) { activeSeat = s; paintActive(); } });
      const name = konkanEl("input", "konkan-name-input", { type: "text", spellcheck: "false", autocomplete: "off",
        maxlength: "40", "aria-label": say("name", { number: s + 1 }), "data-testid": "name-" + s, title: say("name_how") });
      name.value = list[s];
      const pick = konkanEl("button", "konkan-seat-pick", { type: "button", text: "▦" });
      pick.addEventListener("click", () => { activeSeat = s; paintActive(); });
      const nameCell = konkanEl("span", "konkan-name-cell");
      nameCell.append(name, pick);
      // Sent on change (Enter or leaving the field). A refused name goes back to the player's name
      // once Python has answered, unless the user has typed on since.
      const commit = () => {
        if (name.value === (names()[s] || "") || name.value === sentNames[s]) return;
        sentNames[s] = name.value;
        send({ kind: "name", seat: s, name: name.value });
      };
      name.addEventListener("change", commit);
      name.addEventListener("keydown", (ev) => {
        if (ev.key === "Enter") { ev.preventDefault(); commit(); }
        if (ev.key === "Escape") name.value = names()[s] || "";
      });
      const input = konkanEl("input", "konkan-hand-input", { type: "text", spellcheck: "false",
        autocomplete: "off", "data-testid": "hand-" + s, placeholder: say("none") });
      const sendText = () => { clearTimeout(timers[s]); send({ kind: "hand", seat: s, text: input.value }); };
      input.addEventListener("input", () => { clearTimeout(timers[s]); timers[s] = setTimeout(sendText, 250); });
      input.addEventListener("change", sendText);
      const read = konkanEl("span", "konkan-hand-read", { "data-testid": "read-" + s, "aria-live": "polite" });
      const downCell = konkanEl("label", "konkan-check");
      const down = konkanEl("input", "", { type: "checkbox", "data-testid": "down-" + s });
      down.addEventListener("change", () => send({ kind: "down", seat: s, down: down.checked }));
      downCell.append(down, konkanEl("span", "konkan-visually-hidden", { text: say("went_down") }));
      const outCell = konkanEl("label", "konkan-check");
      const out = konkanEl("input", "", { type: "radio", name: konkanId(root, "out"), "data-testid": "out-" + s });
      out.addEventListener("change", () => { if (out.checked) send({ kind: "finisher", seat: s }); });
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
    const b = konkanEl("button", "konkan-button konkan-small-button konkan-ending", { type: "button", role: "radio",
      "data-ending": value, text: label, "data-testid": "ending-" + value });
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
    const c = konkanCard(id, model);
    const b = konkanEl("button", "konkan-face" + (c.suit ? " konkan-suit-" + c.suit : " konkan-face-joker"), {
      type: "button", text: c.joker ? "JK" : c.text, "data-code": c.code, "aria-label": say("add", { card: c.name }),
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
  // A sheet kept in a file: a new evening keeps last time's sheet in a dated file (Python names it).
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
        r.read.appendChild(konkanEl("span", "konkan-read-text", { text: konkanCardsText(e.cards, model) }));
        r.read.appendChild(konkanEl("span", "konkan-read-value", { text: "= " + e.value }));
      }
      // The rule that scores the seat otherwise (never down: 100, R8.3), the whole sentence on hover.
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
    form.hidden = over;  // the sheet takes no more rounds: Undo or New game reopen it
    scoreButton.hidden = over;  // nothing to score: the end panel says the sheet takes no more rounds
    scoreButton.title = say("score_why");
    const rounds = model.get("history") || [];
    undoButton.setAttribute("aria-disabled", rounds.length ? "false" : "true");
    undoButton.title = standing.undo || "";
    newButton.hidden = !over;
    eveningButton.hidden = !standing.new_evening;
    eveningButton.title = standing.new_evening || "";
    saved.textContent = standing.saved || "";
    status.textContent = over ? "" : (standing.status || "");
    status.hidden = over;
    paintActive();
  }

  let endDrawn = "";
  function drawEnd() {
    const standing = model.get("standing") || {};
    if (!standing.over) { ending.hidden = true; ending.replaceChildren(); endDrawn = ""; return; }
    // Redrawn only when what it says changes, so a screen reader hears the end of the game once.
    const key = JSON.stringify([names(), standing.end, standing.verdict, standing.teams, standing.closed]);
    if (key === endDrawn) return;
    endDrawn = key;
    ending.hidden = false;
    const list = names();
    const end = standing.end || {};
    const t = konkanEl("table", "konkan-final-table", { "aria-label": say("standings"), "data-testid": "final" });
    const tbody = konkanEl("tbody");
    // The engine's standings (the Table shows the same): place, name, total, and why.
    (end.standings || []).forEach((st) => {
      const tr = konkanEl("tr", st.won ? "konkan-winner" : "", { "data-testid": "final-" + st.seat });
      tr.appendChild(konkanEl("td", "konkan-final-place", { text: st.place + "." }));
      tr.appendChild(konkanEl("th", "", { scope: "row", text: st.name }));
      tr.appendChild(konkanNumberIn(konkanEl("td"), st.total));
      tr.appendChild(konkanEl("td", "konkan-final-note", { text: st.note }));
      tbody.appendChild(tr);
    });
    t.appendChild(tbody);
    const parts = [konkanEl("div", "konkan-sheet-end-title", { text: say("game_over") }),
      konkanEl("p", "konkan-sheet-verdict", { "data-testid": "verdict", text: standing.verdict || "" }), t];
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
      text: gone.includes(s) ? say("name_out", { name: nm }) : nm, scope: "col", title: gone.includes(s) ? say("is_out", { name: nm }) : null })));
    const thead = konkanEl("thead");
    thead.appendChild(head);
    const tbody = konkanEl("tbody");
    rounds.forEach((r, k) => {
      const tr = konkanEl("tr", r.counted ? "" : "konkan-void-row", {
        "data-testid": r.counted ? "round-" + r.number : "void-" + k, title: r.title });
      tr.appendChild(konkanEl("th", "", { scope: "row", text: r.label }));
      r.scores.forEach((sc) => tr.appendChild(konkanNumberIn(konkanEl("td", sc == null ? "konkan-not-playing" : (sc < 0 ? "konkan-minus" : ""),
        { title: sc == null ? say("out_of_game") : null }), sc == null ? "–" : sc)));
      tbody.appendChild(tr);
    });
    const foot = konkanEl("tfoot");
    const tot = konkanEl("tr", "konkan-total", { "data-testid": "totals" });
    tot.appendChild(konkanEl("th", "", { scope: "row", text: say("total") }));
    (standing.totals || []).forEach((v) => tot.appendChild(konkanNumberIn(konkanEl("td"), v)));
    foot.appendChild(tot);
    t.append(thead, tbody, foot);
    /** @type {HTMLElement[]} */
    const out = [t];
    if (standing.teams && !standing.over) {
      out.push(konkanEl("div", "konkan-teams", { "data-testid": "teams", text: teams(list, standing.teams) }));
    }
    rounds.slice().reverse().forEach((r, k) => {
      const det = konkanEl("details", "konkan-round-lines", {
        "data-testid": r.counted ? "lines-" + r.number : "lines-void-" + (rounds.length - 1 - k) });
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
  return () => { Object.values(timers).forEach(clearTimeout); disposers.forEach((d) => d()); };
}

/** @type {import("./base.js").Widget<ScoreTraits>} */
export default { render: konkanSpeaks(konkanScoreRender) };
