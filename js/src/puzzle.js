// What a practice (practice.js) and a class test (class_test.js) draw alike: a puzzle's question and
// its rows of cards, the ways to answer it (boxes to type in, cards to pick, melds to make, buttons),
// and a verdict with its slips. Every word comes from Python: the puzzle's own, or the widget's
// words (konkanSay, keys widget.practice.page.*). No rule is decided here.

import {
  konkanCard, konkanEl, konkanId, konkanCardEl, konkanCardsText, konkanButton, konkanRuleText, konkanSay, konkanRoot,
  konkanFaces, konkanKeys, konkanLive, konkanSend, konkanMessage,
} from "./base.js";
import { konkanPickRow, konkanCardGroup, konkanVerdictBox } from "./small.js";

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
/** What Python syncs for a puzzle (konkan/widgets/practice.py, PuzzleWidget).
 * @typedef {import("./base.js").Traits & { puzzle: Puzzle, picked: number[], groups: number[][], verdict: Verdict,
 *   help: { hint?: string, solution?: string, missed?: boolean }, rule_texts: Record<string, string> }} PuzzleTraits */

/** The widget's words for `key`, filled in with `fields`.
 * @param {import("./base.js").Model} model @param {string} key @param {Record<string, string | number>} [fields] */
export function konkanWords(model, key, fields) {
  return konkanSay(model, "widget.practice.page." + key, fields);
}

/** The frame a practice and a class test share, drawn in `el`: the root (named by the widget's words),
 * its bar, body, spoken line and message box, the intents' sender, the puzzle's parts, and what to
 * dispose of when the view goes.
 * @param {import("./base.js").Model} model @param {HTMLElement} el */
export function konkanPuzzleFrame(model, el) {
  const root = konkanRoot(el, "konkan-small-widget konkan-practice", konkanWords(model, "root"), model);
  const disposers = [konkanFaces(root, model), konkanKeys(root), konkanLive(root, model)];
  const send = (/** @type {import("./base.js").Intent} */ intent) => konkanSend(model, intent);
  const bar = konkanEl("div", "konkan-bar konkan-practice-bar");
  const body = konkanEl("div", "konkan-practice-body");
  const live = konkanEl("div", "konkan-visually-hidden", { "aria-live": "polite", "data-testid": "narrator" });
  const messageBox = konkanMessage(model);
  disposers.push(messageBox.dispose);
  root.append(bar, body, live);
  const parts = konkanPuzzleParts({ model, root, send, messageBox });
  return { root, disposers, send, bar, body, live, messageBox, parts };
}

/** The parts that draw a puzzle in `root`, sending intents with `send`. What is typed stays in
 * `state` until Check (a new puzzle empties it: `newPuzzle`).
 * @param {{ model: import("./base.js").Model, root: HTMLElement, send: (intent: import("./base.js").Intent) => void,
 *   messageBox: { el: HTMLElement } }} ctx */
