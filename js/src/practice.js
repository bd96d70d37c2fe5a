// Practice (konkan.widgets.Practice): one puzzle at a time. The page draws the question, its
// cards and the way to answer that Python sent (puzzle.form; puzzle.js draws them, as for the class
// test), and sends what the learner typed, picked or pressed. Python judges every answer; no rule
// is decided here, and every word comes from Python (konkanSay, keys widget.practice.page.*).

import { konkanEl, konkanButton, konkanRuleText, konkanSpeaks } from "./base.js";
import { konkanRedraw, konkanWatch } from "./small.js";
import { konkanPuzzleFrame, konkanWords } from "./puzzle.js";
import "./practice.css";

/** What Python syncs (konkan/widgets/practice.py).
 * @typedef {import("./puzzle.js").PuzzleTraits & {
 *   tally: { counted?: boolean, streak?: number, right?: number, tried?: number, change?: string, by_kind?: string,
 *     levels?: { kind: string, name: string, level: number, right: number, tried: number }[] } }} PracticeTraits */

/** Draws the widget in `el` from `model`; returns the cleanup.
 * @param {import("./base.js").RenderProps<PracticeTraits>} props */
function konkanPracticeRender({ model, el }) {
  const { root, disposers, send, bar, body, live, parts } = konkanPuzzleFrame(model, el);
  const say = parts.say;
  let spoken = "";

  /** @param {string | undefined} text */
  function speak(text) {
    if (text && text !== spoken) { live.textContent = text; spoken = text; }
  }

  /** @param {PracticeTraits["help"]} help @param {PracticeTraits["tally"]} tally */
  function helpArea(help, tally) {
    const box = konkanEl("div", "konkan-practice-help");
    const tools = konkanEl("div", "konkan-practice-tools");
    if (!help.hint) tools.appendChild(konkanButton(say("show_hint"), () => send({ kind: "hint" }), { action: "hint" }));
    if (!help.solution) {
      tools.appendChild(konkanButton(say("show_solution"), () => send({ kind: "solution" }), {
        action: "solution", title: tally.counted ? null : say("solution_title") }));
    }
    tools.appendChild(konkanButton(say("next"), () => send({ kind: "next" }), {
      action: "next", cls: tally.counted ? "konkan-primary" : "" }));
    if (help.hint) {
      const h = konkanEl("div", "konkan-practice-fold", { "data-testid": "hint" });
      const hint = konkanEl("div");
      hint.append(...konkanRuleText(help.hint, model.get("rule_texts"), model));
      h.append(konkanEl("div", "konkan-practice-fold-title", { text: say("hint") }), hint);
      box.appendChild(h);
    }
    if (help.solution) {
      const s = konkanEl("div", "konkan-practice-fold", { "data-testid": "solution" });
      s.appendChild(konkanEl("div", "konkan-practice-fold-title", { text: say("solution") }));
      help.solution.split("\n").forEach((line) => {
        const row = konkanEl("div");
        row.append(...konkanRuleText(line, model.get("rule_texts"), model));
        s.appendChild(row);
      });
      if (help.missed) s.appendChild(konkanEl("div", "konkan-hint-line", { text: say("seen_first") }));
      box.appendChild(s);
    }
    box.appendChild(tools);
    return box;
  }

  /** @param {NonNullable<PracticeTraits["tally"]["levels"]>} levels */
  function levelsArea(levels) {
    const table = konkanEl("div", "konkan-practice-levels", { role: "list", "aria-label": say("levels_label"), "data-testid": "levels" });
    levels.forEach((l) => {
      const item = konkanEl("div", "konkan-practice-level", { role: "listitem", "data-kind": l.kind });
      item.append(konkanEl("span", "konkan-practice-level-name", { text: l.name }),
        konkanEl("span", "konkan-practice-level-stars", { text: say("level", { level: l.level }),
          "aria-label": say("level_of", { level: l.level, levels: 3 }) }),
        konkanEl("span", "konkan-hint-line", { text: say("level_right", { right: l.right, tried: l.tried }) }));
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
      konkanEl("span", "konkan-practice-badge", { text: say("level_badge", { level: String(p.level), levels: String(p.levels) }),
        "data-testid": "level" }),
      konkanEl("span", "konkan-grow", { text: say("puzzle", { number: String(p.number) }) }),
      konkanEl("span", "konkan-practice-badge konkan-practice-streak", { "data-testid": "streak",
        text: say("streak", { streak: tally.streak || 0 }), title: say("streak_title") }),
      konkanEl("span", "konkan-practice-badge", { "data-testid": "score",
        text: say("score", { right: tally.right || 0, tried: tally.tried || 0 }) }),
      parts.coloursButton(),
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

/** @type {import("./base.js").Widget<PracticeTraits>} */
export default { render: konkanSpeaks(konkanPracticeRender) };
