// The teacher's live class view (konkan.widgets.ClassView): who has joined, their lessons' stars and
// practice levels, where each is in the test (answered or not yet: never an answer), each table's round
// and scores, and the teacher's buttons. Python follows the class (a thread in the kernel waits on the
// class service) and sends the `board` trait; this page only draws it and sends the buttons' intents.
// Every word comes from Python (konkanSay, keys widget.class_view.page.*).

import { konkanEl, konkanRoot, konkanButton, konkanSay, konkanMessage, konkanSend, konkanKeys, konkanLive, konkanSpeaks } from "./base.js";
import { konkanRedraw, konkanWatch } from "./small.js";
import "./class_view.css";

/** @typedef {{ number: number, title: string, stars: number, done: number, steps: number }} LessonDone */
/** @typedef {{ user: string, lessons: LessonDone[], practice: { kind: string, level: number }[], test: boolean[],
 *   answered: number }} Student */
/** @typedef {{ name: string, user: string | null, present: boolean, points: number, to_play: boolean }} Seat */
/** @typedef {{ number: number, round: number, round_over: boolean, game_over: boolean, paused: boolean, seats: Seat[] }} TableRow */
/** @typedef {{ code: string, describe?: string, released: boolean, count: number, unanswered?: string, students: Student[], tables: TableRow[],
 *   results?: { number: number, right: number, words: string }[], results_heading?: string,
 *   paused: boolean }} Board */
/** What Python syncs (konkan/widgets/class_view.py).
 * @typedef {import("./base.js").Traits & { board: Board, live: boolean }} ClassViewTraits */

/** Draws the widget in `el` from `model`; returns the cleanup.
 * @param {import("./base.js").RenderProps<ClassViewTraits>} props */
