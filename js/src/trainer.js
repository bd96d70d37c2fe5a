// OpeningTrainer (konkan.widgets.OpeningTrainer): the learner picks cards, makes groups and
// submits; Python judges with the engine (check_meld, Round.check, best_opening) and the page
// shows what it said.

import {
  konkanEl, konkanRoot, konkanFaces, konkanCardsText, konkanMessage, konkanButton, konkanRove, konkanKeys,
  konkanSend, konkanLive, konkanSay, konkanSpeaks,
} from "./base.js";
import { konkanPickRow, konkanCardGroup, konkanRedraw, konkanWatch, konkanVerdictBox } from "./small.js";
import "./trainer.css";

/** A group the learner made, as the engine read it.
 * @typedef {{ cards: number[], kind: "run" | "set" | null, points: number, message: string, rule: string }} Group */
/** The verdict on a submitted opening beside the best one (empty until one is submitted).
 * @typedef {{ ok?: boolean, text?: string, rule?: string, points?: number, compare?: string, better?: boolean,
 *   best?: { feasible?: boolean, points?: number, going_out?: boolean, groups?: number[][], text?: string } }} Outcome */
/** What Python syncs (konkan/widgets/trainer.py).
 * @typedef {import("./base.js").Traits & { hand: number[], picked: number[], groups: Group[],
 *   live: { ok?: boolean, text?: string, rule?: string, points?: number, kind?: string },
 *   can_group: { ok?: boolean, reason?: string }, result: Outcome,
 *   info: { hand?: number, minimum?: number, needs_run?: boolean } }} TrainerTraits */

/** Draws the widget in `el` from `model`; returns the cleanup.
 * @param {import("./base.js").RenderProps<TrainerTraits>} props */
