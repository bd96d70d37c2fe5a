// The class test (konkan.widgets.ClassTestWidget): a name first, then the class's puzzles answered in
// any order, kept (not judged), handed in, then the results once the teacher gives the release word.
// A puzzle is drawn and answered as in practice (puzzle.js); Python keeps and marks every answer, and
// every word comes from Python (konkanSay, keys widget.class_test.page.* and widget.practice.page.*).

import { konkanEl, konkanId, konkanButton, konkanSay, konkanSpeaks } from "./base.js";
import { konkanRedraw, konkanWatch } from "./small.js";
import { konkanPuzzleFrame, konkanWords } from "./puzzle.js";
import "./practice.css";

/** @typedef {import("./puzzle.js").Puzzle} Puzzle */
/** @typedef {import("./puzzle.js").Verdict} Verdict */
/** One puzzle's result in a test, once released.
 * @typedef {{ name: string, correct: boolean, answer?: string | null, mistakes?: import("./puzzle.js").Mistake[],
 *   more?: string, text?: string, right_answer: string }} TestResult */
/** A class test: where it stands, and what the student may do.
 * @typedef {{ stage?: "name" | "answering" | "handed_in" | "results", code?: string, name?: string, describe?: string,
 *   ask?: { name?: string, code?: string, finished?: boolean }, resume?: { name: string, code: string }[],
 *   answered?: boolean[], results?: TestResult[], at: number, count: number, right?: number, kept?: string, where?: string,
 *   carried?: boolean, download?: { name: string, text: string }, hub?: boolean, sent?: boolean, all_sent?: boolean }} Test */
/** What Python syncs (konkan/widgets/class_test.py).
 * @typedef {import("./puzzle.js").PuzzleTraits & { test: Test }} TestTraits */

/** Draws the widget in `el` from `model`; returns the cleanup.
 * @param {import("./base.js").RenderProps<TestTraits>} props */
