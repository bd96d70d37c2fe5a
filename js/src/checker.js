// MeldChecker (konkan.widgets.MeldChecker): cards to pick; Python answers with the engine's
// verdict (check_meld), which the page shows as it is. No rule is decided here.

import {
  konkanCard, konkanEl, konkanRoot, konkanFaces, konkanCardsText, konkanMessage, konkanButton, konkanRove,
  konkanKeys, konkanSend, konkanLive, konkanSay, konkanSpeaks, konkanJoin,
} from "./base.js";
import { konkanPickRow, konkanCardGroup, konkanRedraw, konkanWatch, konkanVerdictBox } from "./small.js";
import "./checker.css";

/** What Python syncs (konkan/widgets/checker.py): the cards shown, those picked, and the engine's
 * verdict on them (empty until a card is picked).
 * @typedef {import("./base.js").Traits & { cards: number[], picked: number[], verdict: {
 *   legal?: boolean, kind?: "run" | "set" | null, points?: number, message?: string, rule?: string,
 *   ordered?: number[], readings?: { card: number, text: string, chosen: boolean }[],
 *   joker_shown?: { cards: number[], word: string } } }} CheckerTraits */

/** Draws the widget in `el` from `model`; returns the cleanup.
 * @param {import("./base.js").RenderProps<CheckerTraits>} props */
function konkanCheckerRender({ model, el }) {
  const say = (/** @type {string} */ key, /** @type {Record<string, string | number>} */ fields = {}) =>
    konkanSay(model, "widget.checker." + key, fields);
  const root = konkanRoot(el, "konkan-small-widget konkan-checker", say("title"), model);
  const disposers = [konkanFaces(root, model), konkanKeys(root), konkanLive(root, model)];
  const send = (/** @type {import("./base.js").Intent} */ intent) => konkanSend(model, intent);
  const bar = konkanEl("div", "konkan-bar");
  const body = konkanEl("div", "konkan-checker-body");
  const live = konkanEl("div", "konkan-visually-hidden", { "aria-live": "polite", "data-testid": "narrator" });
  const messageBox = konkanMessage(model);
  disposers.push(messageBox.dispose);
  root.append(bar, body, messageBox.el, live);

  function draw() {
    const ids = model.get("cards") || [];
    const picked = model.get("picked") || [];
    const v = model.get("verdict") || {};
    bar.replaceChildren(
      konkanEl("span", "konkan-title", { text: say("title") }),
      konkanEl("span", "konkan-grow", { text: say("how") }),
      konkanButton(say("clear"), () => send({ kind: "pick", cards: [] }), { action: "clear", cls: "konkan-small-button",
        enabled: picked.length > 0, reason: picked.length ? null : say("nothing_picked") }),
      konkanButton(konkanSay(model, model.get("four_colour") ? "widget.base.colours.two" : "widget.base.colours.four"),
        () => send({ kind: "settings", four_colour: !model.get("four_colour") }), { action: "colours", cls: "konkan-small-button" }),
    );
    konkanRedraw(root, body, () => {
      const mat = konkanEl("div", "konkan-mat");
      mat.appendChild(konkanPickRow(model, ids, picked, (id) => send({ kind: "toggle", card: id }),
        { label: say("cards") }));
      /** @type {HTMLElement[]} */
      const out = [mat];
      if (v.message) {
        const kind = v.legal ? say(v.kind === "run" ? "run" : "set", { points: String(v.points) }) : say("not_a_meld");
        const box = konkanVerdictBox(model, { ok: v.legal, text: v.message, rule: v.rule }, kind);
        if (v.legal) {
          const laid = konkanEl("div", "konkan-checker-laid");
          const ordered = v.ordered || [];
          laid.appendChild(konkanCardGroup(model, ordered, { label: say("laid_out", { cards: konkanCardsText(ordered, model) }) }));
          const shown = v.joker_shown || { cards: [], word: "" };
          if (shown.cards.length) {
            laid.appendChild(konkanEl("span", "konkan-joker-reading", { "data-testid": "joker-reading",
              text: say(shown.word === "and" ? "jokers_are" : "joker_is",
                { cards: konkanJoin(model, shown.cards.map((id) => konkanCard(id, model).text), shown.word) }) }));
          }
          box.appendChild(laid);
        }
        const readings = v.readings || [];
        if (readings.length) {
          const group = konkanEl("div", "konkan-readings", { role: "radiogroup", "aria-label": say("readings") });
          group.appendChild(konkanEl("span", "konkan-hint-line", { text: say("stands_for") }));
          const buttons = readings.map((r) => {
            const b = konkanEl("button", "konkan-button konkan-small-button konkan-reading", {
              type: "button", role: "radio", "aria-checked": r.chosen ? "true" : "false", "data-card": r.card,
              "data-focus": "reading-" + r.card, text: r.text,
            });
            b.addEventListener("click", () => send({ kind: "read_as", card: r.card }));
            return b;
          });
          buttons.forEach((b) => group.appendChild(b));
          konkanRove(group, () => buttons, { onPress: (b) => b.click() }).sync();
          box.appendChild(group);
        }
        out.push(box);
        live.textContent = say("said", { kind, message: v.message });
      } else {
        live.textContent = "";
      }
      return out;
    });
    root.dataset.revision = String(model.get("revision"));
  }
  disposers.push(konkanWatch(model, ["cards", "picked", "verdict", "four_colour", "revision"], draw));
  return () => disposers.forEach((d) => d());
}

/** @type {import("./base.js").Widget<CheckerTraits>} */
export default { render: konkanSpeaks(konkanCheckerRender) };
