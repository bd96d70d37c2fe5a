// Learn from your mistakes (konkan.widgets.Mistakes): the moments of the learner's own games that
// the review flagged, one after another, each drawn by the card table (table.js's render,
// imported, in a child element from the same model). With no moment to try, the table is not
// drawn: only the kind sentence Python sends (status.empty) and the message line. Every decision
// is Python's: the table's page sends the intents, and "Next moment" is one of its buttons.

import { konkanEl, konkanRoot, konkanFaces, konkanLive, konkanMessage, konkanSay, konkanSpeaks } from "./base.js";
import { konkanTableRender } from "./table.js";
import "./mistakes.css";

/** Draws the widget in `el` from `model`; returns the cleanup.
 * @param {import("./base.js").RenderProps<import("./table.js").TableTraits>} props */
function konkanMistakesRender({ model, el }) {
  const root = konkanRoot(el, "konkan-mistakes", konkanSay(model, "widget.mistakes.label"), model);
  const disposers = [konkanFaces(root, model), konkanLive(root, model)];
  const none = konkanEl("section", "konkan-mistakes-none", { "data-testid": "nothing" });
  const title = konkanEl("div", "konkan-mistakes-title");
  const text = konkanEl("p", "konkan-mistakes-text", { role: "status", "data-testid": "nothing-text" });
  const message = konkanMessage(model);
  disposers.push(message.dispose);
  none.append(title, text, message.el);
  const tableHost = konkanEl("div", "konkan-mistakes-table", { "data-testid": "mistakes-table" });
  root.append(none, tableHost);
  disposers.push(konkanTableRender({ model, el: tableHost }));
  const draw = () => {
    const status = /** @type {{ title?: string, text?: string, empty?: boolean }} */ (model.get("status") || {});
    const empty = !!status.empty;
    none.hidden = !empty;
    tableHost.hidden = empty;
    title.textContent = status.title || "";
    text.textContent = status.text || "";
    root.dataset.revision = String(model.get("revision"));
  };
  draw();
  model.on("change:status", draw);
  model.on("change:revision", draw);
  return () => {
    model.off("change:status", draw);
    model.off("change:revision", draw);
    disposers.forEach((d) => d());
  };
}

/** @type {import("./base.js").Widget<import("./table.js").TableTraits>} */
export default { render: konkanSpeaks(konkanMistakesRender) };
