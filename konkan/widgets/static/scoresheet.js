// ScoreSheet (konkan.widgets.ScoreSheet): the page shows the entry form and the sheet from synced
// traits and sends what the user enters; Python reads the cards, scores with konkan.scoring and
// explains every line. Nothing is scored here.

const KONKAN_ENDINGS = [["out", "Went out"], ["hand", "Hand"], ["konkan", "Konkan"], ["void", "Void round"]];

function konkanScoreRender({ model, el }) {
  const root = konkanRoot(el, "konkan-small-widget konkan-scoresheet", "Score sheet");
  const disposers = [konkanFaces(root, model), konkanKeys(root)];
  // Intents sent and not yet answered (each answer moves the revision on by one): while some
  // are, the form's fields keep what the user just did rather than an older state.
  let inflight = 0;
  const send = (intent) => { inflight++; konkanSend(model, intent); };
  let seenRevision = model.get("revision") || 0;
  const onRevision = () => {
    const now = model.get("revision") || 0;
    inflight = Math.max(0, inflight - (now - seenRevision));
    seenRevision = now;
  };
  model.on("change:revision", onRevision);
  disposers.push(() => model.off("change:revision", onRevision));
  const names = model.get("names") || [];
  const n = names.length;
  let activeSeat = 0;

  const bar = konkanEl("div", "konkan-bar");
  bar.append(konkanEl("span", "konkan-title", { text: "Score sheet" }),
    konkanEl("span", "konkan-grow", { text: "After each round: the cards each player holds, who went down, who went out and how." }));
  const form = konkanEl("div", "konkan-score-form", { role: "group", "aria-label": "The round to score" });
  const table = konkanEl("div", "konkan-score-rows", { role: "group", "aria-label": "Cards left per player" });
  const headRow = konkanEl("div", "konkan-score-row konkan-score-head", { "aria-hidden": "true" });
  ["Player", "Cards left (e.g. KS 7H JK)", "Read as", "Went down", "Went out"].forEach((t) =>
    headRow.appendChild(konkanEl("span", "", { text: t })));
  table.appendChild(headRow);

  const rows = [];
  const timers = {};
  for (let s = 0; s < n; s++) {
    const row = konkanEl("div", "konkan-score-row", { role: "group", "aria-label": names[s], "data-testid": "entry-" + s });
    const name = konkanEl("button", "konkan-seat-pick", { type: "button", text: names[s],
      title: "Pick cards for " + names[s] + " from the grid", "aria-label": "Pick cards for " + names[s] + " from the grid" });
    name.addEventListener("click", () => { activeSeat = s; paintActive(); });
    const input = konkanEl("input", "konkan-hand-input", { type: "text", spellcheck: "false",
      autocomplete: "off", "aria-label": names[s] + ": cards left", "data-testid": "hand-" + s, placeholder: "none" });
    const sendText = () => { clearTimeout(timers[s]); send({ kind: "hand", seat: s, text: input.value }); };
    input.addEventListener("input", () => { clearTimeout(timers[s]); timers[s] = setTimeout(sendText, 250); });
    input.addEventListener("change", sendText);
    input.addEventListener("focus", () => { activeSeat = s; paintActive(); });
    const read = konkanEl("span", "konkan-hand-read", { "data-testid": "read-" + s, "aria-live": "polite" });
    const downCell = konkanEl("label", "konkan-check");
    const down = konkanEl("input", "", { type: "checkbox", "aria-label": names[s] + " went down", "data-testid": "down-" + s });
    down.addEventListener("change", () => send({ kind: "down", seat: s, down: down.checked }));
    downCell.append(down, konkanEl("span", "konkan-visually-hidden", { text: "went down" }));
    const outCell = konkanEl("label", "konkan-check");
    const out = konkanEl("input", "", { type: "radio", name: "konkan-out-" + model.cid, "aria-label": names[s] + " went out",
      "data-testid": "out-" + s });
    out.addEventListener("change", () => { if (out.checked) send({ kind: "finisher", seat: s }); });
    outCell.append(out);
    row.append(name, input, read, downCell, outCell);
    table.appendChild(row);
    rows.push({ row, name, input, read, down, out });
  }

  const endings = konkanEl("div", "konkan-bar konkan-endings", { role: "radiogroup", "aria-label": "How the round ended" });
  endings.appendChild(konkanEl("span", "konkan-hint-line", { text: "How it ended:" }));
  const endingButtons = KONKAN_ENDINGS.map(([value, label]) => {
    const b = konkanEl("button", "konkan-button konkan-small-button konkan-ending", { type: "button", role: "radio",
      "data-ending": value, text: label, "data-testid": "ending-" + value });
    b.addEventListener("click", () => send({ kind: "ending", ending: value }));
    endings.appendChild(b);
    return b;
  });
  konkanRove(endings, () => endingButtons, { onPress: (b) => b.click() }).sync();

  const gridLabel = konkanEl("div", "konkan-hint-line", { "data-testid": "grid-label" });
  const grid = konkanEl("div", "konkan-face-grid", { role: "grid", "aria-label": "Cards to add", "data-testid": "grid" });
  const faces = [];
  ["S", "H", "D", "C"].forEach((suit, si) => {
    for (let rank = 1; rank <= 13; rank++) faces.push(si * 13 + rank - 1);
  });
  faces.push(104);
  const gridButtons = faces.map((id) => {
    const c = konkanCard(id);
    const b = konkanEl("button", "konkan-face" + (c.suit ? " konkan-suit-" + c.suit : " konkan-face-joker"), {
      type: "button", text: c.joker ? "JK" : c.text, "data-code": c.code, "aria-label": "add " + c.name,
    });
    b.addEventListener("click", () => send({ kind: "add", seat: activeSeat, card: id }));
    grid.appendChild(b);
    return b;
  });
  konkanRove(grid, () => gridButtons, { onPress: (b) => b.click() }).sync();

  const tools = konkanEl("div", "konkan-bar");
  const scoreButton = konkanButton("Score the round", () => send({ kind: "score" }), { action: "score", cls: "konkan-primary" });
  const undoButton = konkanButton("Undo last round", () => send({ kind: "undo" }), { action: "undo" });
  tools.append(scoreButton, undoButton);
  form.append(table, endings, gridLabel, grid, tools);

  const messageBox = konkanMessage(model);
  disposers.push(messageBox.dispose);
  const sheet = konkanEl("div", "konkan-sheet", { "data-testid": "sheet" });
  root.append(bar, form, messageBox.el, sheet);

  function paintActive() {
    rows.forEach((r, s) => r.row.classList.toggle("konkan-active-seat", s === activeSeat));
    gridLabel.textContent = "Or click faces to add them to " + names[activeSeat] + "'s cards (click a name to change):";
  }

  function drawForm() {
    const d = model.get("draft") || {};
    const entries = model.get("entries") || [];
    rows.forEach((r, s) => {
      const text = (d.hands || [])[s] || "";
      if (!inflight && document.activeElement !== r.input && r.input.value !== text) r.input.value = text;
      const e = entries[s] || {};
      r.read.replaceChildren();
      r.read.dataset.error = e.error ? "true" : "false";
      if (e.error) r.read.textContent = e.error;
      else if (!e.cards || !e.cards.length) r.read.textContent = "no cards";
      else {
        r.read.appendChild(konkanEl("span", "konkan-read-text", { text: konkanCardsText(e.cards) }));
        r.read.appendChild(konkanEl("span", "konkan-read-value", { text: "= " + e.value }));
      }
      if (!inflight) {
        r.down.checked = !!(d.down || [])[s];
        r.out.checked = d.finisher === s;
      }
      r.out.disabled = d.ending === "void";
    });
    endingButtons.forEach((b) => b.setAttribute("aria-checked", b.dataset.ending === d.ending ? "true" : "false"));
    const rounds = model.get("history") || [];
    undoButton.setAttribute("aria-disabled", rounds.length ? "false" : "true");
    undoButton.title = rounds.length ? "Take round " + rounds.length + " off the sheet" : "There is no round to take back.";
    paintActive();
  }

  function drawSheet() {
    const rounds = model.get("history") || [];
    const standing = model.get("standing") || {};
    const t = konkanEl("table", "konkan-sheet-table", { "aria-label": "Scores by round" });
    const head = konkanEl("tr");
    head.appendChild(konkanEl("th", "", { text: "Round", scope: "col" }));
    names.forEach((nm) => head.appendChild(konkanEl("th", "", { text: nm, scope: "col" })));
    const thead = konkanEl("thead");
    thead.appendChild(head);
    const tbody = konkanEl("tbody");
    rounds.forEach((r) => {
      const tr = konkanEl("tr", "", { "data-testid": "round-" + r.number });
      tr.appendChild(konkanEl("th", "", { scope: "row", text: String(r.number) + (r.ending === "void" ? " (void)" : "") }));
      r.scores.forEach((sc) => tr.appendChild(konkanEl("td", sc < 0 ? "konkan-minus" : "", { text: String(sc) })));
      tbody.appendChild(tr);
    });
    const foot = konkanEl("tfoot");
    const tot = konkanEl("tr", "konkan-total", { "data-testid": "totals" });
    tot.appendChild(konkanEl("th", "", { scope: "row", text: "Total" }));
    (standing.totals || []).forEach((v) => tot.appendChild(konkanEl("td", "", { text: String(v) })));
    foot.appendChild(tot);
    t.append(thead, tbody, foot);
    const out = [t];
    if (standing.teams) {
      out.push(konkanEl("div", "konkan-teams", { "data-testid": "teams", text: "Teams: " + names[0] + " and " + names[2] +
        " " + standing.teams[0] + " · " + names[1] + " and " + names[3] + " " + standing.teams[1] }));
    }
    rounds.slice().reverse().forEach((r, k) => {
      const det = konkanEl("details", "konkan-round-lines", { "data-testid": "lines-" + r.number });
      if (k === 0) det.open = true;
      det.appendChild(konkanEl("summary", "", { text: "Round " + r.number + ": why each line" }));
      const list = konkanEl("ul");
      r.lines.forEach((line) => list.appendChild(konkanEl("li", "", { text: line.message })));
      det.appendChild(list);
      out.push(det);
    });
    sheet.replaceChildren(...out);
  }

  disposers.push(konkanWatch(model, ["draft", "entries", "history", "standing", "revision"], () => {
    drawForm();
    drawSheet();
    root.dataset.revision = model.get("revision");
  }));
  return () => { Object.values(timers).forEach(clearTimeout); disposers.forEach((d) => d()); };
}

export default { render: konkanScoreRender };
