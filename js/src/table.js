// The card table (konkan.widgets.Table). Everything shown comes from synced traits; every click
// or key becomes an intent sent to Python, which answers by updating the traits. The page keeps
// no game rules: it never decides whether a move is legal, it shows what Python said.

import {
  KONKAN_SUITS, konkanCard, konkanEl, konkanRoot, konkanId, konkanFaces, konkanCardEl, konkanCardsText,
  konkanMessage, konkanButton, konkanRove, konkanKeys, konkanSend, konkanLive, konkanRuleText, konkanSay, konkanSpeaks, konkanJoin, konkanNumberIn,
} from "./base.js";
import { konkanClassQuestion, konkanSeatPicker } from "./table_seats.js";
import { konkanReviewButton, konkanReviewMark, konkanReviewMarks, konkanReviewPanel, konkanReviewTimer } from "./table_review.js";
import "./table.css";

const KONKAN_FAST_PACE = 150;
const KONKAN_BEAT_MS = 10000;  // a shared table's heartbeat (Python counts a view for 75 s after one)

/** A meld on the table as the seat sees it.
 * @typedef {{ owner: number, cards: number[], points: number, message: string,
 *   joker_shown?: { cards: string[], word: string } }} TableMeld */
/** The round from the seat's side (konkan.view.SeatView, as data): never another seat's cards.
 * @typedef {{ seat: number, number: number, names: string[], hand: number[], hand_sizes: number[], down: boolean[],
 *   current: number, phase: string, declared?: number[], stock_size: number, discard_pile: number[],
 *   table: TableMeld[], rules?: { rounds?: number } }} SeatView */
/** Where the round stands for the page: whose turn, what may happen, what the status line says.
 * @typedef {{ title?: string, text?: string, computer?: boolean, computers?: number[], hot_seat?: boolean, hidden?: boolean,
 *   out?: boolean, lesson?: boolean, round_over?: boolean, game_over?: boolean, ask?: string,
 *   shared?: boolean, review?: boolean, retry?: boolean, named?: boolean, banner?: string, teaching?: boolean, thinking?: boolean, users?: string[], question?: import("./table_seats.js").ClassQuestion }} Status */
/** One round's score lines.
 * @typedef {{ number: number, ending: string, message: string, lines?: { seat: number, score: number, message: string }[] }} ScoredRound */
/** The score sheet, and the game's end once it is over.
 * @typedef {{ names?: string[], rounds?: ScoredRound[], totals?: number[],
 *   end?: { text?: string, seed?: string, standings?: import("./base.js").Standing[] } }} Scores */
/** What Python syncs (konkan/widgets/table.py).
 * @typedef {import("./base.js").Traits & { view: SeatView, hands: (number[] | null)[], order: number[],
 *   picked: number[], target: number, staged: number[][],
 *   live: { text?: string, ok?: boolean, building?: boolean, cards?: number[], fits?: number[],
 *     joker?: { as?: string, options: { code: string, text: string, name: string }[] } },
 *   actions: { name: string, label: string, enabled: boolean, reason?: string, primary?: boolean }[],
 *   hint: { text?: string, cards?: number[], meld?: number },
 *   narration: { index: number, kind: string, text: string, why?: string, by?: string }[], scores: Scores, status: Status,
 *   last_move: { seat?: number, cards?: number[], meld?: number, text?: string, caption?: string }, pace: number, auto: boolean,
 *   open_hands: boolean, places: { seat: number, side: "top" | "left" | "right" | "bottom", x: number }[],
 *   ask: { question?: string, seat?: number, name?: string, hint?: { text: string } }, size: string, seed: string,
 *   rule_texts?: Record<string, string>, seating?: import("./table_seats.js").Seating,
 *   review?: import("./table_review.js").Review }} TableTraits */

/** Draws the table in `el` from `model` (the lesson's model too: it has the table's traits); returns
 * the cleanup.
 * @param {import("./base.js").RenderProps<TableTraits>} props */
