// The card table (konkan.widgets.Table): drawn from synced traits, intents sent to Python.
function render({ model, el }) {
  const root = konkanRoot(el, "konkan-table", "Konkan card table");
  const disposeFaces = konkanFaces(root, model);
  const msg = konkanMessage(model);
  root.appendChild(msg.el);
  return () => { disposeFaces(); msg.dispose(); };
}
export default { render };
