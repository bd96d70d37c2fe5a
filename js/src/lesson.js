// A lesson (konkan.widgets.Lesson): the lesson's title and its steps with their stars, the step's
// goal and intro, then the card table (table.js's render, imported, draws it into a child element
// from the same model) or the step's question, then the engine's sentence on the
// last try, Hint, Show solution, Try again and Next. Every decision is Python's: the page sends
// intents and draws the traits `lesson`, `step`, `notice` and `saved`.
//
// Progress is kept in the browser's storage too (where there is no server file system, as in
// JupyterLite): the page sends its stored copy once, and stores what Python holds after that.

import {
  konkanCard, konkanEl, konkanRoot, konkanId, konkanFaces, konkanCardEl, konkanButton, konkanRove,
  konkanKeys, konkanSend, konkanLive, konkanRuleText, konkanSay, konkanSpeaks,
} from "./base.js";
import { konkanTableRender } from "./table.js";
import "./lesson.css";

const KONKAN_PROGRESS_KEY = "konkan-progress";

/** @param {number} n @param {number} [of] */
function konkanStars(n, of) {
  return "\u2605".repeat(n) + "\u2606".repeat(Math.max(0, (of || 3) - n));
}

/** @param {import("./base.js").Model} model @param {number} n */
function konkanStarsWords(model, n) {
  return konkanSay(model, n ? (n === 1 ? "widget.lesson.stars.one" : "widget.lesson.stars.many") : "widget.lesson.stars.none",
    { count: n });
}

/** The lesson and its steps, with the stars each step has earned.
 * @typedef {{ name: string, number: number, title: string, summary: string, index: number, done: number,
 *   steps: { id: string, title: string, kind: "question" | "move", stars: number }[] }} LessonInfo */
/** What the engine said on the step's last try (empty before one).
 * @typedef {{ text?: string, ok?: boolean, info?: boolean, done?: boolean, failed?: boolean, rule?: string,
 *   at?: number }} Feedback */
/** A question step's question (empty for a step played at the table).
 * @typedef {{ prompt?: string, multiple?: boolean, number?: boolean, cards?: number[],
 *   choices?: { label: string, cards: number[] }[] }} Question */
/** The step shown.
 * @typedef {{ id: string, title: string, kind: "question" | "move", number: number, goal: string, intro: string,
 *   feedback: Feedback, hint: string, solution: string[], done: boolean, failed: boolean, stars: number,
 *   best: number, table: boolean, question: Question, last: boolean }} Step */
/** What Python syncs (konkan/widgets/lesson.py), besides the table's traits (the table is drawn from
 * the same model).
 * @typedef {import("./table.js").TableTraits & { lesson: LessonInfo, step: Step, notice: string,
 *   saved: { lessons?: Record<string, unknown> }, rule_texts: Record<string, string> }} LessonTraits */

/** Draws the widget in `el` from `model`; returns the cleanup.
 * @param {import("./base.js").RenderProps<LessonTraits>} props */
