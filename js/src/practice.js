// Practice (konkan.widgets.Practice): one puzzle at a time. The page draws the question, its
// cards and the way to answer that Python sent (puzzle.form), and sends what the learner typed,
// picked or pressed. Python judges every answer; no rule is decided here.

import {
  konkanCard, konkanEl, konkanRoot, konkanId, konkanFaces, konkanCardEl, konkanCardsText, konkanMessage,
  konkanButton, konkanKeys, konkanSend, konkanLive, konkanRuleText,
} from "./base.js";
import { konkanPickRow, konkanCardGroup, konkanRedraw, konkanWatch, konkanVerdictBox } from "./small.js";
import "./practice.css";

/** A row of a puzzle's cards: to look at, or to pick from.
 * @typedef {{ caption: string, cards: number[], pick?: boolean, spread?: boolean }} CardsRow */
/** How the answer is given: a number, each player's number, cards, melds, or one of some choices.
 * @typedef {{ shape?: "number" | "numbers" | "cards" | "groups" | "choice", how?: string, example?: string,
 *   seats?: string[], choices?: { text: string, word: string }[] }} AnswerForm */
/** The puzzle shown.
 * @typedef {{ number?: number, name?: string, level?: number, levels?: number, question?: string,
 *   lines?: string[], rows?: CardsRow[], form?: AnswerForm }} Puzzle */
/** One diagnosed slip: what the learner did, and the rule it breaks.
 * @typedef {{ code: string, text: string, rule?: string }} Mistake */
/** The verdict on an answer (empty before one).
 * @typedef {{ correct?: boolean, text?: string, mistakes?: Mistake[], more?: string, note?: string }} Verdict */
/** One puzzle's result in a test, once released.
 * @typedef {{ name: string, correct: boolean, answer?: string | null, mistakes?: Mistake[], more?: string, text?: string,
 *   right_answer: string }} TestResult */
/** A class test (empty in practice): where it stands, and what the student may do.
 * @typedef {{ stage?: "name" | "answering" | "handed_in" | "results", code?: string, name?: string, describe?: string,
 *   ask?: { name?: string, code?: string, finished?: boolean }, resume?: { name: string, code: string }[],
 *   answered?: boolean[], results?: TestResult[], at: number, count: number, right?: number, kept?: string, where?: string,
 *   carried?: boolean, download: { name: string, text: string } }} Test */
/** What Python syncs (konkan/widgets/practice.py).
 * @typedef {import("./base.js").Traits & { puzzle: Puzzle, picked: number[], groups: number[][], verdict: Verdict,
 *   help: { hint?: string, solution?: string, missed?: boolean }, rule_texts: Record<string, string>,
 *   tally: { counted?: boolean, streak?: number, right?: number, tried?: number, change?: string, by_kind?: string,
 *     levels?: { kind: string, name: string, level: number, right: number, tried: number }[] },
 *   test: Test }} PracticeTraits */

/** Draws the widget in `el` from `model`; returns the cleanup.
 * @param {import("./base.js").RenderProps<PracticeTraits>} props */