function konkanClassViewRender({ model, el }) {
  const say = (/** @type {string} */ key, /** @type {Record<string, string | number>} */ fields = {}) =>
    konkanSay(model, "widget.class_view.page." + key, fields);
  const board0 = model.get("board") || {};
  const root = konkanRoot(el, "konkan-small-widget konkan-class-view", say("title", { code: board0.code || "" }), model);
  const disposers = [konkanKeys(root), konkanLive(root, model)];
  const send = (/** @type {import("./base.js").Intent} */ intent) => konkanSend(model, intent);
  const bar = konkanEl("div", "konkan-bar");
  const body = konkanEl("div", "konkan-class-view-body");
  const messageBox = konkanMessage(model);
  disposers.push(messageBox.dispose);
  root.append(bar, messageBox.el, body);
  let confirming = false; // Release pressed once, waiting for "Yes, release"

  /** @param {Board} b */
  function buttons(b) {
    const box = konkanEl("div", "konkan-class-view-actions", { role: "group", "aria-label": say("actions") });
    box.appendChild(b.paused
      ? konkanButton(say("resume"), () => send({ kind: "resume" }), { action: "resume", cls: "konkan-primary" })
      : konkanButton(say("pause"), () => send({ kind: "pause" }), { action: "pause" }));
    if (b.released) box.appendChild(konkanEl("span", "konkan-class-view-badge", { text: say("released"), "data-testid": "released" }));
    else if (!confirming) box.appendChild(konkanButton(say("release"), () => { confirming = true; draw(); }, { action: "release" }));
    box.appendChild(konkanButton(say("save"), () => send({ kind: "save" }), { action: "save" }));
    return box;
  }

  /** @param {Student} s @param {number} count */
  function studentRow(s, count) {
    const tr = konkanEl("tr", "", { "data-testid": "student", "data-user": s.user });
    tr.appendChild(konkanEl("th", "konkan-class-view-name", { scope: "row", text: s.user }));
    const lessons = konkanEl("td", "");
    if (!s.lessons.length) lessons.appendChild(konkanEl("span", "konkan-class-view-none", { text: say("none_yet") }));
    s.lessons.forEach((l) => lessons.appendChild(konkanEl("span", "konkan-class-view-chip", { "data-testid": "lesson",
      text: say("lesson_chip", { number: l.number, stars: l.stars }),
      title: say("lesson_title", { title: l.title, done: l.done, steps: l.steps }) })));
    const practice = konkanEl("td", "");
    if (!s.practice.length) practice.appendChild(konkanEl("span", "konkan-class-view-none", { text: say("none_yet") }));
    s.practice.forEach((p) => practice.appendChild(konkanEl("span", "konkan-class-view-chip", { "data-testid": "practice",
      text: say("practice_chip", { kind: p.kind, level: p.level }) })));
    const test = konkanEl("td", "");
    const dots = konkanEl("span", "konkan-class-view-dots", { "data-testid": "test" });
    s.test.forEach((done, i) => dots.appendChild(konkanEl("span", "konkan-class-view-dot" + (done ? " konkan-class-view-done" : ""), {
      role: "img", "aria-label": say(done ? "puzzle_answered" : "puzzle_not_yet", { number: i + 1 }),
      title: say(done ? "puzzle_answered" : "puzzle_not_yet", { number: i + 1 }) })));
    test.append(dots, konkanEl("span", "konkan-class-view-count", { "data-testid": "answered",
      text: say("answered_of", { answered: s.answered, count }) }));
    tr.append(lessons, practice, test);
    return tr;
  }

  /** @param {TableRow} t */
  function tableCard(t) {
    const card = konkanEl("section", "konkan-class-view-table" + (t.paused ? " konkan-class-view-paused" : ""), {
      "data-testid": "table", "aria-label": say("table", { number: t.number }) });
    const head = konkanEl("div", "konkan-class-view-table-head");
    head.append(konkanEl("span", "konkan-class-view-table-name", { text: say("table", { number: t.number }) }),
      konkanEl("span", "", { "data-testid": "round", text: t.game_over ? say("game_over")
        : say(t.round_over ? "round_over" : "round", { round: t.round }) }));
    if (t.paused) head.appendChild(konkanEl("span", "konkan-class-view-badge", { text: say("paused"), "data-testid": "paused" }));
    card.appendChild(head);
    const list = konkanEl("ul", "konkan-class-view-seats");
    t.seats.forEach((s) => {
      const li = konkanEl("li", s.to_play ? "konkan-class-view-to-play" : "", { "data-testid": "seat" });
      const who = s.user == null ? say("seat_computer", { seat: s.name })
        : say(s.present ? "seat_student" : "seat_away", { seat: s.name, user: s.user });
      li.append(konkanEl("span", "konkan-grow", { text: who }),
        konkanEl("span", "konkan-class-view-points", { text: say("score", { points: s.points }) }));
      if (s.to_play) li.appendChild(konkanEl("span", "konkan-class-view-badge", { text: say("to_play") }));
      list.appendChild(li);
    });
    card.appendChild(list);
    return card;
  }

  function draw() {
    /** @type {Board} */
    const b = model.get("board") || { code: "", released: false, count: 0, students: [], tables: [], paused: false };
    if (b.released) confirming = false;
    const items = [konkanEl("span", "konkan-title", { text: say("title", { code: b.code }), "data-testid": "title" })];
    items.push(konkanEl("span", "konkan-grow konkan-class-view-live", { text: model.get("live") ? say("live") : "",
      "data-testid": "live" }));
    bar.replaceChildren(...items);
    konkanRedraw(root, body, () => {
      /** @type {HTMLElement[]} */
      const out = [buttons(b)];
      if (confirming) {
        const sure = konkanEl("div", "konkan-class-view-confirm", { "data-testid": "confirm" });
        sure.appendChild(konkanEl("div", "konkan-class-view-heading", { text: say("sure_release") }));
        if (b.unanswered) sure.appendChild(konkanEl("p", "konkan-class-view-warning", { text: b.unanswered, "data-testid": "unanswered" }));
        const yes = konkanEl("div", "konkan-class-view-actions");
        yes.append(konkanButton(say("yes_release"), () => { confirming = false; send({ kind: "release" }); },
          { action: "release-sure", cls: "konkan-primary" }),
        konkanButton(say("not_yet"), () => { confirming = false; draw(); }, { action: "release-not-yet" }));
        sure.appendChild(yes);
        out.push(sure);
      }
      out.push(konkanEl("h3", "konkan-class-view-heading", { text: say("students") }));
      if (!b.students.length) out.push(konkanEl("p", "konkan-class-view-none", { text: say("no_students", { code: b.code }),
        "data-testid": "no-students" }));
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
      if (b.results && b.results.length) { // once the marks are out: each puzzle, how many got it right (no names)
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

/** @type {import("./base.js").Widget<ClassViewTraits>} */
export default { render: konkanSpeaks(konkanClassViewRender) };