function konkanLessonRender({ model, el }) {
  /** @template {keyof LessonTraits} K @param {K} k @returns {LessonTraits[K]} */
  const get = (k) => model.get(k);
  const send = (/** @type {import("./base.js").Intent} */ intent) => konkanSend(model, intent);
  const say = (/** @type {string} */ key, /** @type {Record<string, string | number>} */ fields = {}) =>
    konkanSay(model, "widget.lesson." + key, fields);
  const root = konkanRoot(el, "konkan-lesson", say("label"), model);
  const disposers = [konkanFaces(root, model), konkanLive(root, model)];
  const top = konkanEl("div", "konkan-lesson-top");
  const tableHost = konkanEl("div", "konkan-lesson-table", { "data-testid": "lesson-table" });
  const bottom = konkanEl("div", "konkan-lesson-bottom");
  root.append(top, tableHost, bottom);
  // Keys inside the table reach the table's own groups (its render listens for them); these two
  // listen for the lesson's parts only, so no key is handled twice.
  disposers.push(konkanKeys(top), konkanKeys(bottom));
  disposers.push(konkanTableRender({ model, el: tableHost }));
  const rules = () => get("rule_texts") || {};

  // What the learner has picked or typed in a question, until they press Check: page state only.
  /** @type {string | null} */
  let asked = null;
  /** @type {number[]} */
  let picked = [];
  let typed = "";
  let afresh = false; // "Not your stars?" pressed once: waiting for "Yes, start afresh"

  // Not this learner's stars (a computer others use too): asked once more, then the browser's copy
  // is kept under a key of its own (never deleted) and Python moves its file aside.
  // Offered only where this lesson shows stars: they are what the learner may not recognise.
  /** @param {LessonInfo} lesson */
  function notMine(lesson) {
    if (!(lesson.steps || []).some((s) => s.stars)) return [];
    const row = konkanEl("div", "konkan-lesson-afresh", { "data-testid": "afresh" });
    if (!afresh) {
      row.append(konkanEl("span", "", { text: say("not_mine") }),
        konkanButton(say("afresh"), () => { afresh = true; draw(); }, { action: "afresh", cls: "konkan-small-button" }));
      return [row];
    }
    row.append(konkanEl("span", "", { text: say("afresh_ask") }),
      konkanButton(say("afresh_yes"), () => {
        afresh = false;
        try {
          const kept = window.localStorage.getItem(KONKAN_PROGRESS_KEY);
          if (kept) window.localStorage.setItem(KONKAN_PROGRESS_KEY + "-set-aside-" + Date.now(), kept);
          window.localStorage.removeItem(KONKAN_PROGRESS_KEY);
        } catch (e) { /* no storage here */ }
        send({ kind: "afresh" });
      }, { action: "afresh-sure", cls: "konkan-small-button konkan-primary" }),
      konkanButton(say("afresh_no"), () => { afresh = false; draw(); }, { action: "afresh-not", cls: "konkan-small-button" }));
    return [row];
  }

  /** @param {LessonInfo} lesson */
  function strip(lesson) {
    const bar = konkanEl("div", "konkan-lesson-steps", {
      role: "toolbar", "aria-label": say("steps"), "data-testid": "steps",
    });
    const items = (lesson.steps || []).map((s, k) => {
      const here = k === lesson.index;
      const b = konkanButton("", () => send({ kind: "goto", index: k }), {
        cls: "konkan-lesson-step" + (here ? " konkan-lesson-here" : "") + (s.stars ? " konkan-lesson-done" : ""),
      });
      b.dataset.focus = "step-" + k;
      b.dataset.testid = "step-" + k;
      b.dataset.stars = String(s.stars);
      b.setAttribute("aria-label", say("step_label", { number: k + 1, title: s.title, stars: konkanStarsWords(model, s.stars) }));
      if (here) b.setAttribute("aria-current", "step");
      b.append(konkanEl("span", "konkan-lesson-step-n", { text: String(k + 1), "aria-hidden": "true" }),
        konkanEl("span", "konkan-lesson-step-title", { text: s.title, "aria-hidden": "true" }),
        konkanEl("span", "konkan-lesson-stars", { text: konkanStars(s.stars), "aria-hidden": "true" }));
      bar.appendChild(b);
      return b;
    });
    const rove = konkanRove(bar, () => items, { onPress: (e) => e.click() });
    rove.set(Math.max(0, lesson.index || 0));
    return bar;
  }

  /** @param {LessonInfo} lesson @param {Step} step */
  function header(lesson, step) {
    const parts = [];
    const head = konkanEl("div", "konkan-lesson-head");
    head.append(konkanEl("h3", "konkan-lesson-title", {
      text: say("title", { number: lesson.number, title: lesson.title }), "data-testid": "lesson-title",
    }));
    const count = (lesson.steps || []).length;
    head.append(konkanEl("span", "konkan-lesson-count", {
      "data-testid": "lesson-done",
      text: lesson.done === count ? say("complete") : say("done", { done: lesson.done, count }),
    }));
    parts.push(head, strip(lesson), ...notMine(lesson));
    const notice = get("notice");
    if (notice) parts.push(konkanEl("p", "konkan-lesson-notice", { role: "note", text: notice, "data-testid": "notice" }));
    const goal = konkanEl("div", "konkan-lesson-goal-box");
    goal.append(konkanEl("div", "konkan-lesson-step-name", {
      text: say("step_name", { number: step.number, count, title: step.title }),
    }));
    goal.append(konkanEl("p", "konkan-lesson-goal", { text: step.goal, "data-testid": "goal" }));
    if (step.intro) {
      const intro = konkanEl("p", "konkan-lesson-intro", { "data-testid": "intro" });
      intro.append(...konkanRuleText(step.intro, rules(), model));
      goal.append(intro);
    }
    parts.push(goal);
    return parts;
  }

  /** @param {Step} step */
  function question(step) {
    const q = step.question || {};
    const key = step.id + ":" + step.number;
    if (asked !== key) { asked = key; picked = []; typed = ""; }
    // The prompt is the step's goal, said large above: the question's box holds what answers it.
    const box = konkanEl("section", "konkan-lesson-question", { "aria-label": say("question", { prompt: String(q.prompt) }), "data-testid": "question" });
    const cards = q.cards || [];
    if (cards.length) {
      const row = konkanEl("div", "konkan-lesson-cards", { role: "img", "aria-label": cards.map((i) => konkanCard(i, model).name).join(", ") });
      cards.forEach((id) => row.appendChild(konkanCardEl(model, id, { role: "presentation", label: "" })));
      box.appendChild(row);
    }
    const check = () => {
      if (q.number) send({ kind: "answer", number: typed });
      else send({ kind: "answer", choices: picked.slice().sort((a, b) => a - b) });
    };
    if (q.number) {
      const id = konkanId(root, "number");
      const wrap = konkanEl("div", "konkan-lesson-number");
      const label = konkanEl("label", "", { for: id, text: say("your_answer") });
      const input = konkanEl("input", "konkan-lesson-input", {
        id, type: "text", inputmode: "numeric", maxlength: "8", autocomplete: "off",
        "data-testid": "number", "data-focus": "number",
      });
      input.value = typed;
      input.addEventListener("input", () => { typed = input.value; });
      input.addEventListener("keydown", (ev) => {
        if (ev.key === "Enter") { ev.preventDefault(); ev.stopPropagation(); typed = input.value; check(); }
      });
      wrap.append(label, input, konkanButton(say("check"), check, { action: "check", cls: "konkan-primary" }));
      box.appendChild(wrap);
    } else {
      const group = konkanEl("div", "konkan-lesson-choices", {
        role: "group", "aria-label": say(q.multiple ? "choices.many" : "choices.one"),
        "data-testid": "choices",
      });
      const items = (q.choices || []).map((c, k) => {
        const b = konkanButton("", () => {
          const at = picked.indexOf(k);
          if (at >= 0) picked.splice(at, 1);
          else if (q.multiple) picked.push(k);
          else picked = [k];
          draw();
        }, { cls: "konkan-lesson-choice" });
        b.dataset.focus = "choice-" + k;
        b.dataset.testid = "choice-" + k;
        b.setAttribute("aria-pressed", picked.includes(k) ? "true" : "false");
        b.setAttribute("aria-label", c.label);
        const faces = konkanEl("span", "konkan-lesson-choice-cards", { "aria-hidden": "true" });
        (c.cards || []).forEach((id) => faces.appendChild(konkanCardEl(model, id, { role: "presentation", label: "" })));
        b.append(faces, konkanEl("span", "konkan-lesson-choice-label", { text: c.label, "aria-hidden": "true" }));
        group.appendChild(b);
        return b;
      });
      konkanRove(group, () => items, { onPress: (e) => e.click() }).sync();
      box.appendChild(group);
      box.appendChild(konkanButton(say("check"), check, {
        action: "check", cls: "konkan-primary", enabled: picked.length > 0,
        reason: picked.length ? say("check_why") : say("pick_first"),
      }));
    }
    return box;
  }

  // One feedback area: the engine's sentence on the last try, or Python's word on an intent it
  // refused (the `message` trait), whichever answers the latest action; never both at once.
  /** @param {Step} step */
  function feedback(step) {
    const said = step.feedback || {};
    const m = get("message") || {};
    const refusal = m.text && (!said.text || (m.at ?? -1) >= (said.at ?? -1));
    const fb = refusal ? { text: m.text, ok: m.tone !== "error", info: m.tone === "info" } : said;
    const line = konkanEl("div", "konkan-lesson-feedback", { role: "status", "aria-live": "polite", "data-testid": "feedback" });
    if (fb.text) {
      line.dataset.tone = fb.done ? "done" : fb.failed ? "failed" : fb.info ? "info" : fb.ok ? "ok" : "error";
      if (fb.done && step.stars) {
        line.append(konkanEl("span", "konkan-lesson-stars konkan-lesson-earned", {
          text: konkanStars(step.stars), "aria-label": say("earned", { stars: konkanStarsWords(model, step.stars) }),
          "data-testid": "earned", role: "img",
        }));
      }
      const words = konkanEl("span", "konkan-lesson-feedback-text");
      words.append(...konkanRuleText(fb.text, rules(), model));
      line.append(words);
    }
    line.hidden = !fb.text;
    return line;
  }

  /** @param {Step} step */
  function help(step) {
    const parts = [];
    if (step.hint) {
      const box = konkanEl("div", "konkan-lesson-hint", { id: konkanId(root, "hint-" + step.id), "data-testid": "lesson-hint" });
      box.append(konkanEl("strong", "", { text: say("hint_is") }), ...konkanRuleText(step.hint, rules(), model));
      parts.push(box);
    }
    if ((step.solution || []).length) {
      const box = konkanEl("div", "konkan-lesson-solution", { "data-testid": "solution" });
      box.appendChild(konkanEl("strong", "", { text: say("solution") }));
      const list = konkanEl("ol");
      step.solution.forEach((line) => {
        const li = konkanEl("li");
        li.append(...konkanRuleText(line, rules(), model));
        list.appendChild(li);
      });
      box.appendChild(list);
      parts.push(box);
    }
    return parts;
  }

  /** @param {Step} step */
  function controls(step) {
    const row = konkanEl("div", "konkan-lesson-controls", { role: "toolbar", "aria-label": say("controls"), "data-testid": "lesson-controls" });
    /** @type {HTMLButtonElement[]} */
    const list = [];
    const add = (/** @type {HTMLButtonElement} */ b) => { b.dataset.focus = "btn-" + b.dataset.action; list.push(b); row.appendChild(b); };
    const hint = konkanButton(say("hint"), () => send({ kind: "hint" }), { action: "lesson-hint" });
    hint.setAttribute("aria-expanded", step.hint ? "true" : "false");
    add(hint);
    const sol = konkanButton(say("show_solution"), () => send({ kind: "solution" }), { action: "solution" });
    sol.setAttribute("aria-expanded", (step.solution || []).length ? "true" : "false");
    add(sol);
    add(konkanButton(say("retry"), () => send({ kind: "retry" }), {
      action: "retry", cls: step.failed ? "konkan-primary" : "", reason: say("retry_why"),
    }));
    add(konkanButton(say(step.last ? "next" : "next_step"), () => send({ kind: "next" }), {
      action: "next", cls: step.done && !step.last ? "konkan-primary" : "", enabled: step.done && !step.last,
      reason: say(step.last ? "last_step" : step.done ? "next_why" : "reach_goal"),
    }));
    konkanRove(row, () => list, { onPress: (e) => e.click() }).sync();
    return row;
  }

  function draw() {
    // Python sets both when the widget is made: until then (and only then) they are empty.
    const lesson = /** @type {LessonInfo} */ (get("lesson") || {});
    const step = /** @type {Step} */ (get("step") || {});
    if (!lesson.title || !step.id) return;
    const active = /** @type {HTMLElement | null} */ (document.activeElement);
    const focusKey = active && active.dataset && (top.contains(active) || bottom.contains(active)) ? active.dataset.focus : null;
    root.setAttribute("aria-label", say("title", { number: lesson.number, title: lesson.title }));
    root.dataset.step = String(step.number);
    top.replaceChildren(...header(lesson, step));
    tableHost.hidden = !step.table;
    const below = [];
    if (step.kind === "question") below.push(question(step));
    below.push(feedback(step), ...help(step), controls(step));
    bottom.replaceChildren(...below);
    if (focusKey) {
      const again = /** @type {HTMLElement | null} */ (root.querySelector('.konkan-lesson-top [data-focus="' + focusKey + '"], .konkan-lesson-bottom [data-focus="' + focusKey + '"]'));
      if (again) { again.tabIndex = 0; again.focus(); }
    }
    root.dataset.revision = String(get("revision"));
  }

  // The browser's copy of the progress: sent once; stored again whenever Python's changes.
  let synced = false;
  const store = () => {
    if (!synced) return;
    try { window.localStorage.setItem(KONKAN_PROGRESS_KEY, JSON.stringify(get("saved") || {})); } catch (e) { /* no storage here */ }
  };
  /** @type {any} the browser's copy, as JSON.parse read it: checked below before it is sent */
  let kept = null;
  try { kept = JSON.parse(window.localStorage.getItem(KONKAN_PROGRESS_KEY) || "null"); } catch (e) { kept = null; }
  if (kept && typeof kept === "object" && !Array.isArray(kept) && kept.lessons && typeof kept.lessons === "object") {
    const asked = get("revision");
    const answered = () => {
      if (get("revision") <= asked) return;
      model.off("change:revision", answered);
      synced = true;
      store();
    };
    model.on("change:revision", answered);
    disposers.push(() => model.off("change:revision", answered));
    send({ kind: "progress", data: kept });
  } else {
    synced = true;
    store();
  }
  model.on("change:saved", store);
  disposers.push(() => model.off("change:saved", store));

  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; draw(); });
  };
  const keys = ["lesson", "step", "notice", "revision", "four_colour", "message", "rule_texts", "saved"];
  keys.forEach((k) => model.on("change:" + k, schedule));
  draw();
  return () => {
    keys.forEach((k) => model.off("change:" + k, schedule));
    disposers.forEach((d) => d());
  };
}

/** @type {import("./base.js").Widget<LessonTraits>} */
export default { render: konkanSpeaks(konkanLessonRender) };