function konkanTrainerRender({ model, el }) {
  const say = (/** @type {string} */ key, /** @type {Record<string, string | number>} */ fields = {}) =>
    konkanSay(model, "widget.trainer." + key, fields);
  const root = konkanRoot(el, "konkan-small-widget konkan-trainer", say("title"), model);
  const disposers = [konkanFaces(root, model), konkanKeys(root), konkanLive(root, model)];
  const send = (/** @type {import("./base.js").Intent} */ intent) => konkanSend(model, intent);
  const bar = konkanEl("div", "konkan-bar");
  const body = konkanEl("div", "konkan-trainer-body");
  const live = konkanEl("div", "konkan-visually-hidden", { "aria-live": "polite", "data-testid": "narrator" });
  const messageBox = konkanMessage(model);
  disposers.push(messageBox.dispose);
  root.append(bar, body, messageBox.el, live);
  let lastSpoken = "";

  /** @param {string | undefined} text */
  function speak(text) {
    if (text && text !== lastSpoken) { live.textContent = text; lastSpoken = text; }
  }

  /** @param {Group[]} groups */
  function groupsArea(groups) {
    const wrap = konkanEl("div", "konkan-groups", { role: "list", "aria-label": say("groups"), "data-testid": "groups" });
    if (!groups.length) {
      wrap.appendChild(konkanEl("div", "konkan-empty-note", { text: say("no_groups") }));
      return wrap;
    }
    groups.forEach((g, i) => {
      const item = konkanEl("div", "konkan-group", { role: "listitem", "data-testid": "group-" + i });
      item.appendChild(konkanCardGroup(model, g.cards));
      const cap = konkanEl("div", "konkan-group-caption");
      cap.append(konkanEl("span", "", { text: say(g.kind === "run" ? "run" : "set", { points: g.points }) }));
      const remove = konkanButton(say("remove"), () => send({ kind: "ungroup", index: i }), {
        action: "ungroup-" + i, cls: "konkan-small-button konkan-remove", title: say("remove_why"),
      });
      cap.append(remove);
      remove.dataset.focus = "ungroup-" + i;
      remove.setAttribute("aria-label", say("remove_group", { number: i + 1, cards: konkanCardsText(g.cards, model) }));
      item.appendChild(cap);
      wrap.appendChild(item);
    });
    return wrap;
  }

  /** @param {Outcome} res */
  function resultArea(res) {
    const box = konkanVerdictBox(model, { ok: res.ok, text: res.text, rule: res.rule },
      res.ok ? say("accepted", { points: String(res.points) }) : say("refused"), { testid: "result" });
    box.appendChild(konkanEl("div", "konkan-compare", { text: res.compare, "data-testid": "compare",
      "data-better": res.better ? "true" : "false" }));
    const best = res.best || {};
    if (res.better && best.feasible) {
      const show = konkanEl("div", "konkan-best", { "data-testid": "best" });
      show.appendChild(konkanEl("div", "konkan-best-title", {
        text: say(best.going_out ? "best_out" : "best", { points: String(best.points) }),
      }));
      const melds = konkanEl("div", "konkan-best-melds");
      (best.groups || []).forEach((g) => melds.appendChild(konkanCardGroup(model, g, { cls: "konkan-best-meld" })));
      show.appendChild(melds);
      show.appendChild(konkanEl("div", "konkan-hint-line", { text: best.text }));
      box.appendChild(show);
    } else if (!best.feasible) {
      box.appendChild(konkanEl("div", "konkan-hint-line", { text: best.text }));
    }
    return box;
  }

  function draw() {
    const hand = model.get("hand") || [];
    const picked = model.get("picked") || [];
    const groups = model.get("groups") || [];
    const lv = model.get("live") || {};
    const res = model.get("result") || {};
    const info = model.get("info") || {};
    const total = groups.reduce((s, g) => s + g.points, 0);
    bar.replaceChildren(
      konkanEl("span", "konkan-title", { text: say("heading", { hand: info.hand || 1 }) }),
      konkanEl("span", "konkan-grow", { "data-testid": "tally",
        text: say(info.needs_run ? "tally_run" : "tally", { points: total, minimum: String(info.minimum) }) }),
      konkanButton(say("new_hand"), () => send({ kind: "new_hand" }), { action: "new_hand", cls: "konkan-small-button" }),
      konkanButton(konkanSay(model, model.get("four_colour") ? "widget.base.colours.two" : "widget.base.colours.four"),
        () => send({ kind: "settings", four_colour: !model.get("four_colour") }), { action: "colours", cls: "konkan-small-button" }),
    );
    konkanRedraw(root, body, () => {
      const mat = konkanEl("div", "konkan-mat konkan-trainer-mat");
      mat.appendChild(konkanEl("div", "konkan-mat-label", { text: say("hand") }));
      mat.appendChild(konkanPickRow(model, hand, picked, (id) => send({ kind: "toggle", card: id }),
        { label: say("hand_label"), empty: say("all_grouped") }));
      mat.appendChild(konkanEl("div", "konkan-mat-label", { text: say("groups") }));
      mat.appendChild(groupsArea(groups));
      const tools = konkanEl("div", "konkan-bar konkan-trainer-tools", { role: "toolbar", "aria-label": say("tools") });
      const canGroup = model.get("can_group") || {};  // Python's check_meld verdict on the picked cards
      const buttons = [
        konkanButton(say("group"), () => send({ kind: "group" }), { action: "group", cls: "konkan-primary",
          enabled: !!canGroup.ok, reason: canGroup.ok ? null : canGroup.reason }),
        konkanButton(say("submit"), () => send({ kind: "submit" }), { action: "submit", cls: "konkan-primary",
          enabled: groups.length > 0, reason: groups.length ? null : say("submit_why") }),
        konkanButton(say("clear"), () => send({ kind: "clear" }), { action: "clear",
          enabled: groups.length > 0, reason: groups.length ? null : say("clear_why") }),
      ];
      buttons.forEach((b) => { b.dataset.focus = "btn-" + b.dataset.action; tools.appendChild(b); });
      konkanRove(tools, () => buttons, { onPress: (b) => b.click() }).sync();
      /** @type {HTMLElement[]} */
      const out = [mat, tools];
      if (lv.text) {
        out.push(konkanVerdictBox(model, { ok: lv.ok, text: lv.text, rule: lv.rule },
          lv.ok ? say(lv.kind === "run" ? "picked_run" : "picked_set", { points: String(lv.points) }) : say("picked_none"), { testid: "live" }));
        speak(lv.text);
      }
      if (res.text) {
        out.push(resultArea(res));
        speak(res.text + " " + res.compare);
      }
      return out;
    });
    root.dataset.revision = String(model.get("revision"));
  }
  disposers.push(konkanWatch(model, ["hand", "picked", "groups", "live", "can_group", "result", "info", "four_colour", "revision"], draw));
  return () => disposers.forEach((d) => d());
}

/** @type {import("./base.js").Widget<TrainerTraits>} */
export default { render: konkanSpeaks(konkanTrainerRender) };