function konkanPracticeRender({ model, el }) {
  const root = konkanRoot(el, "konkan-small-widget konkan-practice", "Practice puzzles");
  const disposers = [konkanFaces(root, model), konkanKeys(root), konkanLive(root, model)];
  const send = (/** @type {import("./base.js").Intent} */ intent) => konkanSend(model, intent);
  const bar = konkanEl("div", "konkan-bar konkan-practice-bar");
  const body = konkanEl("div", "konkan-practice-body");
  const live = konkanEl("div", "konkan-visually-hidden", { "aria-live": "polite", "data-testid": "narrator" });
  const messageBox = konkanMessage(model);
  disposers.push(messageBox.dispose);
  root.append(bar, body, live);
  // What is typed stays in the page until Check; a new puzzle empties the boxes.
  /** @type {number | undefined | null} */
  let shown = null;
  let typed = "";
  let typedCode = "";
  let typedWord = ""; // test mode: the release word, as typed
  let resuming = ""; // test mode: "Carry on as ..." pressed: the name to type again
  /** @type {string | null} */
  let shownAt = null; // test mode: the stage and puzzle last drawn
  let confirming = false; // test mode: Finish pressed once, waiting for "Yes, finish"
  /** @type {Record<string, string>} */
  let seats = {};
  let spoken = "";

  /** @param {string | undefined} text */
  function speak(text) {
    if (text && text !== spoken) { live.textContent = text; spoken = text; }
  }

  /** @param {HTMLInputElement} input @param {() => void} check */
  function enterChecks(input, check) {
    input.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter") { ev.preventDefault(); ev.stopPropagation(); check(); }
    });
  }

  /** @param {CardsRow} r @param {number[]} picked @param {number[]} inGroups */
  function cardsRow(r, picked, inGroups) {
    const wrap = konkanEl("div", "konkan-practice-row");
    wrap.appendChild(konkanEl("div", "konkan-practice-caption", { text: r.caption }));
    if (r.pick) {
      const free = r.cards.filter((id) => !inGroups.includes(id));
      wrap.appendChild(konkanPickRow(model, free, picked, (id) => send({ kind: "toggle", card: id }),
        { label: r.caption, testid: "pick", empty: "Every card is in a meld." }));
    } else {
      const row = konkanEl("div", "konkan-practice-cards" + (r.spread ? " konkan-practice-spread" : "")
        + (r.cards.length > 10 ? " konkan-practice-long" : ""), {
        role: "img", "aria-label": r.caption + ": " + r.cards.map((i) => konkanCard(i).name).join(", "),
      });
      r.cards.forEach((id) => row.appendChild(konkanCardEl(model, id, { role: "presentation", label: "" })));
      wrap.appendChild(row);
    }
    return wrap;
  }

  /** @param {number[][]} groups */
  function groupsArea(groups) {
    const wrap = konkanEl("div", "konkan-practice-groups", { role: "list", "aria-label": "Your melds", "data-testid": "groups" });
    if (!groups.length) {
      wrap.appendChild(konkanEl("div", "konkan-empty-note", { text: "No melds made yet." }));
      return wrap;
    }
    groups.forEach((g, i) => {
      const item = konkanEl("div", "konkan-practice-group", { role: "listitem", "data-testid": "group-" + i });
      item.appendChild(konkanCardGroup(model, g));
      const b = konkanButton("Remove", () => send({ kind: "ungroup", index: i }), {
        action: "ungroup-" + i, cls: "konkan-small-button", title: "Put these cards back in the hand",
      });
      b.setAttribute("aria-label", "Remove meld " + (i + 1) + ": " + konkanCardsText(g));
      item.appendChild(b);
      wrap.appendChild(item);
    });
    return wrap;
  }

  /** @param {Puzzle} p @param {number[]} picked @param {number[][]} groups @param {boolean} [testing] */
  function answerArea(p, picked, groups, testing) {
    const form = p.form || {};
    // In a test an answer is kept, not judged, until the end: the button says so.
    const checkText = testing ? "Keep this answer" : "Check";
    const box = konkanEl("section", "konkan-practice-answer", { "aria-label": "Your answer", "data-testid": "answer" });
    // The boxes show the answer judged: typing it all empties the players' boxes, and the other way round.
    const typedCheck = () => { seats = {}; send({ kind: "check", text: typed }); };
    const tools = konkanEl("div", "konkan-practice-tools");
    const buttons = [];
    if (form.shape === "number") {
      const id = konkanId(root, "answer");
      const input = konkanEl("input", "konkan-practice-input", {
        id, type: "text", inputmode: "numeric", maxlength: "12", autocomplete: "off",
        "data-testid": "number", "data-focus": "number", "aria-describedby": id + "-how",
      });
      input.value = typed;
      input.addEventListener("input", () => { typed = input.value; });
      enterChecks(input, typedCheck);
      tools.append(konkanEl("label", "konkan-practice-label", { for: id, text: "Your answer:" }), input);
      buttons.push(konkanButton(checkText, typedCheck, { action: "check", cls: "konkan-primary", keys: "Enter" }));
      box.appendChild(konkanEl("div", "konkan-hint-line", { id: id + "-how", text: form.how + "." }));
    } else if (form.shape === "numbers") {
      const grid = konkanEl("div", "konkan-practice-seats", { role: "group", "aria-label": "Each player's score" });
      const check = () => { typed = ""; send({ kind: "check", seats: Object.assign({}, seats) }); };
      (form.seats || []).forEach((name, s) => {
        const id = konkanId(root, "seat-" + s);
        const cell = konkanEl("div", "konkan-practice-seat");
        const input = konkanEl("input", "konkan-practice-input", {
          id, type: "text", inputmode: "numeric", maxlength: "8", autocomplete: "off",
          "data-testid": "seat-" + s, "data-focus": "seat-" + s,
        });
        input.value = seats[String(s)] || "";
        input.addEventListener("input", () => { seats[String(s)] = input.value; });
        enterChecks(input, check);
        cell.append(konkanEl("label", "konkan-practice-label", { for: id, text: name }), input);
        grid.appendChild(cell);
      });
      box.appendChild(grid);
      buttons.push(konkanButton(checkText, check, { action: "check", cls: "konkan-primary", keys: "Enter" }));
    } else if (form.shape === "cards" || form.shape === "groups") {
      if (form.shape === "groups") {
        box.appendChild(konkanEl("div", "konkan-practice-caption", { text: "Your melds" }));
        box.appendChild(groupsArea(groups));
        buttons.push(konkanButton("Make a meld", () => send({ kind: "group" }), {
          action: "group", enabled: picked.length > 0, reason: picked.length ? null : "Pick the cards of a meld first." }));
      }
      buttons.push(konkanButton(checkText, () => send({ kind: "check" }), { action: "check", cls: "konkan-primary" }));
      if (picked.length || groups.length) buttons.push(konkanButton("Put all back", () => send({ kind: "clear" }), { action: "clear" }));
    }
    (form.choices || []).forEach((c) => {
      const b = konkanButton(c.text, () => send({ kind: "choose", word: c.word }), {
        action: "choose-" + c.word, cls: form.shape === "choice" ? "konkan-primary konkan-practice-choice" : "konkan-practice-choice",
      });
      b.dataset.testid = "choose-" + c.word;
      buttons.push(b);
    });
    buttons.forEach((b) => tools.appendChild(b));
    box.appendChild(tools);
    if (form.shape !== "number") {
      // Every answer can be typed as well: the form Python said, with its example.
      const id = konkanId(root, "typed");
      const line = konkanEl("div", "konkan-practice-typed");
      const input = konkanEl("input", "konkan-practice-input konkan-practice-wide", {
        id, type: "text", autocomplete: "off", maxlength: "200", placeholder: form.example,
        "data-testid": "typed", "data-focus": "typed", "aria-describedby": id + "-how",
      });
      input.value = typed;
      input.addEventListener("input", () => { typed = input.value; });
      enterChecks(input, typedCheck);
      line.append(konkanEl("label", "konkan-practice-label", { for: id, text: form.shape === "numbers" ? "Or type them all:" : "Or type it:" }),
        input, konkanButton(testing ? "Keep what I typed" : "Check", typedCheck, { action: "check-typed", keys: "Enter" }));
      box.appendChild(line);
      box.appendChild(konkanEl("div", "konkan-hint-line", { id: id + "-how", text: form.how + "." }));
    }
    // What Python says about the answer's form (or a refused click) sits with the answer.
    box.appendChild(messageBox.el);
    return box;
  }

  // One diagnosed slip: what the learner did, and the rule it breaks.
  /** @param {Mistake} m */
  function mistakeLine(m) {
    const line = konkanEl("div", "konkan-practice-mistake", { "data-testid": "mistake", "data-code": m.code });
    // The rule is a small chip beside the sentence (base.js), pressed to read it.
    const cited = m.rule && !String(m.text).includes(m.rule) ? m.text + " (" + m.rule + ")" : m.text;
    const words = konkanEl("span");
    words.append(document.createTextNode(" "), ...konkanRuleText(cited, model.get("rule_texts")));
    line.append(konkanEl("span", "konkan-practice-mistake-title", { text: "The slip:" }), words);
    return line;
  }

  /** @param {Verdict} v */
  function verdictArea(v) {
    const slips = v.mistakes || [];
    const box = konkanVerdictBox({ ok: v.correct, text: slips.length ? "" : v.text, rule: "" },
      v.correct ? "Right!" : "Not right", { testid: "verdict" });
    box.setAttribute("role", "status");
    const said = box.querySelector(".konkan-verdict-text");
    if (said) said.replaceChildren(...konkanRuleText(said.textContent, model.get("rule_texts")));
    slips.forEach((m) => box.appendChild(mistakeLine(m)));
    if (slips.length && v.more) box.appendChild(konkanEl("div", "konkan-verdict-text", { text: v.more, "data-testid": "verdict-more" }));
    if (v.note) box.appendChild(konkanEl("div", "konkan-hint-line", { text: v.note }));
    return box;
  }

  /** @param {PracticeTraits["help"]} help @param {PracticeTraits["tally"]} tally */
  function helpArea(help, tally) {
    const box = konkanEl("div", "konkan-practice-help");
    const tools = konkanEl("div", "konkan-practice-tools");
    if (!help.hint) tools.appendChild(konkanButton("Show a hint", () => send({ kind: "hint" }), { action: "hint" }));
    if (!help.solution) {
      tools.appendChild(konkanButton("Show the solution", () => send({ kind: "solution" }), {
        action: "solution", title: tally.counted ? null : "Seeing the solution first counts this puzzle as missed." }));
    }
    tools.appendChild(konkanButton("Next puzzle", () => send({ kind: "next" }), {
      action: "next", cls: tally.counted ? "konkan-primary" : "" }));
    if (help.hint) {
      const h = konkanEl("div", "konkan-practice-fold", { "data-testid": "hint" });
      const hint = konkanEl("div");
      hint.append(...konkanRuleText(help.hint, model.get("rule_texts")));
      h.append(konkanEl("div", "konkan-practice-fold-title", { text: "Hint" }), hint);
      box.appendChild(h);
    }
    if (help.solution) {
      const s = konkanEl("div", "konkan-practice-fold", { "data-testid": "solution" });
      s.appendChild(konkanEl("div", "konkan-practice-fold-title", { text: "Solution" }));
      help.solution.split("\n").forEach((line) => {
        const row = konkanEl("div");
        row.append(...konkanRuleText(line, model.get("rule_texts")));
        s.appendChild(row);
      });
      if (help.missed) s.appendChild(konkanEl("div", "konkan-hint-line", { text: "Seen before answering, so this puzzle counts as missed." }));
      box.appendChild(s);
    }
    box.appendChild(tools);
    return box;
  }

  /** @param {NonNullable<PracticeTraits["tally"]["levels"]>} levels */
  function levelsArea(levels) {
    const table = konkanEl("div", "konkan-practice-levels", { role: "list", "aria-label": "Your level at each kind", "data-testid": "levels" });
    levels.forEach((l) => {
      const item = konkanEl("div", "konkan-practice-level", { role: "listitem", "data-kind": l.kind });
      item.append(konkanEl("span", "konkan-practice-level-name", { text: l.name }),
        konkanEl("span", "konkan-practice-level-stars", { text: "level " + l.level, "aria-label": "level " + l.level + " of 3" }),
        konkanEl("span", "konkan-hint-line", { text: l.right + " of " + l.tried + " right" }));
      table.appendChild(item);
    });
    return table;
  }

  // --- test mode: a name first, then the class's puzzles answered in any order, then the results --
  /** @param {Test} t */
  function nameArea(t) {
    const box = konkanEl("section", "konkan-practice-answer", { "aria-label": "Start the test", "data-testid": "start" });
    box.appendChild(konkanEl("p", "konkan-practice-ask", { text: t.describe || "A test of your class's puzzles." }));
    box.appendChild(konkanEl("p", "konkan-practice-line", {
      text: "Each answer is kept in a file as you go. When you finish, you hand the test in. You see what you got right, and why, when your teacher gives the release word." }));
    const ask = t.ask || {};
    if (ask.name) {
      // A test was begun under the name typed: carried on only if the student says it is theirs.
      const q = konkanEl("div", "konkan-practice-kept", { "data-testid": "ask" });
      q.appendChild(konkanEl("div", "konkan-practice-label", { text: "A test was " + (ask.finished ? "handed in" : "begun")
        + " on this computer as " + ask.name + ". Is it yours?" }));
      const choose = konkanEl("div", "konkan-practice-tools");
      choose.append(
        konkanButton("Yes, it is mine: carry on", () => send({ kind: "start", name: ask.name, code: ask.code, carry_on: true }),
          { action: "carry-on", cls: "konkan-primary" }),
        konkanButton("No, I am another " + ask.name + ": start my own", () => send({ kind: "start", name: ask.name, code: ask.code, carry_on: false }),
          { action: "not-mine", title: "The test begun before is kept for your teacher; yours starts empty." }),
        konkanButton("Type another name", () => send({ kind: "leave" }), { action: "leave" }));
      q.appendChild(choose);
      box.append(q, messageBox.el);
      return box;
    }
    const start = () => send(t.code ? { kind: "start", name: typed } : { kind: "start", name: typed, code: typedCode });
    /** @param {string} label @param {string} testid @param {string} value @param {(v: string) => void} keep @param {string} size */
    const field = (label, testid, value, keep, size) => {
      const id = konkanId(root, "field-" + testid);
      const input = konkanEl("input", "konkan-practice-input konkan-practice-wide", {
        id, type: "text", autocomplete: "off", maxlength: size, "data-testid": testid, "data-focus": testid });
      input.value = value;
      input.addEventListener("input", () => keep(input.value));
      enterChecks(input, start);
      const line = konkanEl("div", "konkan-practice-tools");
      line.append(konkanEl("label", "konkan-practice-label konkan-practice-field", { for: id, text: label }), input);
      return line;
    };
    if (!t.code) box.appendChild(field("Class code:", "code", typedCode, (v) => { typedCode = v; }, "20"));
    const line = field("Your name:", "name", typed, (v) => { typed = v; }, "40");
    line.appendChild(konkanButton("Start the test", start, { action: "start", cls: "konkan-primary", keys: "Enter" }));
    box.appendChild(line);
    const resume = t.resume || [];
    if (resume.length) {
      const again = konkanEl("div", "konkan-practice-tools", { "data-testid": "resume" });
      again.appendChild(konkanEl("span", "konkan-practice-label", { text: "Begun already?" }));
      // One click never opens someone's answers: it asks for the name to be typed again.
      resume.forEach((r) => again.appendChild(konkanButton("Carry on as " + r.name + (t.code ? "" : " (class " + r.code + ")"),
        () => {
          resuming = r.name;
          if (!t.code) typedCode = r.code;
          draw();
          const input = /** @type {HTMLElement | null} */ (root.querySelector("[data-testid=name]"));
          if (input) input.focus();
        }, { action: "resume" })));
      box.appendChild(again);
      if (resuming) box.appendChild(konkanEl("p", "konkan-hint-line", { "data-testid": "resume-how",
        text: "To carry on as " + resuming + ", type your name in the box above, then Start the test." }));
    }
    box.appendChild(messageBox.el);
    return box;
  }

  /** @param {Test} t */
  function testNav(t) {
    const nav = konkanEl("div", "konkan-practice-nav", { role: "list", "aria-label": "The test's puzzles", "data-testid": "nav" });
    (t.answered || []).forEach((done, i) => {
      const marked = t.stage === "results" ? (t.results || [])[i] : null;
      const state = marked ? (marked.correct ? "right" : "wrong") : done ? "answered" : "open";
      const words = marked ? (marked.correct ? "right" : marked.answer == null ? "no answer" : "not right")
        : done ? "answered" : "no answer yet";
      const b = konkanButton(String(i + 1), () => send({ kind: "goto", index: i }), {
        action: "goto-" + i, cls: "konkan-small-button konkan-practice-dot konkan-practice-" + state });
      b.setAttribute("aria-label", "Puzzle " + (i + 1) + ", " + words);
      if (i === t.at) b.setAttribute("aria-current", "true");
      const item = konkanEl("span", "", { role: "listitem" });
      item.appendChild(b);
      nav.appendChild(item);
    });
    return nav;
  }

  /** @param {Puzzle} p @param {number[]} picked @param {number[][]} groups */
  function puzzleArea(p, picked, groups) {
    /** @type {HTMLElement[]} */
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

  /** @param {Test} t */
  function resultsArea(t) {
    const box = konkanEl("section", "konkan-practice-results", { "aria-label": "Your results", "data-testid": "results" });
    box.appendChild(konkanEl("p", "konkan-practice-ask", { "data-testid": "result-score",
      text: "You got " + t.right + " of " + t.count + " right." }));
    (t.results || []).forEach((r, i) => {
      const item = konkanEl("div", "konkan-practice-result konkan-practice-" + (r.correct ? "right" : "wrong"),
        { "data-testid": "result-" + i });
      item.appendChild(konkanEl("div", "konkan-practice-fold-title", { text: r.name }));
      item.appendChild(konkanEl("div", "konkan-practice-result-line", { text: r.answer == null ? "Not right: no answer was given."
        : (r.correct ? "Right! You answered \u201c" : "Not right: you answered \u201c") + r.answer + "\u201d." }));
      (r.mistakes || []).forEach((m) => item.appendChild(mistakeLine(m)));
      const more = (r.mistakes || []).length ? r.more : r.text;
      if (!r.correct && r.answer != null && more) item.appendChild(konkanEl("div", "", { text: more }));
      if (!r.correct) item.appendChild(konkanEl("div", "konkan-practice-right-answer", { text: "The answer: " + r.right_answer }));
      item.appendChild(konkanButton("Look at it again", () => send({ kind: "goto", index: i }), {
        action: "review-" + i, cls: "konkan-small-button" }));
      box.appendChild(item);
    });
    box.appendChild(konkanEl("p", "konkan-hint-line", { "data-testid": "file", text: t.kept }));
    // The file itself, from the page: on a site with no server (JupyterLite) the only way out of
    // the browser's storage. The text is the file as the kernel wrote it.
    box.appendChild(konkanEl("a", "konkan-button konkan-primary konkan-practice-download", {
      href: "data:application/json;charset=utf-8," + encodeURIComponent(t.download.text),
      download: t.download.name, "data-action": "download", text: "Download " + t.download.name }));
    return box;
  }

  // Handed in: no result yet, only the release word's box and the file to hand in.
  /** @param {Test} t */
  function handedInArea(t) {
    const box = konkanEl("section", "konkan-practice-results", { "aria-label": "Handed in", "data-testid": "handed-in" });
    const answered = (t.answered || []).filter(Boolean).length;
    box.appendChild(konkanEl("p", "konkan-practice-ask", { "data-testid": "handed-in-line",
      text: "Your test is handed in: " + answered + " of " + t.count + " puzzles answered." }));
    box.appendChild(konkanEl("p", "konkan-practice-line", {
      text: "Your results show here when your teacher gives the release word. Type it, then Show my results." }));
    const id = "konkan-w-" + Math.random().toString(36).slice(2);
    const input = konkanEl("input", "konkan-practice-input", { id, type: "text", autocomplete: "off", maxlength: "40",
      "data-testid": "release-word", "data-focus": "release-word" });
    input.value = typedWord;
    const release = () => send({ kind: "release", word: typedWord });
    input.addEventListener("input", () => { typedWord = input.value; });
    enterChecks(input, release);
    const line = konkanEl("div", "konkan-practice-tools");
    line.append(konkanEl("label", "konkan-practice-label", { for: id, text: "Release word:" }), input,
      konkanButton("Show my results", release, { action: "release", cls: "konkan-primary", keys: "Enter" }));
    box.appendChild(line);
    box.appendChild(messageBox.el);
    box.appendChild(konkanEl("p", "konkan-hint-line", { "data-testid": "file", text: t.kept }));
    box.appendChild(konkanEl("a", "konkan-button konkan-practice-download", {
      href: "data:application/json;charset=utf-8," + encodeURIComponent(t.download.text),
      download: t.download.name, "data-action": "download", text: "Download " + t.download.name }));
    return box;
  }

  /** @param {Test} t @param {Puzzle} p @param {number[]} picked @param {number[][]} groups @param {Verdict} v
   * @param {PracticeTraits["help"]} help */
  function drawTest(t, p, picked, groups, v, help) {
    const answered = (t.answered || []).filter(Boolean).length;
    const items = [
      konkanEl("span", "konkan-title", { text: t.code ? "Test \u00b7 class " + t.code : "Test", "data-testid": "title" }),
      konkanEl("span", "konkan-grow", { text: t.name ? t.name : "" , "data-testid": "student" }),
    ];
    if (t.stage !== "name") items.push(konkanEl("span", "konkan-practice-badge", { "data-testid": "score", text: t.stage === "results"
      ? t.right + " right of " + t.count : t.stage === "handed_in" ? "Handed in" : answered + " of " + t.count + " answered" }));
    items.push(konkanButton(model.get("four_colour") ? "Two colours" : "Four colours",
      () => send({ kind: "settings", four_colour: !model.get("four_colour") }), { action: "colours", cls: "konkan-small-button" }));
    bar.replaceChildren(...items);
    // A new puzzle (the next after an answer, or one looked at again) is brought into view.
    const where = t.stage + ":" + t.at;
    const moved = shownAt !== null && where !== shownAt && t.stage !== "name";
    shownAt = where;
    if (t.stage !== "answering") confirming = false;
    konkanRedraw(root, body, () => {
      if (t.stage === "name") return [nameArea(t)];
      if (t.stage === "handed_in") return [handedInArea(t)];
      resuming = "";
      /** @type {HTMLElement[]} */
      const out = [testNav(t)];
      if (t.stage === "answering") {
        out.push(konkanEl("div", "konkan-practice-label", { text: "Puzzle " + (t.at + 1) + " of " + t.count + ": " + p.name }));
        out.push(...puzzleArea(p, picked, groups));
        if (t.kept) out.push(konkanEl("div", "konkan-practice-kept", { "data-testid": "kept",
          text: "Your answer now: \u201c" + t.kept + "\u201d. Give another to change it, until you finish." }));
        out.push(answerArea(p, picked, groups, true));
        const left = t.count - answered;
        const tools = konkanEl("div", "konkan-practice-tools");
        if (t.at > 0) tools.appendChild(konkanButton("Previous puzzle", () => send({ kind: "goto", index: t.at - 1 }), { action: "previous" }));
        if (t.at < t.count - 1) tools.appendChild(konkanButton("Next puzzle", () => send({ kind: "goto", index: t.at + 1 }), { action: "next" }));
        if (!confirming) {
          tools.appendChild(konkanButton(left ? "Finish, with " + left + " not answered" : "Finish the test",
            () => { confirming = true; draw(); }, { action: "finish", cls: left ? "" : "konkan-primary",
              title: "Your answers are marked, and can't be changed after." }));
        }
        out.push(tools);
        if (t.where) out.push(konkanEl("p", "konkan-hint-line", { "data-testid": "file", text: t.where }));
        if (t.carried) {
          const notMe = konkanEl("div", "konkan-practice-tools konkan-hint-line", { "data-testid": "not-me" });
          notMe.append(konkanEl("span", "", { text: "Not " + t.name + "?" }),
            konkanButton("This is not me", () => send({ kind: "leave" }), { action: "leave", cls: "konkan-small-button" }));
          out.push(notMe);
        }
        if (confirming) {
          const sure = konkanEl("div", "konkan-practice-kept", { "data-testid": "confirm" });
          sure.appendChild(konkanEl("div", "konkan-practice-label", { text: left
            ? "Finish now? " + left + " puzzle" + (left === 1 ? " has" : "s have") + " no answer, and after this no answer can change."
            : "Finish now? After this no answer can change." }));
          const yes = konkanEl("div", "konkan-practice-tools");
          yes.append(konkanButton("Yes, finish the test", () => { confirming = false; send({ kind: "finish" }); },
            { action: "finish-sure", cls: "konkan-primary" }),
          konkanButton("Not yet", () => { confirming = false; draw(); }, { action: "finish-not-yet" }));
          sure.appendChild(yes);
          out.push(sure);
        }
        return out;
      }
      if (t.at >= 0 && p.question) {
        out.push(konkanEl("div", "konkan-practice-label", { text: "Puzzle " + (t.at + 1) + " of " + t.count + ": " + p.name }));
        out.push(...puzzleArea(p, [], []));
        if (v.text) out.push(verdictArea(v));
        else out.push(konkanEl("div", "konkan-practice-kept", { text: "No answer was given to this puzzle." }));
        if (help.solution) {
          const s = konkanEl("div", "konkan-practice-fold", { "data-testid": "solution" });
          s.appendChild(konkanEl("div", "konkan-practice-fold-title", { text: "Solution" }));
          help.solution.split("\n").forEach((line) => s.appendChild(konkanEl("div", "", { text: line })));
          out.push(s);
        }
      }
      out.push(resultsArea(t));
      out.push(messageBox.el);
      return out;
    });
    root.dataset.revision = String(model.get("revision"));
    if (moved) {
      const top = root.getBoundingClientRect().top;
      if (top < 0 || top > window.innerHeight * 0.6) root.scrollIntoView({ block: "start" });
    }
  }

  function draw() {
    const p = model.get("puzzle") || {};
    const picked = model.get("picked") || [];
    const groups = model.get("groups") || [];
    const v = model.get("verdict") || {};
    const help = model.get("help") || {};
    const tally = model.get("tally") || {};
    const t = model.get("test") || {};
    if (shown !== p.number) { shown = p.number; typed = ""; seats = {}; }
    if (t.stage) { drawTest(t, p, picked, groups, v, help); return; }
    bar.replaceChildren(
      konkanEl("span", "konkan-title", { text: p.name || "Practice", "data-testid": "title" }),
      konkanEl("span", "konkan-practice-badge", { text: "Level " + p.level + " of " + p.levels, "data-testid": "level" }),
      konkanEl("span", "konkan-grow", { text: "Puzzle " + p.number }),
      konkanEl("span", "konkan-practice-badge konkan-practice-streak", { "data-testid": "streak",
        text: "Streak " + (tally.streak || 0), title: "Right answers in a row in this box" }),
      konkanEl("span", "konkan-practice-badge", { "data-testid": "score",
        text: (tally.right || 0) + " right of " + (tally.tried || 0) }),
      konkanButton(model.get("four_colour") ? "Two colours" : "Four colours",
        () => send({ kind: "settings", four_colour: !model.get("four_colour") }), { action: "colours", cls: "konkan-small-button" }),
    );
    konkanRedraw(root, body, () => {
      const out = puzzleArea(p, picked, groups);
      out.push(answerArea(p, picked, groups));
      if (v.text) {
        out.push(verdictArea(v));
        speak((v.correct ? "Right! " : "Not right. ") + v.text);
      }
      if (tally.change) out.push(konkanEl("div", "konkan-practice-change", { text: tally.change, "data-testid": "change" }));
      out.push(helpArea(help, tally));
      if (tally.by_kind) out.push(konkanEl("div", "konkan-hint-line", { text: tally.by_kind, "data-testid": "by-kind" }));
      const levels = tally.levels || [];
      if (levels.length) {
        out.push(konkanEl("div", "konkan-practice-label", { text: "Your level at each kind of puzzle:" }));
        out.push(levelsArea(levels));
      }
      return out;
    });
    root.dataset.revision = String(model.get("revision"));
  }
  disposers.push(konkanWatch(model, ["puzzle", "picked", "groups", "verdict", "help", "tally", "test", "four_colour", "revision"], draw));
  return () => disposers.forEach((d) => d());
}

/** @type {import("./base.js").Widget<PracticeTraits>} */
export default { render: konkanPracticeRender };