function konkanClassTestRender({ model, el }) {
  const { root, disposers, send, bar, body, live, messageBox, parts } = konkanPuzzleFrame(model, el);
  const state = parts.state; // state.typed: the name, as typed (then the answer, as in practice)
  const say = (/** @type {string} */ key, /** @type {Record<string, string | number>} */ fields = {}) =>
    konkanSay(model, "widget.class_test.page." + key, fields);
  // On a school's hub (HubClassTest): its own words, sent only to that widget.
  const hubSay = (/** @type {string} */ key, /** @type {Record<string, string | number>} */ fields = {}) =>
    konkanSay(model, "widget.class_test.hub.page." + key, fields);
  let typedCode = "";
  let typedWord = ""; // the release word, as typed
  let resuming = ""; // "Carry on as ..." pressed: the name to type again
  /** @type {string | null} */
  let shownAt = null; // the stage and puzzle last drawn
  let confirming = false; // Finish pressed once, waiting for "Yes, finish"

  /** On a hub: only the class code (the hub says who the student is).
   * @param {Test} t */
  function codeArea(t) {
    const box = konkanEl("section", "konkan-practice-answer", { "aria-label": hubSay("start_label"), "data-testid": "start" });
    box.appendChild(konkanEl("p", "konkan-practice-line", { text: hubSay("who") }));
    const id = konkanId(root, "field-code");
    const start = () => send({ kind: "start", name: "", code: typedCode });
    const input = konkanEl("input", "konkan-practice-input konkan-practice-wide", {
      id, type: "text", autocomplete: "off", maxlength: "20", "data-testid": "code", "data-focus": "code" });
    input.value = typedCode;
    input.addEventListener("input", () => { typedCode = input.value; });
    parts.enterChecks(input, start);
    const line = konkanEl("div", "konkan-practice-tools");
    line.append(konkanEl("label", "konkan-practice-label konkan-practice-field", { for: id, text: say("code_label") }), input,
      konkanButton(say("start"), start, { action: "start", cls: "konkan-primary", keys: "Enter" }));
    box.append(line, messageBox.el);
    if (t.where) box.appendChild(konkanEl("p", "konkan-hint-line", { "data-testid": "file", text: t.where }));
    return box;
  }

  /** @param {Test} t */
  function nameArea(t) {
    if (t.hub) return codeArea(t);
    const box = konkanEl("section", "konkan-practice-answer", { "aria-label": say("start_label"), "data-testid": "start" });
    box.appendChild(konkanEl("p", "konkan-practice-ask", { text: t.describe || say("describe") }));
    box.appendChild(konkanEl("p", "konkan-practice-line", { text: say("how_it_goes") }));
    const ask = t.ask || {};
    if (ask.name) {
      // A test was begun under the name typed: carried on only if the student says it is theirs.
      const q = konkanEl("div", "konkan-practice-kept", { "data-testid": "ask" });
      q.appendChild(konkanEl("div", "konkan-practice-label", { text: say(ask.finished ? "ask_handed_in" : "ask_begun", { name: ask.name }) }));
      const choose = konkanEl("div", "konkan-practice-tools");
      choose.append(
        konkanButton(say("mine"), () => send({ kind: "start", name: ask.name, code: ask.code, carry_on: true }),
          { action: "carry-on", cls: "konkan-primary" }),
        konkanButton(say("not_mine", { name: ask.name }), () => send({ kind: "start", name: ask.name, code: ask.code, carry_on: false }),
          { action: "not-mine", title: say("not_mine_title") }),
        konkanButton(say("another_name"), () => send({ kind: "leave" }), { action: "leave" }));
      q.appendChild(choose);
      box.append(q, messageBox.el);
      return box;
    }
    const start = () => send(t.code ? { kind: "start", name: state.typed } : { kind: "start", name: state.typed, code: typedCode });
    /** @param {string} label @param {string} testid @param {string} value @param {(v: string) => void} keep @param {string} size */
    const field = (label, testid, value, keep, size) => {
      const id = konkanId(root, "field-" + testid);
      const input = konkanEl("input", "konkan-practice-input konkan-practice-wide", {
        id, type: "text", autocomplete: "off", maxlength: size, "data-testid": testid, "data-focus": testid });
      input.value = value;
      input.addEventListener("input", () => keep(input.value));
      parts.enterChecks(input, start);
      const line = konkanEl("div", "konkan-practice-tools");
      line.append(konkanEl("label", "konkan-practice-label konkan-practice-field", { for: id, text: label }), input);
      return line;
    };
    if (!t.code) box.appendChild(field(say("code_label"), "code", typedCode, (v) => { typedCode = v; }, "20"));
    const line = field(say("name_label"), "name", state.typed, (v) => { state.typed = v; }, "40");
    line.appendChild(konkanButton(say("start"), start, { action: "start", cls: "konkan-primary", keys: "Enter" }));
    box.appendChild(line);
    const resume = t.resume || [];
    if (resume.length) {
      const again = konkanEl("div", "konkan-practice-tools", { "data-testid": "resume" });
      again.appendChild(konkanEl("span", "konkan-practice-label", { text: say("begun_already") }));
      // One click never opens someone's answers: it asks for the name to be typed again.
      resume.forEach((r) => again.appendChild(konkanButton(t.code ? say("carry_on_as", { name: r.name })
        : say("carry_on_as_class", { name: r.name, code: r.code }),
      () => {
        resuming = r.name;
        if (!t.code) typedCode = r.code;
        draw();
        const input = /** @type {HTMLElement | null} */ (root.querySelector("[data-testid=name]"));
        if (input) input.focus();
      }, { action: "resume" })));
      box.appendChild(again);
      if (resuming) box.appendChild(konkanEl("p", "konkan-hint-line", { "data-testid": "resume-how",
        text: say("resume_how", { name: resuming }) }));
    }
    box.appendChild(messageBox.el);
    return box;
  }

  /** @param {Test} t */
  function testNav(t) {
    const nav = konkanEl("div", "konkan-practice-nav", { role: "list", "aria-label": say("nav_label"), "data-testid": "nav" });
    (t.answered || []).forEach((done, i) => {
      const marked = t.stage === "results" ? (t.results || [])[i] : null;
      const state = marked ? (marked.correct ? "right" : "wrong") : done ? "answered" : "open";
      const words = marked ? (marked.correct ? "nav_right" : marked.answer == null ? "nav_no_answer" : "nav_not_right")
        : done ? "nav_answered" : "nav_open";
      const b = konkanButton(String(i + 1), () => send({ kind: "goto", index: i }), {
        action: "goto-" + i, cls: "konkan-small-button konkan-practice-dot konkan-practice-" + state });
      b.setAttribute("aria-label", say(words, { number: i + 1 }));
      if (i === t.at) b.setAttribute("aria-current", "true");
      const item = konkanEl("span", "", { role: "listitem" });
      item.appendChild(b);
      nav.appendChild(item);
    });
    return nav;
  }

  /** @param {{ name: string, text: string }} file @param {string} cls */
  function downloadLink(file, cls) {
    // The file itself, from the page: on a site with no server (JupyterLite) the only way out of
    // the browser's storage. The text is the file as the kernel wrote it.
    return konkanEl("a", "konkan-button " + cls + "konkan-practice-download", {
      href: "data:application/json;charset=utf-8," + encodeURIComponent(file.text),
      download: file.name, "data-action": "download", text: say("download", { name: file.name }) });
  }

  /** @param {Test} t */
  function resultsArea(t) {
    const box = konkanEl("section", "konkan-practice-results", { "aria-label": say("results_label"), "data-testid": "results" });
    box.appendChild(konkanEl("p", "konkan-practice-ask", { "data-testid": "result-score",
      text: say("you_got", { right: String(t.right), count: t.count }) }));
    (t.results || []).forEach((r, i) => {
      const item = konkanEl("div", "konkan-practice-result konkan-practice-" + (r.correct ? "right" : "wrong"),
        { "data-testid": "result-" + i });
      item.appendChild(konkanEl("div", "konkan-practice-fold-title", { text: r.name }));
      item.appendChild(konkanEl("div", "konkan-practice-result-line", { text: r.answer == null ? say("no_answer_given")
        : say(r.correct ? "answered_right" : "answered_wrong", { answer: r.answer }) }));
      (r.mistakes || []).forEach((m) => item.appendChild(parts.mistakeLine(m)));
      const more = (r.mistakes || []).length ? r.more : r.text;
      if (!r.correct && r.answer != null && more) item.appendChild(konkanEl("div", "", { text: more }));
      if (!r.correct) item.appendChild(konkanEl("div", "konkan-practice-right-answer", { text: say("the_answer", { answer: r.right_answer }) }));
      item.appendChild(konkanButton(say("look_again"), () => send({ kind: "goto", index: i }), {
        action: "review-" + i, cls: "konkan-small-button" }));
      box.appendChild(item);
    });
    if (t.kept) box.appendChild(konkanEl("p", "konkan-hint-line", { "data-testid": "file", text: t.kept }));
    if (t.download) box.appendChild(downloadLink(t.download, "konkan-primary "));
    return box;
  }

  // Handed in: no result yet, only the release word's box and the file to hand in.
  /** @param {Test} t */
  function handedInArea(t) {
    const box = konkanEl("section", "konkan-practice-results", { "aria-label": say("handed_in_label"), "data-testid": "handed-in" });
    const answered = (t.answered || []).filter(Boolean).length;
    box.appendChild(konkanEl("p", "konkan-practice-ask", { "data-testid": "handed-in-line",
      text: say("handed_in_line", { answered, count: t.count }) }));
    box.appendChild(konkanEl("p", "konkan-practice-line", { text: say("release_how") }));
    const id = "konkan-w-" + Math.random().toString(36).slice(2);
    const input = konkanEl("input", "konkan-practice-input", { id, type: "text", autocomplete: "off", maxlength: "40",
      "data-testid": "release-word", "data-focus": "release-word" });
    input.value = typedWord;
    const release = () => send({ kind: "release", word: typedWord });
    input.addEventListener("input", () => { typedWord = input.value; });
    parts.enterChecks(input, release);
    const line = konkanEl("div", "konkan-practice-tools");
    line.append(konkanEl("label", "konkan-practice-label", { for: id, text: say("release_label") }), input,
      konkanButton(say("show_results"), release, { action: "release", cls: "konkan-primary", keys: "Enter" }));
    box.appendChild(line);
    box.appendChild(messageBox.el);
    box.appendChild(konkanEl("p", "konkan-hint-line", { "data-testid": "file", text: t.kept }));
    if (t.download) box.appendChild(downloadLink(t.download, ""));
    return box;
  }

  /** @param {Test} t @param {Puzzle} p @param {number[]} picked @param {number[][]} groups @param {Verdict} v
   * @param {TestTraits["help"]} help */
  function drawTest(t, p, picked, groups, v, help) {
    const answered = (t.answered || []).filter(Boolean).length;
    const items = [
      konkanEl("span", "konkan-title", { text: t.code ? say("title_class", { code: t.code }) : say("title"), "data-testid": "title" }),
      konkanEl("span", "konkan-grow", { text: t.name ? t.name : "" , "data-testid": "student" }),
    ];
    if (t.stage !== "name") items.push(konkanEl("span", "konkan-practice-badge", { "data-testid": "score", text: t.stage === "results"
      ? say("badge_results", { right: String(t.right), count: t.count }) : t.stage === "handed_in" ? say("badge_handed_in")
        : t.all_sent ? hubSay("badge_sent") : say("badge_answered", { answered, count: t.count }) }));
    items.push(parts.coloursButton());
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
        out.push(konkanEl("div", "konkan-practice-label", { text: say("puzzle_of", { number: t.at + 1, count: t.count, name: String(p.name) }) }));
        out.push(...parts.puzzleArea(p, picked, groups));
        if (t.kept) out.push(konkanEl("div", "konkan-practice-kept", { "data-testid": "kept", text: say("kept", { answer: t.kept }) }));
        if (t.sent) out.push(konkanEl("div", "konkan-practice-kept", { "data-testid": "sent", text: hubSay("sent") }));
        else out.push(parts.answerArea(p, picked, groups, true));
        if (t.all_sent) out.push(konkanEl("p", "konkan-practice-ask", { "data-testid": "waiting", text: hubSay("waiting", { count: t.count }) }));
        const left = t.count - answered;
        const tools = konkanEl("div", "konkan-practice-tools");
        if (t.at > 0) tools.appendChild(konkanButton(say("previous"), () => send({ kind: "goto", index: t.at - 1 }), { action: "previous" }));
        // On the hub an answer brings the next puzzle by itself: moving on from one not answered skips it.
        const skip = t.hub && !t.sent;
        if (t.at < t.count - 1) tools.appendChild(konkanButton(say(skip ? "skip" : "next"), () => send({ kind: "goto", index: t.at + 1 }), { action: "next" }));
        if (t.hub) {
          tools.appendChild(konkanButton(hubSay("marks"), () => send({ kind: "marks" }), { action: "marks",
            cls: t.all_sent ? "konkan-primary" : "" }));
        } else if (!confirming) {
          tools.appendChild(konkanButton(left ? say("finish_left", { left }) : say("finish"),
            () => { confirming = true; draw(); }, { action: "finish", cls: left ? "" : "konkan-primary",
              title: say("finish_title") }));
        }
        out.push(tools);
        if (t.where) out.push(konkanEl("p", "konkan-hint-line", { "data-testid": "file", text: t.where }));
        if (t.sent) out.push(messageBox.el); // no answer box to hold it
        if (t.carried) {
          const notMe = konkanEl("div", "konkan-practice-tools konkan-hint-line", { "data-testid": "not-me" });
          notMe.append(konkanEl("span", "", { text: say("not_you", { name: String(t.name) }) }),
            konkanButton(say("not_me"), () => send({ kind: "leave" }), { action: "leave", cls: "konkan-small-button" }));
          out.push(notMe);
        }
        if (confirming) {
          const sure = konkanEl("div", "konkan-practice-kept", { "data-testid": "confirm" });
          sure.appendChild(konkanEl("div", "konkan-practice-label", { text: left
            ? say(left === 1 ? "sure_one" : "sure_many", { left }) : say("sure") }));
          const yes = konkanEl("div", "konkan-practice-tools");
          yes.append(konkanButton(say("yes_finish"), () => { confirming = false; send({ kind: "finish" }); },
            { action: "finish-sure", cls: "konkan-primary" }),
          konkanButton(say("not_yet"), () => { confirming = false; draw(); }, { action: "finish-not-yet" }));
          sure.appendChild(yes);
          out.push(sure);
        }
        return out;
      }
      if (t.at >= 0 && p.question) {
        out.push(konkanEl("div", "konkan-practice-label", { text: say("puzzle_of", { number: t.at + 1, count: t.count, name: String(p.name) }) }));
        out.push(...parts.puzzleArea(p, [], []));
        if (v.text) out.push(parts.verdictArea(v));
        else out.push(konkanEl("div", "konkan-practice-kept", { text: say("no_answer") }));
        if (help.solution) {
          const s = konkanEl("div", "konkan-practice-fold", { "data-testid": "solution" });
          s.appendChild(konkanEl("div", "konkan-practice-fold-title", { text: parts.say("solution") }));
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
    const t = model.get("test") || {};
    parts.newPuzzle(p.number);
    drawTest(t, p, model.get("picked") || [], model.get("groups") || [], model.get("verdict") || {}, model.get("help") || {});
  }
  disposers.push(konkanWatch(model, ["puzzle", "picked", "groups", "verdict", "help", "test", "four_colour", "revision"], draw));
  return () => disposers.forEach((d) => d());
}

/** @type {import("./base.js").Widget<TestTraits>} */
export default { render: konkanSpeaks(konkanClassTestRender) };