export function konkanTableRender({ model, el }) {
  const say = (/** @type {string} */ key, /** @type {Record<string, string | number>} */ fields = {}) =>
    konkanSay(model, "widget.table." + key, fields);
  /** @param {number} n */
  const count = (n) => say(n === 1 ? "cards.one" : "cards.many", { count: n });
  const root = konkanRoot(el, "konkan-table", say("label"), model);
  const disposers = [konkanFaces(root, model), konkanKeys(root), konkanLive(root, model)];
  const main = konkanEl("div", "konkan-table-main");
  root.appendChild(main);
  const narrator = konkanEl("div", "konkan-visually-hidden", { "aria-live": "polite", "data-testid": "narrator" });
  root.appendChild(narrator);

  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;
  let timerFor = -1;
  /** @type {string | null} */
  let lastNarrated = null;
  /** @type {number | null} */
  let dragId = null;
  let pending = false;
  // The computers' reasons in the log: folded until asked for (a view setting, no game state); shown
  // from the start on a projector, where the class follows each move and why.
  let showWhy = model.get("size") === "projector";
  // The student's answer to the class's question as typed so far: kept across redraws.
  const draft = { value: "" };
  // How far the melds' own box is scrolled: kept across redraws (a view setting).
  let meldsScroll = 0;
  const send = (/** @type {import("./base.js").Intent} */ intent) => konkanSend(model, intent);
  const reviewTimer = konkanReviewTimer(model, send);  // asks how far the Review got, while it runs
  /** @template {keyof TableTraits} K @param {K} k @returns {TableTraits[K]} */
  const get = (k) => model.get(k);

  // Computer turns: the page asks for the next move after a pause, one move per request.
  function pace() {
    const status = get("status") || {};
    const rev = get("revision");
    if (!status.computer || !get("auto")) {
      if (timer) { clearTimeout(timer); timer = null; }
      return;
    }
    if (timer && timerFor === rev) return;
    if (timer) clearTimeout(timer);
    timerFor = rev;
    timer = setTimeout(() => { timer = null; send({ kind: "step", at: rev }); }, get("pace") || 500);
  }

  function narrate() {
    const log = get("narration") || [];
    const last = log.length ? log[log.length - 1] : null;
    const key = last ? String(last.index) + ":" + last.text : null;
    if (key === lastNarrated) return;
    const before = lastNarrated;
    lastNarrated = key;
    if (before === null && log.length > 1) return; // nothing read out on first drawing
    if (last) narrator.textContent = last.text + (last.why && showWhy ? " " + last.why : "");
  }

  /** @param {SeatView} view @param {Status} status */
  function header(view, status) {
    const bar = konkanEl("div", "konkan-topbar");
    const title = konkanEl("div", "konkan-title", { text: status.title || "" });
    const stat = konkanEl("div", "konkan-status", { "data-testid": "status", text: status.text || "" });
    bar.append(title, stat);
    // The teacher's question to the class while the tables are paused: its words come from Python.
    // The message line sits under it meanwhile: the verdict on an answer shows beside the question.
    if (status.question) {
      bar.appendChild(konkanClassQuestion(status.question, send, draft, konkanMessageSlot,
        (id) => konkanCardEl(model, id, { cls: "konkan-moment-card" })));
    }
    const controls = konkanEl("div", "konkan-controls", { role: "toolbar", "aria-label": say("controls") });
    // At a table shared with the class, the service plays the computers: the page only leaves.
    if (status.shared) {
      controls.appendChild(konkanButton(konkanSay(model, "widget.shared_table.leave"), () => send({ kind: "leave" }), {
        action: "leave", cls: "konkan-small-button", reason: konkanSay(model, "widget.shared_table.leave_why"),
      }));
    } else if ((status.computers || []).length) {
      const fast = get("pace") <= KONKAN_FAST_PACE;
      controls.appendChild(konkanButton(say(fast ? "normal_speed" : "faster"), () =>
        send({ kind: "settings", pace: fast ? 500 : KONKAN_FAST_PACE }), { action: "faster", cls: "konkan-small-button" }));
      controls.appendChild(konkanButton(say(get("auto") ? "pause" : "play_on"), () =>
        send({ kind: "settings", auto: !get("auto") }), { action: "auto", cls: "konkan-small-button" }));
      // Before a class (projector size) a computer's turn is stepped whole; otherwise move by move.
      if (get("size") === "projector") {
        controls.appendChild(konkanButton(say("next_turn"), () => send({ kind: "turn" }), {
          action: "turn", cls: "konkan-small-button", enabled: !!status.computer,
          reason: status.computer ? say("next_turn_why") : say("no_computer"),
        }));
      } else {
        controls.appendChild(konkanButton(say("step"), () => send({ kind: "step", at: get("revision") }), {
          action: "step", cls: "konkan-small-button", enabled: !!status.computer,
          reason: status.computer ? say("step_why") : say("no_computer"),
        }));
      }
      // The teaching game (konkan/widgets/teaching_game.py): a clearly bad move is taken back.
      // Not where it can't be had: a lesson, one screen shared, the class's table, the projector, the open table.
      if (!status.lesson && !status.hot_seat && !status.shared && get("size") !== "projector" && !get("open_hands")) {
        const teach = konkanButton(say("teaching"), () => send({ kind: "settings", teaching: !status.teaching }), {
          action: "teaching", cls: "konkan-small-button konkan-teaching-switch", reason: say("teaching.why") });
        teach.setAttribute("aria-pressed", status.teaching ? "true" : "false");
        controls.appendChild(teach);
      }
    }
    controls.appendChild(konkanButton(konkanSay(model, get("four_colour") ? "widget.base.colours.two" : "widget.base.colours.four"), () =>
      send({ kind: "settings", four_colour: !get("four_colour") }), { action: "colours", cls: "konkan-small-button" }));
    konkanRove(controls, () => /** @type {HTMLElement[]} */ ([...controls.children]), { onPress: (e) => e.click() }).sync();
    bar.appendChild(controls);
    return bar;
  }

  // Seats sit as people do round a table (Python's render.seat_places): the next in turn on
  // your right, then on round the table, counter-clockwise on the screen.

  /** @param {SeatView} view @param {Status} status @param {"top" | "left" | "right"} side */
  function seatsAt(view, status, side) {
    const places = (get("places") || []).filter((p) => p.side === side && p.seat !== view.seat);
    if (!places.length) return null;
    places.sort((a, b) => a.x - b.x);
    const row = konkanEl("div", "konkan-seats konkan-seats-" + side, {
      role: "list", "aria-label": say("side." + side), "data-testid": "seats-" + side,
    });
    places.forEach((p) => row.appendChild(seatBox(view, status, p.seat, side)));
    return row;
  }

  /** @param {SeatView} view @param {Status} status @param {number} s @param {string} side */
  function seatBox(view, status, s, side) {
    const hands = get("hands") || [];
    const last = get("last_move") || {};
    const n = view.hand_sizes[s];
    const down = view.down[s];
    const turn = view.current === s && view.phase !== "over";
    const words = say("seat" + (down ? ".down" : "") + (turn ? ".turn" : ""), { name: view.names[s], cards: count(n) });
    const box = konkanEl("div", "konkan-seat" + (turn ? " konkan-turn" : "") + (last.seat === s ? " konkan-moved" : ""),
      { role: "listitem", "aria-label": words, "data-seat": s, "data-side": side, "data-testid": "seat-" + s });
    const name = konkanEl("div", "konkan-seat-name");
    name.append(konkanEl("span", "", { text: view.names[s] }));
    const user = (status.users || [])[s];
    if (user) name.append(konkanEl("span", "konkan-tag konkan-tag-user", { text: user }));
    if ((status.computers || []).includes(s)) name.append(konkanEl("span", "konkan-tag", { text: say("computer") }));
    if (turn) name.append(konkanEl("span", "konkan-tag konkan-tag-turn", { text: say("to_play") }));
    box.appendChild(name);
    const open = hands[s];
    // A hidden hand is a short row of overlapping backs (its count says how many); an open one
    // shows every card, overlapped so each corner still reads.
    const fan = konkanEl("div", "konkan-fan" + (open ? "" : " konkan-fan-backs"),
      open ? {} : { "aria-hidden": "true" });  // the seat's label and its count say how many backs
    if (open) box.classList.add("konkan-open-hand");
    const shown = open ? open : new Array(Math.min(n, 14)).fill(null);
    shown.forEach((id) => fan.appendChild(konkanCardEl(model, id, { cls: "konkan-small" })));
    const info = konkanEl("div", "konkan-seat-info");
    info.append(konkanEl("span", "konkan-count", { text: count(n) }));
    info.append(konkanEl("span", "konkan-badge" + (down ? " konkan-badge-down" : ""), { text: say(down ? "down" : "not_down") }));
    if ((view.declared || []).includes(s)) info.append(konkanEl("span", "konkan-badge konkan-badge-konkan", { text: say("konkan") }));
    const body = konkanEl("div", "konkan-seat-body");
    body.append(fan, info);
    box.appendChild(body);
    return box;
  }

  /** @param {SeatView} view @param {boolean} mine */
  function piles(view, mine) {
    const wrap = konkanEl("div", "konkan-piles", { role: "group", "aria-label": say("piles") });
    const stock = konkanEl("button", "konkan-pile konkan-stock", {
      type: "button", "data-testid": "stock", "data-focus": "stock",
      "aria-label": view.stock_size ? say("stock", { cards: count(view.stock_size) }) : say("stock.empty"),
    });
    // An empty stock shows an empty place, as the discard pile does, not a card back.
    if (view.stock_size) stock.appendChild(konkanCardEl(model, null, { role: "presentation", label: "" }));
    else stock.appendChild(konkanEl("span", "konkan-card konkan-empty", { text: say("empty") }));
    stock.appendChild(konkanEl("span", "konkan-pile-label", { text: say("stock.count", { count: view.stock_size }) }));
    stock.addEventListener("click", () => send({ kind: "act", action: "draw" }));
    const top = view.discard_pile.length ? view.discard_pile[view.discard_pile.length - 1] : null;
    const last = get("last_move") || {};
    const pile = konkanEl("button", "konkan-pile konkan-discard", {
      type: "button", "data-testid": "discard-pile", "data-focus": "pile",
      "aria-label": top === null ? say("pile.empty")
        : say("pile", { cards: count(view.discard_pile.length), card: konkanCard(top, model).name }),
    });
    if (top === null) pile.appendChild(konkanEl("span", "konkan-card konkan-empty", { text: say("empty") }));
    else pile.appendChild(konkanCardEl(model, top, {
      role: "presentation", cls: (last.cards || []).includes(top) ? "konkan-last" : "",
    }));
    pile.appendChild(konkanEl("span", "konkan-pile-label", { text: say("pile.count", { count: view.discard_pile.length }) }));
    pile.addEventListener("click", () => send({ kind: "act", action: "take" }));
    const marks = konkanReviewMarks(model);  // a choice of the Review on show: the pile drawn from
    konkanReviewMark(model, stock, marks.get("stock"));
    konkanReviewMark(model, pile, marks.get("discard"));
    wrap.append(stock, pile);
    konkanRove(wrap, () => [stock, pile], { onPress: (e) => e.click() }).sync();
    return wrap;
  }

  /** @param {SeatView} view */
  function melds(view) {
    const wrap = konkanEl("div", "konkan-melds", { role: "listbox", "aria-label": say("melds"), "data-testid": "melds" });
    const target = get("target");
    const last = get("last_move") || {};
    const hint = get("hint") || {};
    // The melds the picked cards can be added to, as Python worked them out (Round.check): outlined,
    // with a word, until one is chosen.
    const fits = new Set((get("live") || {}).fits || []);
    if (!view.table.length) {
      wrap.appendChild(konkanEl("div", "konkan-empty-note", { text: say("no_melds") }));
      return wrap;
    }
    /** @type {HTMLElement[]} */
    const items = [];
    view.table.forEach((m, i) => {
      const owner = view.names[m.owner];
      const lit = last.meld === i;
      const fit = fits.has(i) && target !== i;
      const cls = "konkan-meld" + (target === i ? " konkan-targeted" : "") + (lit ? " konkan-last-meld" : "") +
        (hint.meld === i ? " konkan-hinted-meld" : "") + (fit ? " konkan-fits" : "");
      const item = konkanEl("div", cls, {
        role: "option", "aria-selected": target === i ? "true" : "false", "data-meld": i, "data-focus": "meld-" + i,
        "data-testid": "meld-" + i, "aria-label": say(fit ? "meld.fits" : "meld", { number: i + 1, owner, message: m.message }),
        title: m.message,
      });
      const cap = konkanEl("div", "konkan-meld-caption");
      // The meld's number, as the sentences name it ("add it to meld 2"); the label above says it aloud.
      const who = konkanEl("span", "konkan-meld-owner");
      who.append(konkanEl("span", "konkan-meld-number", { text: String(i + 1), "aria-hidden": "true" }), document.createTextNode(owner));
      cap.append(who);
      // A meld the picked cards fit says so where its points were (a down seat adds no points by it),
      // so nothing on the table moves when a card is picked.
      cap.append(fit ? konkanEl("span", "konkan-fits-tag", { text: say("fits"), "aria-hidden": "true", "data-testid": "fits" })
        : konkanEl("span", "konkan-meld-points", { text: say("points", { points: m.points }) }));
      item.appendChild(cap);
      const cards = konkanEl("div", "konkan-meld-cards");
      m.cards.forEach((id) => cards.appendChild(konkanCardEl(model, id, {
        cls: "konkan-mid" + ((last.cards || []).includes(id) && lit ? " konkan-last" : ""), role: "presentation",
      })));
      item.appendChild(cards);
      const shown = m.joker_shown || { cards: [], word: "" };
      if (shown.cards.length) item.appendChild(konkanEl("div", "konkan-joker-reading", {
        text: say(shown.word === "and" ? "jokers_are" : "joker_is",
          { cards: konkanJoin(model, shown.cards.map((c) => konkanCard(konkanIdOf(c), model).text), shown.word) }),
      }));
      konkanReviewMark(model, item, konkanReviewMarks(model).get("meld-" + i));
      item.addEventListener("click", () => send({ kind: "target", index: i }));
      items.push(item);
      wrap.appendChild(item);
    });
    konkanRove(wrap, () => items, { onPress: (e) => e.click() }).sync();
    // Ten melds or more scroll in their own box: a redraw keeps where it was, and the meld the page
    // points at (one the picked cards fit, the one chosen, the hint's, the last one played) is
    // brought into the box's view, so nothing the words name is hidden.
    wrap.addEventListener("scroll", () => { meldsScroll = wrap.scrollTop; });
    const shown = items.find((e) => e.classList.contains("konkan-fits")) ||
      items.find((e) => e.classList.contains("konkan-targeted")) ||
      items.find((e) => e.classList.contains("konkan-hinted-meld")) ||
      items.find((e) => e.classList.contains("konkan-last-meld"));
    requestAnimationFrame(() => {
      wrap.scrollTop = meldsScroll;
      if (!shown || !wrap.isConnected) return;
      const box = wrap.getBoundingClientRect(), it = shown.getBoundingClientRect();
      if (it.top < box.top) wrap.scrollTop -= box.top - it.top + 4;
      else if (it.bottom > box.bottom) wrap.scrollTop += Math.min(it.bottom - box.bottom + 4, it.top - box.top - 4);
      meldsScroll = wrap.scrollTop;
    });
    return wrap;
  }

  /** @param {SeatView} view @param {Status} status */
  function hand(view, status) {
    const area = konkanEl("div", "konkan-hand-area");
    if (status.out) {  // eliminated: the learner holds no hand and watches (status.text says so)
      area.appendChild(konkanEl("div", "konkan-hand-title", { text: say("out") }));
      return area;
    }
    const head = konkanEl("div", "konkan-hand-head");
    const me = view.names[view.seat];
    head.appendChild(konkanEl("div", "konkan-hand-title", { text: say(status.hot_seat || status.named ? "hand.named" : "hand", { name: me, cards: count(view.hand_sizes[view.seat]) }) }));
    const sorts = konkanEl("div", "konkan-sorts");
    if (!status.hidden) {
      sorts.append(
        konkanButton(say("sort_suit"), () => send({ kind: "sort", by: "suit" }), { action: "sort-suit", cls: "konkan-small-button" }),
        konkanButton(say("sort_rank"), () => send({ kind: "sort", by: "rank" }), { action: "sort-rank", cls: "konkan-small-button" }),
      );
    }
    konkanRove(sorts, () => /** @type {HTMLElement[]} */ ([...sorts.children]), { onPress: (e) => e.click() }).sync();
    head.appendChild(sorts);
    area.appendChild(head);
    if (status.hidden) {
      const cover = konkanEl("div", "konkan-hidden-hand");
      const n = view.hand_sizes[view.seat];
      const fan = konkanEl("div", "konkan-fan");
      for (let i = 0; i < n; i++) fan.appendChild(konkanCardEl(model, null, { cls: "konkan-mid" }));
      cover.appendChild(fan);
      cover.appendChild(konkanButton(say("show_hand"), () => send({ kind: "show_hand" }), {
        action: "show-hand", cls: "konkan-primary",
      }));
      area.appendChild(cover);
      return area;
    }
    const picked = new Set(get("picked") || []);
    const hint = new Set((get("hint") || {}).cards || []);
    const last = get("last_move") || {};
    const lastCards = last.seat === view.seat ? new Set(last.cards || []) : new Set();
    const staged = new Set((get("staged") || []).flat());
    const marks = konkanReviewMarks(model);  // a choice of the Review on show: the cards played, the better ones
    // Cards set aside leave the row and sit in their own group below it, until they go down.
    const order = (get("order") || []).filter((id) => view.hand.includes(id) && !staged.has(id));
    const row = konkanEl("div", "konkan-hand", {
      role: "listbox", "aria-multiselectable": "true", "data-testid": "hand",
      "aria-label": say("hand_label"),
    });
    const items = order.map((id) => {
      const c = konkanCard(id, model);
      const cls = "konkan-big" + (picked.has(id) ? " konkan-picked" : "") + (hint.has(id) ? " konkan-hinted" : "") +
        (lastCards.has(id) ? " konkan-last" : "") + (staged.has(id) ? " konkan-staged" : "");
      let label = c.name;
      if (picked.has(id)) label = say("card.picked", { card: label });
      if (hint.has(id)) label = say("card.hinted", { card: label });
      if (staged.has(id)) label = say("card.set_aside", { card: label });
      const e = konkanCardEl(model, id, { cls, role: "option", label });
      konkanReviewMark(model, e, marks.get(String(id)));
      e.setAttribute("aria-selected", picked.has(id) ? "true" : "false");
      e.dataset.focus = "card-" + id;
      e.draggable = true;
      e.addEventListener("click", () => togglePick(id));
      e.addEventListener("dragstart", (ev) => {
        dragId = id;
        if (ev.dataTransfer) { ev.dataTransfer.effectAllowed = "move"; ev.dataTransfer.setData("text/plain", String(id)); }
      });
      e.addEventListener("dragover", (ev) => { ev.preventDefault(); e.classList.add("konkan-drop"); });
      e.addEventListener("dragleave", () => e.classList.remove("konkan-drop"));
      e.addEventListener("drop", (ev) => {
        ev.preventDefault();
        e.classList.remove("konkan-drop");
        if (dragId === null || dragId === id) return;
        const next = order.filter((x) => x !== dragId);
        next.splice(next.indexOf(id), 0, dragId);
        dragId = null;
        send({ kind: "arrange", cards: next });
      });
      return e;
    });
    items.forEach((e) => row.appendChild(e));
    if (!items.length) row.appendChild(konkanEl("span", "konkan-empty-note", { text: say("no_cards") }));
    konkanRove(row, () => items, {
      onPress: (e) => e.click(),
      onKey: (ev, e, i) => {
        if (!ev.shiftKey || (ev.key !== "ArrowLeft" && ev.key !== "ArrowRight")) return;
        ev.preventDefault();
        const j = ev.key === "ArrowLeft" ? i - 1 : i + 1;
        if (j < 0 || j >= order.length) return;
        const next = order.slice();
        [next[i], next[j]] = [next[j], next[i]];
        send({ kind: "arrange", cards: next });
      },
    }).sync();
    area.appendChild(row);
    const staging = get("staged") || [];
    if (staging.length) {
      const st = konkanEl("div", "konkan-staged-row", { "data-testid": "staged" });
      st.appendChild(konkanEl("span", "konkan-staged-label", { text: say("set_aside") }));
      staging.forEach((g) => {
        const group = konkanEl("span", "konkan-staged-group", { role: "img", "aria-label": konkanCardsText(g, model) });
        g.forEach((id) => group.appendChild(konkanCardEl(model, id, { cls: "konkan-staged", role: "presentation", label: "" })));
        st.appendChild(group);
      });
      area.appendChild(st);
    }
    return area;
  }

  /** @param {number} id */
  function togglePick(id) {
    const picked = (get("picked") || []).slice();
    const at = picked.indexOf(id);
    if (at >= 0) picked.splice(at, 1); else picked.push(id);
    send({ kind: "pick", cards: picked });
  }

  function liveLine() {
    const live = get("live") || {};
    const box = konkanEl("div", "konkan-live", { "data-testid": "live", "aria-live": "polite" });
    if (live.text) {
      // A meld being built (too few cards yet) is no mistake: drawn plain, not as a refusal.
      box.dataset.ok = live.ok ? "true" : live.building ? "building" : "false";
      box.append(konkanEl("span", "konkan-live-cards", { text: konkanCardsText(live.cards, model) }));
      const words = konkanEl("span", "konkan-live-text");
      // A lesson sends the rules' short texts: its rule numbers are drawn as chips (base.js).
      if (get("rule_texts")) words.append(...konkanRuleText(live.text, get("rule_texts"), model)); else words.textContent = live.text;
      box.append(words);
      const joker = live.joker;
      if (joker) {
        const choice = konkanEl("div", "konkan-joker-choice", { role: "group", "aria-label": say("joker_choice") });
        choice.append(konkanEl("span", "konkan-soft", { text: say("joker_as") }));
        const buttons = joker.options.map((o) => {
          const b = konkanButton(o.text, () => send({ kind: "joker", reading: o.code }), {
            action: "joker-" + o.code, cls: "konkan-small-button", title: say("joker_stands", { card: o.name }),
          });
          b.setAttribute("aria-pressed", o.code === joker.as ? "true" : "false");
          return b;
        });
        buttons.forEach((b) => choice.appendChild(b));
        konkanRove(choice, () => buttons, { onPress: (e) => e.click() }).sync();
        box.append(choice);
      }
    } else {
      box.append(konkanEl("span", "konkan-live-text konkan-soft", { text: say("pick") }));
    }
    return box;
  }

  /** @param {Status} status */
  function buttons(status) {
    const row = konkanEl("div", "konkan-actions", { role: "toolbar", "aria-label": say("moves"), "data-testid": "actions" });
    /** @type {HTMLButtonElement[]} */
    const list = [];
    const add = (/** @type {HTMLButtonElement} */ b) => { b.dataset.focus = "btn-" + b.dataset.action; list.push(b); row.appendChild(b); };
    if (status.review) {
      // A choice of the Review on the table: its panel has the way back.
    } else if (status.round_over) {
      if (!status.game_over && !status.lesson) add(konkanButton(say("next_round"), () => send({ kind: "act", action: "next_round" }), { action: "next_round", cls: "konkan-primary" }));
      const review = konkanReviewButton(model, send);
      if (review) add(review);
    } else {
      for (const b of get("actions") || []) {
        add(konkanButton(b.label, () => send({ kind: "act", action: b.name }), {
          action: b.name, enabled: b.enabled && !status.thinking, reason: b.reason, cls: b.enabled && b.primary ? "konkan-primary" : "",
        }));
      }
      // A lesson (lesson.js) has its own Hint, the step's; its round deals no next one.
      if (!status.lesson) add(konkanButton(say("hint"), () => send({ kind: "hint" }), {
        action: "hint", cls: "konkan-hint-button", enabled: !status.hidden && !status.computer && !status.thinking,
        reason: say("hint_why"),
      }));
      // Before a class: pause and ask what they would do, the hint shown only when asked for.
      if (!status.lesson && (get("size") === "projector" || get("open_hands"))) add(konkanButton(say("ask"),
        () => send({ kind: "ask" }), { action: "ask", enabled: !status.ask,
          reason: status.ask || say("ask_why") }));
    }
    konkanRove(row, () => list, { onPress: (e) => e.click() }).sync();
    return row;
  }

  // The teacher's pause: "what would you do?", and the hint only when asked for.
  function askBox() {
    const ask = get("ask") || {};
    if (!ask.question) return null;
    const box = konkanEl("section", "konkan-ask", { "data-testid": "ask", "aria-label": say("question") });
    box.appendChild(konkanEl("div", "konkan-ask-question", { text: ask.question }));
    if (ask.hint) {
      const h = konkanEl("div", "konkan-ask-hint", { "data-testid": "ask-hint" });
      h.append(konkanEl("strong", "", { text: say("hint_is") }), document.createTextNode(ask.hint.text));
      box.appendChild(h);
    } else {
      box.appendChild(konkanButton(say("show_hint"), () => send({ kind: "reveal" }), { action: "reveal", cls: "konkan-primary" }));
    }
    const seatIsComputer = ask.seat !== undefined && ((get("status") || {}).computers || []).includes(ask.seat);
    box.appendChild(konkanEl("div", "konkan-soft", { text: seatIsComputer
      ? say(get("size") === "projector" ? "then_next_turn" : "then_step", { name: ask.name || "" })
      : say("then_move") }));
    return box;
  }

  function hintBox() {
    const hint = get("hint") || {};
    if (!hint.text) return null;
    const box = konkanEl("div", "konkan-hint", { "data-testid": "hint" });
    box.append(konkanEl("strong", "", { text: say("hint_is") }), document.createTextNode(hint.text));
    return box;
  }

  function logPanel() {
    const panel = konkanEl("section", "konkan-panel konkan-log", { "aria-label": say("log") });
    const head = konkanEl("div", "konkan-log-head");
    head.appendChild(konkanEl("h4", "", { text: say("log") }));
    panel.appendChild(head);
    const listId = konkanId(root, "log");
    const list = konkanEl("ol", "konkan-log-list", { id: listId, "data-testid": "log", tabindex: "0", "aria-label": say("log_list") });
    const log = get("narration") || [];
    log.forEach((e, k) => {
      const li = konkanEl("li", "konkan-log-item", { "data-kind": e.kind });
      // The number is text of its own, not a list marker: a marker outside the list is cut off from 10 up.
      li.append(konkanEl("span", "konkan-log-n", { text: (k + 1) + ".", "aria-hidden": "true" }));
      li.append(konkanEl("span", "konkan-log-text", { text: e.text }));
      // At a table shared with the class: a move the computer made for the student while away.
      if (e.by) li.append(konkanEl("span", "konkan-tag konkan-tag-for-you", { text: e.by, "data-testid": "for-you" }));
      // A computer's reason, folded: one short line per move until the switch shows them all.
      if (e.why) li.append(konkanEl("span", "konkan-why", { text: e.why, hidden: !showWhy }));
      list.appendChild(li);
    });
    if (log.some((e) => e.why)) {
      const toggle = konkanButton(say("reasons"), () => {
        showWhy = !showWhy;
        toggle.setAttribute("aria-pressed", showWhy ? "true" : "false");
        list.querySelectorAll(".konkan-why").forEach((w) => { /** @type {HTMLElement} */ (w).hidden = !showWhy; });
        list.scrollTop = list.scrollHeight;  // the latest move stays in view
      }, { action: "reasons", cls: "konkan-small-button konkan-reasons-switch" });
      toggle.setAttribute("aria-pressed", showWhy ? "true" : "false");
      toggle.setAttribute("aria-controls", listId);
      head.appendChild(toggle);
    }
    panel.appendChild(list);
    requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
    return panel;
  }

  function scorePanel() {
    const sc = get("scores") || {};
    const panel = konkanEl("section", "konkan-panel konkan-scores", { "aria-label": say("scores"), "data-testid": "scores" });
    panel.appendChild(konkanEl("h4", "", { text: say("scores") }));
    const names = sc.names || [];
    const table = konkanEl("table", "konkan-score-table");
    const head = konkanEl("tr");
    head.appendChild(konkanEl("th", "", { text: say("round"), scope: "col" }));
    names.forEach((n) => head.appendChild(konkanEl("th", "", { text: n, scope: "col" })));
    const thead = konkanEl("thead"); thead.appendChild(head); table.appendChild(thead);
    const body = konkanEl("tbody");
    for (const r of sc.rounds || []) {
      const tr = konkanEl("tr");
      tr.appendChild(konkanEl("th", "", { text: String(r.number), scope: "row" }));
      /** @type {Record<number, { seat: number, score: number, message: string }>} */
      const bySeat = {};
      (r.lines || []).forEach((l) => { bySeat[l.seat] = l; });
      names.forEach((_, s) => {
        const l = bySeat[s];
        tr.appendChild(konkanNumberIn(konkanEl("td", "", { title: l ? l.message : say("not_in_round") }), l ? l.score : "–"));
      });
      body.appendChild(tr);
    }
    const tot = konkanEl("tr", "konkan-total");
    tot.appendChild(konkanEl("th", "", { text: say("total"), scope: "row" }));
    (sc.totals || []).forEach((t) => tot.appendChild(konkanNumberIn(konkanEl("td"), t)));
    body.appendChild(tot);
    table.appendChild(body);
    panel.appendChild(table);
    const rounds = sc.rounds || [];
    rounds.forEach((r, k) => {
      const det = konkanEl("details", "konkan-round-lines", { open: k === rounds.length - 1 });
      det.appendChild(konkanEl("summary", "", { text: say("round_line", { number: r.number, message: r.message || r.ending }) }));
      const ul = konkanEl("ul");
      (r.lines || []).forEach((l) => ul.appendChild(konkanEl("li", "", { text: l.message })));
      det.appendChild(ul);
      panel.appendChild(det);
    });
    if (!rounds.length) panel.appendChild(konkanEl("p", "konkan-soft", { text: say("scores_later") }));
    return panel;
  }

  /** @param {ScoredRound} r @param {string[]} names @param {number[] | null | undefined} totals */
  function roundLines(r, names, totals) {
    const table = konkanEl("table", "konkan-score-table konkan-round-table");
    const head = konkanEl("tr");
    [say("player"), say("this_round"), say("why")].concat(totals ? [say("total")] : []).forEach((t) =>
      head.appendChild(konkanEl("th", "", { text: t, scope: "col" })));
    const thead = konkanEl("thead"); thead.appendChild(head); table.appendChild(thead);
    const body = konkanEl("tbody");
    (r.lines || []).forEach((l) => {
      const tr = konkanEl("tr", "", { "data-seat": l.seat });
      tr.appendChild(konkanEl("th", "", { text: names[l.seat], scope: "row" }));
      tr.appendChild(konkanNumberIn(konkanEl("td", "konkan-round-score"), (l.score > 0 ? "+" : "") + l.score));
      tr.appendChild(konkanEl("td", "konkan-round-why", { text: l.message }));
      if (totals) tr.appendChild(konkanNumberIn(konkanEl("td", "konkan-round-total"), totals[l.seat]));
      body.appendChild(tr);
    });
    table.appendChild(body);
    return table;
  }

  // The round's end, as the engine scored it: how it ended, each seat's score and why, the totals.
  /** @param {Status} status */
  function roundEnd(status) {
    const sc = get("scores") || {};
    const rounds = sc.rounds || [];
    const r = rounds.length ? rounds[rounds.length - 1] : null;
    if (!status.round_over || status.game_over || !r) return null;
    const box = konkanEl("section", "konkan-round-end", { "data-testid": "round-end", "aria-label": say("round_over", { number: r.number }) });
    box.appendChild(konkanEl("h4", "", { text: say("round_over", { number: r.number }) }));
    box.appendChild(konkanEl("p", "konkan-round-message", { text: r.message }));
    if (r.ending !== "void") box.appendChild(roundLines(r, sc.names || [], sc.totals));
    return box;
  }

  // The game's end: the engine's sentence, the standings, every round a click away, a new game.
  /** @param {Status} status */
  function gameEnd(status) {
    const sc = get("scores") || {};
    const end = sc.end || {};
    if (!status.game_over || !end.text) return null;
    const box = konkanEl("section", "konkan-game-end", { "data-testid": "game-end", "aria-label": say("game_over") });
    box.appendChild(konkanEl("h4", "", { text: say("game_over") }));
    box.appendChild(konkanEl("p", "konkan-game-message", { text: end.text }));
    const list = konkanEl("ol", "konkan-standings", { "data-testid": "standings", "aria-label": say("standings") });
    (end.standings || []).forEach((st) => {
      const li = konkanEl("li", "konkan-standing" + (st.won ? " konkan-winner" : ""), { "data-seat": st.seat });
      li.append(konkanEl("span", "konkan-standing-place", { text: st.place + "." }));
      li.append(konkanEl("span", "konkan-standing-name", { text: st.name }));
      li.append(konkanNumberIn(konkanEl("span", "konkan-standing-total"), st.total));
      if (st.note) li.append(konkanEl("span", "konkan-badge" + (st.won ? " konkan-badge-won" : ""), { text: st.note }));
      list.appendChild(li);
    });
    box.appendChild(list);
    (sc.rounds || []).forEach((r) => {
      const det = konkanEl("details", "konkan-round-result", { "data-testid": "round-result-" + r.number });
      det.appendChild(konkanEl("summary", "", { text: say(r.ending === "void" ? "round_result.void" : "round_result", { number: r.number, message: r.message }) }));
      if (r.ending !== "void") det.appendChild(roundLines(r, sc.names || [], null));
      box.appendChild(det);
    });
    const again = konkanEl("div", "konkan-new-game", { role: "group", "aria-label": say("new_game") });
    const id = konkanId(root, "seed");
    const label = konkanEl("label", "", { for: id, text: say("seed") });
    const input = konkanEl("input", "konkan-seed-input", { id, type: "text", maxlength: "40", "data-testid": "seed", placeholder: say("seed_example", { seed: String(end.seed) }) });
    const start = () => {
      const seed = input.value.trim();
      send(seed ? { kind: "new_game", seed } : { kind: "new_game" });
    };
    input.addEventListener("keydown", (ev) => { if (ev.key === "Enter") { ev.preventDefault(); start(); } });
    again.append(konkanButton(say("new_game"), start, { action: "new_game", cls: "konkan-primary" }), label, input,
      konkanEl("span", "konkan-soft", { text: say("seed_is", { seed: String(end.seed) }) }));
    // A lesson's step is one round: it deals no new game; a shared table's games are the class's.
    if (!status.lesson && !status.shared) box.appendChild(again);
    return box;
  }

  function lastMoveCaption() {
    const last = get("last_move") || {};
    const text = last.caption || (last.text ? say("last_move", { text: last.text }) : "");
    return konkanEl("div", "konkan-last-caption", { "data-testid": "last-move", text });
  }

  function draw() {
    const view = get("view") || {};
    const status = get("status") || {};
    const seating = get("seating") || {};
    if (seating.code && seating.table == null) {  // a shared table, no seat yet: the class's tables
      main.replaceChildren(konkanSeatPicker(model, seating, send), konkanMessageSlot);
      root.dataset.revision = String(get("revision"));
      return;
    }
    if (!view.names) return;
    const active = /** @type {HTMLElement | null} */ (document.activeElement);
    const focusKey = active && root.contains(active) && active.dataset ? active.dataset.focus : null;
    const projector = get("size") === "projector";
    root.classList.toggle("konkan-projector", projector);
    const felt = konkanEl("div", "konkan-felt");
    const top = seatsAt(view, status, "top");
    const left = seatsAt(view, status, "left");
    const right = seatsAt(view, status, "right");
    const pileBox = piles(view, view.current === view.seat);
    // With seats on either side (and always before a class), the piles sit across the table beside
    // the seats there and the melds between the side seats, so ten melds still leave the hand and
    // the moves on screen. Otherwise the piles sit left of the melds.
    const pilesUp = projector || !!(left || right);
    if (pilesUp) {
      const row = konkanEl("div", "konkan-top-row");
      row.appendChild(pileBox);
      if (top) row.appendChild(top);
      felt.appendChild(row);
    } else if (top) felt.appendChild(top);
    const middle = konkanEl("div", "konkan-middle");
    const centre = konkanEl("div", "konkan-centre");
    if (!pilesUp) centre.appendChild(pileBox);
    centre.appendChild(melds(view));
    if (left || right) middle.classList.add("konkan-has-sides");
    if (left) middle.appendChild(left);
    middle.appendChild(centre);
    if (right) middle.appendChild(right);
    felt.appendChild(middle);
    felt.appendChild(lastMoveCaption());
    felt.appendChild(hand(view, status));
    const hb = hintBox();
    const below = konkanEl("div", "konkan-below");
    below.append(logPanel(), scorePanel());
    /** @type {HTMLElement[]} */
    const parts = [header(view, status)];
    // The teacher's pause at a shared table: a banner no student can miss, not the status line alone.
    if (status.banner) parts.push(konkanEl("div", "konkan-banner", { role: "status", "data-testid": "banner", text: status.banner }));
    const ending = gameEnd(status) || roundEnd(status);
    if (ending) parts.push(ending); else if (!status.review) parts.push(liveLine());
    parts.push(buttons(status));
    // While a moment is tried again, the review (which names the better move) is put away; with the
    // review open, the message sits right under the moves, where the learner is looking.
    const reviewed = status.retry ? null : konkanReviewPanel(model, send);
    if (reviewed && !status.question) parts.push(konkanMessageSlot);
    if (reviewed) parts.push(reviewed);
    const ab = askBox();
    if (ab) parts.push(ab);
    if (hb) parts.push(hb);
    if (!status.question && !reviewed) parts.push(konkanMessageSlot);  // else under the question (header)
    parts.push(below);
    if (projector) {
      // One screen: the felt on the left; the status, the moves, the question, the log and the
      // score sheet in a column beside it.
      const side = konkanEl("div", "konkan-side");
      side.append(...parts);
      main.replaceChildren(felt, side);
    } else {
      parts.splice(status.banner ? 2 : 1, 0, felt);  // under the header, and under the pause's banner
      main.replaceChildren(...parts);
    }
    if (focusKey) {
      const again = /** @type {HTMLElement | null} */ (main.querySelector('[data-focus="' + focusKey + '"]'));
      if (again) {
        again.tabIndex = 0;
        again.focus();
        if (again instanceof HTMLInputElement) again.setSelectionRange(again.value.length, again.value.length);
      }
    }
    root.dataset.revision = String(get("revision"));
    narrate();
    pace();
    reviewTimer.sync();
  }

  const messageBox = konkanMessage(model);
  const konkanMessageSlot = messageBox.el;
  disposers.push(messageBox.dispose);

  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; draw(); });
  };
  const keys = ["view", "hands", "order", "picked", "target", "staged", "live", "actions", "hint", "narration",
    "scores", "status", "last_move", "pace", "auto", "four_colour", "revision", "places", "size", "ask", "seating", "review"];
  keys.forEach((k) => model.on("change:" + k, schedule));
  draw();
  // At a table shared with the class, this view's heartbeat: "here" every 10 s while it is drawn,
  // "gone" when it is taken away or the page closes. The kernel asks the class service about the
  // seat only while a view is drawn (konkan/widgets/shared_table.py, Onlookers): a closed tab lets
  // the computer play the seat, as it should. Not an intent: Python answers nothing.
  const viewId = "v" + Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
  const beat = (/** @type {string} */ kind) => {
    if (!(get("seating") || {}).code) return;
    try { model.send({ kind, view: viewId }); } catch (e) { /* no kernel: konkanLive shows it */ }
  };
  const here = () => beat("here");
  const gone = () => beat("gone");
  const back = () => { if (document.visibilityState === "visible") here(); };
  here();
  const beating = setInterval(here, KONKAN_BEAT_MS);
  window.addEventListener("pagehide", gone);
  window.addEventListener("pageshow", here);
  document.addEventListener("visibilitychange", back);
  return () => {
    clearInterval(beating);
    window.removeEventListener("pagehide", gone);
    window.removeEventListener("pageshow", here);
    document.removeEventListener("visibilitychange", back);
    gone();
    keys.forEach((k) => model.off("change:" + k, schedule));
    if (timer) clearTimeout(timer);
    reviewTimer.stop();
    disposers.forEach((d) => d());
  };
}

/** A card code ("7H") as the id of its first copy, to place its face. */
/** @param {string} code */
function konkanIdOf(code) {
  if (code === "JK") return 104;
  const suit = code.slice(-1), rank = code.slice(0, -1);
  const r = /** @type {Record<string, number>} */ ({ A: 1, J: 11, Q: 12, K: 13 })[rank] || parseInt(rank, 10);
  return 13 * KONKAN_SUITS.indexOf(suit) + r - 1;
}

/** @type {import("./base.js").Widget<TableTraits>} */
export default { render: konkanSpeaks(konkanTableRender) };
