// The Review at the card table's round end (konkan/widgets/table_review.py). It only draws the
// `review` trait Python works out, and sends intents: every class, every loss, every sentence is
// the engine's. Imported by table.js.

import { konkanEl, konkanButton, konkanRove, konkanSay } from "./base.js";
import "./table_review.css";

const KONKAN_REVIEW_POLL_MS = 300;  // how often the page asks how far the review got, while it runs

/** One chip of the strip: a choice, its class, and the words a screen reader says for it.
 * @typedef {{ index: number, number: number, grade: string, color: string, ink: string, symbol: string,
 *   label: string, flagged: boolean, shown: boolean }} ReviewChip */
/** A key moment: what was played, the better move, the points lost and why.
 * @typedef {{ index: number, number: number, title: string, grade: string, word: string, color: string, ink: string,
 *   symbol: string, played: string, better: string, lost: string, why: { text: string, rule: string }[],
 *   retry: boolean }} ReviewMoment */
/** What a move touches on the table.
 * @typedef {{ cards: number[], pile: string, meld: number }} ReviewMark */
/** The `review` trait.
 * @typedef {{ available?: boolean, open?: boolean, seat?: number, seats?: { seat: number, label: string }[],
 *   title?: string, state?: string, error?: string, progress?: { done: number, total: number, text: string },
 *   summary?: string, legend?: string, accuracy?: string, luck?: string, book?: string, strip?: ReviewChip[], moments?: ReviewMoment[],
 *   replay?: { index?: number, number?: number, text?: string, played?: string, better?: string, same?: boolean, verdict?: string,
 *     playing?: boolean, marks?: { played?: ReviewMark, better?: ReviewMark } } }} Review */

/** @param {any} model @returns {Review} */
function konkanReviewOf(model) {
  return model.get("review") || {};
}

/** The marks a choice on show puts on the table: a card id (or "stock", "discard", "meld-<i>")
 * to "played" or "better" (better wins where both).
 * @param {any} model @returns {Map<string, string>} */
export function konkanReviewMarks(model) {
  const marks = (konkanReviewOf(model).replay || {}).marks || {};
  /** @type {Map<string, string>} */
  const out = new Map();
  for (const which of ["played", "better"]) {
    const m = /** @type {Record<string, ReviewMark | undefined>} */ (marks)[which];
    if (!m) continue;
    (m.cards || []).forEach((id) => out.set(String(id), which));
    if (m.pile) out.set(m.pile, which);
    if (m.meld >= 0) out.set("meld-" + m.meld, which);
  }
  return out;
}

/** Mark an element of the table as the card (or pile, or meld) played or the better one: an outline
 * of its own style and a word on it, so no colour alone says which.
 * @param {any} model @param {HTMLElement} el @param {string | undefined} which */
export function konkanReviewMark(model, el, which) {
  if (!which) return;
  el.classList.add("konkan-review-" + which);
  el.appendChild(konkanEl("span", "konkan-review-tag konkan-review-tag-" + which, {
    text: konkanSay(model, "widget.table.review.mark." + which), "aria-hidden": "true",
  }));
  const label = el.getAttribute("aria-label");
  if (label) el.setAttribute("aria-label", label + " (" + konkanSay(model, "widget.table.review.mark." + which) + ")");
}

/** The Review button, at a round's end (null when there is none to give).
 * @param {any} model @param {(i: any) => void} send */
export function konkanReviewButton(model, send) {
  const rv = konkanReviewOf(model);
  if (!rv.available || rv.open) return null;
  return konkanButton(konkanSay(model, "widget.table.review.button"), () => send({ kind: "review" }), {
    action: "review", reason: konkanSay(model, "widget.table.review.button_why"),
  });
}

/** While the review is worked out, ask Python how far it got; a timer, stopped when not needed.
 * @param {any} model @param {(i: any) => void} send */
export function konkanReviewTimer(model, send) {
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;
  let forRev = -1;
  return {
    sync() {
      const running = konkanReviewOf(model).state === "running";
      const rev = model.get("revision");
      if (!running) {
        if (timer) { clearTimeout(timer); timer = null; }
        return;
      }
      if (timer && forRev === rev) return;
      if (timer) clearTimeout(timer);
      forRev = rev;
      timer = setTimeout(() => { timer = null; send({ kind: "review_progress" }); }, KONKAN_REVIEW_POLL_MS);
    },
    stop() { if (timer) clearTimeout(timer); timer = null; },
  };
}