export function konkanPuzzleParts({ model, root, send, messageBox }) {
  const say = (/** @type {string} */ key, /** @type {Record<string, string | number>} */ fields = {}) =>
    konkanWords(model, key, fields);
  const state = {
    /** @type {number | undefined | null} */
    shown: null,
    typed: "",
    /** @type {Record<string, string>} */
    seats: {},
  };

  /** A new puzzle (numbered `number`) empties the boxes.
   * @param {number | undefined} number */
  function newPuzzle(number) {
    if (state.shown !== number) { state.shown = number; state.typed = ""; state.seats = {}; }
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
        { label: r.caption, testid: "pick", empty: say("all_in_melds") }));
    } else {
      const row = konkanEl("div", "konkan-practice-cards" + (r.spread ? " konkan-practice-spread" : "")
        + (r.cards.length > 10 ? " konkan-practice-long" : ""), {
        role: "img", "aria-label": say("row_label", { caption: r.caption, cards: r.cards.map((i) => konkanCard(i, model).name).join(", ") }),
      });
      r.cards.forEach((id) => row.appendChild(konkanCardEl(model, id, { role: "presentation", label: "" })));
      wrap.appendChild(row);
    }
    return wrap;
  }

  /** @param {number[][]} groups */
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
        action: "ungroup-" + i, cls: "konkan-small-button", title: say("remove_title"),
      });
      b.setAttribute("aria-label", say("remove_label", { number: i + 1, cards: konkanCardsText(g, model) }));
      item.appendChild(b);
      wrap.appendChild(item);
    });
    return wrap;
  }

  /** @param {Puzzle} p @param {number[]} picked @param {number[][]} groups @param {boolean} [testing] */
  function answerArea(p, picked, groups, testing) {
    const form = p.form || {};
    // In a test an answer is kept, not judged, until the end: the button says so.
    const checkText = testing ? say("keep") : say("check");
    const box = konkanEl("section", "konkan-practice-answer", { "aria-label": say("your_answer"), "data-testid": "answer" });
    // The boxes show the answer judged: typing it all empties the players' boxes, and the other way round.
    const typedCheck = () => { state.seats = {}; send({ kind: "check", text: state.typed }); };
    const tools = konkanEl("div", "konkan-practice-tools");
    const buttons = [];
    if (form.shape === "number") {
      const id = konkanId(root, "answer");
      const input = konkanEl("input", "konkan-practice-input", {
        id, type: "text", inputmode: "numeric", maxlength: "12", autocomplete: "off",
        "data-testid": "number", "data-focus": "number", "aria-describedby": id + "-how",
      });
      input.value = state.typed;
      input.addEventListener("input", () => { state.typed = input.value; });
      enterChecks(input, typedCheck);
      tools.append(konkanEl("label", "konkan-practice-label", { for: id, text: say("answer_label") }), input);
      buttons.push(konkanButton(checkText, typedCheck, { action: "check", cls: "konkan-primary", keys: "Enter" }));
      box.appendChild(konkanEl("div", "konkan-hint-line", { id: id + "-how", text: say("how", { how: form.how || "" }) }));
    } else if (form.shape === "numbers") {
      const grid = konkanEl("div", "konkan-practice-seats", { role: "group", "aria-label": say("each_score") });
      const check = () => { state.typed = ""; send({ kind: "check", seats: Object.assign({}, state.seats) }); };
      (form.seats || []).forEach((name, s) => {
        const id = konkanId(root, "seat-" + s);
        const cell = konkanEl("div", "konkan-practice-seat");
        const input = konkanEl("input", "konkan-practice-input", {
          id, type: "text", inputmode: "numeric", maxlength: "8", autocomplete: "off",
          "data-testid": "seat-" + s, "data-focus": "seat-" + s,
        });
        input.value = state.seats[String(s)] || "";
        input.addEventListener("input", () => { state.seats[String(s)] = input.value; });
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
          action: "group", enabled: picked.length > 0, reason: picked.length ? null : say("pick_first") }));
      }
      buttons.push(konkanButton(checkText, () => send({ kind: "check" }), { action: "check", cls: "konkan-primary" }));
      if (picked.length || groups.length) buttons.push(konkanButton(say("put_back"), () => send({ kind: "clear" }), { action: "clear" }));
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
      input.value = state.typed;
      input.addEventListener("input", () => { state.typed = input.value; });
      enterChecks(input, typedCheck);
      line.append(konkanEl("label", "konkan-practice-label", { for: id, text: form.shape === "numbers" ? say("type_all") : say("type_it") }),
        input, konkanButton(testing ? say("keep_typed") : say("check"), typedCheck, { action: "check-typed", keys: "Enter" }));
      box.appendChild(line);
      box.appendChild(konkanEl("div", "konkan-hint-line", { id: id + "-how", text: say("how", { how: form.how || "" }) }));
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
    const cited = m.rule && !String(m.text).includes(m.rule) ? say("cited", { text: m.text, rule: m.rule }) : m.text;
    const words = konkanEl("span");
    words.append(document.createTextNode(" "), ...konkanRuleText(cited, model.get("rule_texts"), model));
    line.append(konkanEl("span", "konkan-practice-mistake-title", { text: say("slip") }), words);
    return line;
  }

  /** @param {Verdict} v */
  function verdictArea(v) {
    const slips = v.mistakes || [];
    const box = konkanVerdictBox(model, { ok: v.correct, text: slips.length ? "" : v.text, rule: "" },
      v.correct ? say("right") : say("not_right"), { testid: "verdict" });
    box.setAttribute("role", "status");
    const said = box.querySelector(".konkan-verdict-text");
    if (said) said.replaceChildren(...konkanRuleText(said.textContent, model.get("rule_texts"), model));
    slips.forEach((m) => box.appendChild(mistakeLine(m)));
    if (slips.length && v.more) box.appendChild(konkanEl("div", "konkan-verdict-text", { text: v.more, "data-testid": "verdict-more" }));
    if (v.note) box.appendChild(konkanEl("div", "konkan-hint-line", { text: v.note }));
    return box;
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

  /** The button that turns the card faces to four colours or back to two. */
  function coloursButton() {
    return konkanButton(model.get("four_colour") ? say("two_colours") : say("four_colours"),
      () => send({ kind: "settings", four_colour: !model.get("four_colour") }), { action: "colours", cls: "konkan-small-button" });
  }

  return { state, newPuzzle, enterChecks, answerArea, mistakeLine, verdictArea, puzzleArea, coloursButton, say };
}