/** Bring the table into view: a moment shown (or asked again) is drawn there, above the panel.
 * @param {HTMLElement} from an element inside the widget's root */
function konkanReviewToTable(from) {
  const felt = from.closest(".konkan-root")?.querySelector(".konkan-felt");
  if (felt && typeof felt.scrollIntoView === "function") felt.scrollIntoView({ block: "start", behavior: "smooth" });
}

/** The review's panel (null while it is closed).
 * @param {any} model @param {(i: any) => void} send */
export function konkanReviewPanel(model, send) {
  const rv = konkanReviewOf(model);
  if (!rv.available || !rv.open) return null;
  const say = (/** @type {string} */ key, /** @type {Record<string, string | number>} */ fields = {}) =>
    konkanSay(model, "widget.table.review." + key, fields);
  const panel = konkanEl("section", "konkan-review", { "data-testid": "review", "aria-label": say("panel") });
  const head = konkanEl("div", "konkan-review-head");
  head.appendChild(konkanEl("h4", "", { text: rv.title || say("panel") }));
  // Whose choices: the learner's, or a computer's on request.
  const seats = konkanEl("div", "konkan-review-seats", { role: "group", "aria-label": say("seats") });
  seats.appendChild(konkanEl("span", "konkan-soft", { text: say("seats") }));
  /** @type {HTMLElement[]} */
  const seatButtons = [];
  (rv.seats || []).forEach((s) => {
    const b = konkanButton(s.label, () => send({ kind: "review", seat: s.seat }), {
      action: "review-seat-" + s.seat, cls: "konkan-small-button",
    });
    b.setAttribute("aria-pressed", s.seat === rv.seat ? "true" : "false");
    seatButtons.push(b);
    seats.appendChild(b);
  });
  konkanRove(seats, () => seatButtons, { onPress: (e) => e.click() }).sync();
  head.appendChild(seats);
  head.appendChild(konkanButton(say("close"), () => send({ kind: "review_close" }), {
    action: "review-close", cls: "konkan-small-button",
  }));
  panel.appendChild(head);

  if (rv.state === "error") {
    panel.appendChild(konkanEl("p", "konkan-review-error", { role: "alert", text: rv.error || "" }));
    return panel;
  }
  if (rv.state === "running") {
    const p = rv.progress || { done: 0, total: 0, text: "" };
    const box = konkanEl("div", "konkan-review-progress", { "data-testid": "review-progress" });
    const bar = konkanEl("progress", "", { max: String(p.total || 1), "aria-label": p.text });
    if (p.total) /** @type {HTMLProgressElement} */ (bar).value = p.done;  // no value: still getting ready
    box.append(bar, konkanEl("span", "konkan-review-progress-text", { "aria-live": "polite", text: p.text }));
    panel.appendChild(box);
    return panel;
  }

  const replay = rv.replay || {};
  if (replay.number) panel.appendChild(replayBox(replay));
  const sums = konkanEl("div", "konkan-review-summary", { "data-testid": "review-summary" });
  [rv.summary, rv.accuracy, rv.luck].forEach((t) => { if (t) sums.appendChild(konkanEl("p", "", { text: t })); });
  panel.appendChild(sums);

  // The strip: one chip per choice, in order, coloured by its class, with its class's symbol too.
  const strip = konkanEl("div", "konkan-review-strip", { role: "toolbar", "aria-label": say("strip"), "data-testid": "review-strip" });
  /** @type {HTMLElement[]} */
  const chips = [];
  (rv.strip || []).forEach((c) => {
    const chip = konkanEl("button", "konkan-review-chip" + (c.flagged ? " konkan-review-flagged" : "") +
      (c.shown ? " konkan-review-shown" : ""), {
      type: "button", "data-grade": c.grade, "data-index": c.index, "data-focus": "chip-" + c.index,
      "aria-label": c.label, title: c.label, "aria-pressed": c.shown ? "true" : "false",
      style: "background:" + c.color + ";color:" + c.ink,
    });
    chip.append(konkanEl("span", "konkan-review-chip-n", { text: String(c.number), "aria-hidden": "true" }),
      konkanEl("span", "konkan-review-chip-symbol", { text: c.symbol, "aria-hidden": "true" }));
    chip.addEventListener("click", () => { send({ kind: "replay", index: c.index }); konkanReviewToTable(chip); });
    chips.push(chip);
    strip.appendChild(chip);
  });
  konkanRove(strip, () => chips, { onPress: (e) => e.click() }).sync();
  panel.appendChild(strip);
  // What the signs on the chips mean, in words, under the strip.
  if (rv.legend) panel.appendChild(konkanEl("p", "konkan-review-legend", { text: rv.legend, "data-testid": "review-legend" }));

  // The key moments, the costliest first.
  const moments = konkanEl("section", "konkan-review-moments", { "aria-label": say("moments"), "data-testid": "review-moments" });
  moments.appendChild(konkanEl("h5", "", { text: say("moments") }));
  if (!(rv.moments || []).length) moments.appendChild(konkanEl("p", "konkan-soft", { text: say("no_moments") }));
  (rv.moments || []).forEach((m) => {
    const box = konkanEl("article", "konkan-review-moment", { "data-index": m.index, "data-testid": "review-moment" });
    const top = konkanEl("div", "konkan-review-moment-head");
    top.append(
      konkanEl("span", "konkan-review-badge", { text: m.symbol + " " + m.word, style: "background:" + m.color + ";color:" + m.ink }),
      konkanEl("strong", "", { text: m.title }),
      konkanEl("span", "konkan-review-lost", { text: m.lost }),
    );
    box.appendChild(top);
    box.appendChild(line(say("played"), m.played, "played"));
    box.appendChild(line(say("better"), m.better, "better"));
    const why = konkanEl("ul", "konkan-review-why");
    m.why.forEach((w) => {
      const li = konkanEl("li", "", { text: w.text });
      if (w.rule) li.appendChild(konkanEl("small", "konkan-review-rule", { text: w.rule }));
      why.appendChild(li);
    });
    if (m.why.length) box.appendChild(why);
    const row = konkanEl("div", "konkan-review-moment-buttons");
    row.appendChild(konkanButton(say("show"), () => { send({ kind: "replay", index: m.index }); konkanReviewToTable(row); }, {
      action: "replay-" + m.index, cls: "konkan-small-button",
    }));
    if (m.retry) row.appendChild(konkanButton(say("retry"), () => { send({ kind: "retry", index: m.index }); konkanReviewToTable(row); }, {
      action: "retry-" + m.index, cls: "konkan-small-button", reason: say("retry_why"),
    }));
    box.appendChild(row);
    moments.appendChild(box);
  });
  panel.appendChild(moments);
  if (rv.book) panel.appendChild(konkanEl("p", "konkan-review-book konkan-soft", { "data-testid": "review-book", text: rv.book }));
  return panel;

  /** @param {string} label @param {string} text @param {string} which */
  function line(label, text, which) {
    const p = konkanEl("p", "konkan-review-line konkan-review-line-" + which);
    p.append(konkanEl("span", "konkan-review-label", { text: label }), document.createTextNode(" " + text));
    return p;
  }

  /** The choice on show on the table: what it was, and the way back.
   * @param {NonNullable<Review["replay"]>} r */
  function replayBox(r) {
    const box = konkanEl("div", "konkan-review-replay", { "data-testid": "review-replay", role: "status" });
    box.appendChild(konkanEl("p", "konkan-review-replay-text", { text: r.text || "" }));
    if (!r.playing) {
      box.appendChild(line(say("played"), r.played || "", "played"));
      if (r.verdict) box.appendChild(konkanEl("p", "konkan-review-verdict", { "data-testid": "review-verdict", text: r.verdict }));
      if (!r.same) box.appendChild(line(say("better"), r.better || "", "better"));
      if (!r.same) box.appendChild(konkanEl("p", "konkan-soft", { text: say("replay.marks") }));
    }
    const row = konkanEl("div", "konkan-review-moment-buttons");
    if (!r.playing && !r.same) row.appendChild(konkanButton(say("replay.play_better"), () => send({ kind: "replay_better" }), {
      action: "replay-better", cls: "konkan-primary", reason: say("replay.play_better_why"),
    }));
    row.appendChild(konkanButton(say("replay.back"), () => send({ kind: "replay_back" }), { action: "replay-back" }));
    box.appendChild(row);
    return box;
  }
}
